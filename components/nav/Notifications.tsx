'use client';

import { useEffect, useRef, useState } from 'react';
import { useFocusTrap } from '@/components/a11y/focus-trap';
import { languageOption, type Lang } from '@/lib/i18n/languages';
import { formatDateTime } from '@/components/content/format-date';
import { formatRelativeTime } from '@/components/content/relative-time';
import { fillSlots } from '@/components/Slot';
import { activityHref, useActivities, type ActivityItem } from './activities';
import { BellIcon } from './MemberBarShell';

export type NotificationLabels = {
  button: string;
  /** "Notifications ({count} unread)": the bell's name while something is unread. */
  buttonUnread: string;
  title: string;
  close: string;
  empty: string;
  answer: string;
  vote_question: string;
  vote_answer: string;
  group_question: string;
};

/** The notification indicator and the activities panel: opening the panel marks the activities read. */
export function Notifications({ lang, labels }: { lang: Lang; labels: NotificationLabels }) {
  const { items, unread, unreadCount, markRead } = useActivities(lang);
  const count = new Intl.NumberFormat(languageOption(lang).htmlLang).format(unreadCount);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="notifications">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={unread ? labels.buttonUnread.replace('{count}', count) : labels.button}
        aria-expanded={open}
        aria-controls={open ? 'activities-panel' : undefined}
        onClick={() => {
          const opening = !open;
          setOpen(opening);
          if (opening) void markRead();
        }}
      >
        <BellIcon />
        {unread ? (
          <span className="unread-count" data-testid="unread-indicator" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {open ? <ActivitiesPanel lang={lang} labels={labels} items={items} onClose={close} /> : null}
    </div>
  );
}

/** The open panel: a dialog that keeps focus until Close or Escape, which return it to the bell. */
function ActivitiesPanel({
  lang,
  labels,
  items,
  onClose,
}: {
  lang: Lang;
  labels: NotificationLabels;
  items: ActivityItem[];
  onClose: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, onClose);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);
  return (
    <div
      ref={panelRef}
      id="activities-panel"
      className="panel"
      role="dialog"
      aria-labelledby="activities-panel-title"
      tabIndex={-1}
    >
      <h2 id="activities-panel-title">{labels.title}</h2>
      {items.length === 0 ? (
        <p>{labels.empty}</p>
      ) : (
        <ul className="activity-list">
          {items.map((item) => (
            <li key={item.id} className={item.read ? 'activity' : 'activity unread'}>
              <a href={activityHref(item, lang)}>
                {fillSlots(labels[item.kind], {
                  actor: item.actor,
                  title: item.question.title,
                  group: item.group?.name ?? '',
                })}
              </a>{' '}
              {/* How long ago, as members read it; the exact moment on hover. */}
              <time className="meta" dateTime={item.createdAt} title={formatDateTime(item.createdAt, lang)}>
                {formatRelativeTime(item.createdAt, lang)}
              </time>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button secondary" onClick={onClose}>
        {labels.close}
      </button>
    </div>
  );
}

'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useFocusTrap } from '@/components/a11y/focus-trap';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';
import { formatDateTime } from '@/components/content/format-date';
import { fillSlots } from '@/components/Slot';
import { useActivities, type ActivityItem } from './activities';

export type NotificationLabels = {
  button: string;
  buttonUnread: string;
  title: string;
  close: string;
  empty: string;
  answer: string;
  vote_question: string;
  vote_answer: string;
  group_question: string;
};

/** The notification indicator and the activities panel (spec §4): opening the panel marks the activities read. */
export function Notifications({ lang, labels }: { lang: Lang; labels: NotificationLabels }) {
  const { items, unread, markRead } = useActivities(lang);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <div className="notifications">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={unread ? labels.buttonUnread : labels.button}
        aria-expanded={open}
        aria-controls={open ? 'activities-panel' : undefined}
        onClick={() => {
          const opening = !open;
          setOpen(opening);
          if (opening) void markRead();
        }}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0" />
        </svg>
        {unread ? <span className="unread-dot" data-testid="unread-indicator" /> : null}
      </button>
      {open ? <ActivitiesPanel lang={lang} labels={labels} items={items} onClose={close} /> : null}
    </div>
  );
}

/** The open panel: a dialog that keeps focus until Close or Escape, which return it to the bell. */
function ActivitiesPanel({ lang, labels, items, onClose }: { lang: Lang; labels: NotificationLabels; items: ActivityItem[]; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, onClose);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);
  return (
    <div ref={panelRef} id="activities-panel" className="panel" role="dialog" aria-labelledby="activities-panel-title" tabIndex={-1}>
      <h2 id="activities-panel-title">{labels.title}</h2>
      {items.length === 0 ? (
        <p>{labels.empty}</p>
      ) : (
        <ul className="activity-list">
          {items.map((item) => (
            <li key={item.id} className={item.read ? 'activity' : 'activity unread'}>
              <a href={localizedHref(`/question/${item.question.slug}`, lang)}>
                {fillSlots(labels[item.kind], { actor: item.actor, title: item.question.title, group: item.group?.name ?? '' })}
              </a>{' '}
              <time className="meta" dateTime={item.createdAt}>
                {formatDateTime(item.createdAt, lang)}
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

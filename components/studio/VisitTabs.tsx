'use client';

import { momentInTab } from '@/lib/studio/visit-tabs';
import { MomentLink } from './MomentLink';

/** A tab of the visit as the switcher shows it (its texts already in the page's language). */
export interface VisitTabView {
  id: string;
  /** "Tab 1", by start. */
  label: string;
  /** Its replay's address, without a moment. */
  href: string;
  /** Its first page's path, or null before its first page change. */
  path: string | null;
  started: string;
  /** How long the tab recorded, in words ("recorded for 0:10"). */
  duration: string;
  startedAt: number;
  lastActivityAt: number;
  current: boolean;
}

/** A page change or click of one of the tabs, on the visit's time axis. */
export interface VisitEventView {
  /** "Tab 2". */
  tab: string;
  /** Its tab's replay at its moment. */
  href: string;
  /** Time since the visit's first tab started, as a clock. */
  time: string;
  /** "Page" or "Click". */
  kind: string;
  /** The page's path, or the clicked element's text (its selector when it has none). */
  text: string;
  current: boolean;
}

/**
 * "This visit: N tabs": each tab of the visit the replay shown is part of, a link to its replay at the moment shown
 * (the replay writes the moment into the address as it plays; read when a link is about to be followed), or at the
 * moment the page was opened at before it has moved.
 */
export function VisitTabs({
  title,
  currentLabel,
  tabs,
  openedAt,
}: {
  title: string;
  /** Said after the tab shown ("this tab"). */
  currentLabel: string;
  tabs: readonly VisitTabView[];
  /** The moment the replay was opened at (its `?t=`, else its start). */
  openedAt: number;
}) {
  return (
    <nav className="visit-tabs" aria-label={title}>
      <h2>{title}</h2>
      <ol>
        {tabs.map((tab) => (
          <li key={tab.id} data-visit-tab={tab.id}>
            <MomentLink
              href={tab.href}
              openedAt={openedAt}
              toMoment={(moment) => momentInTab(moment, tab)}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
            </MomentLink>
            {tab.current ? <span className="visit-current"> ({currentLabel})</span> : null}{' '}
            {tab.path !== null ? (
              <bdi dir="ltr" className="visit-path">
                {tab.path}
              </bdi>
            ) : null}{' '}
            <span className="visit-started">{tab.started}</span> <span className="visit-duration">{tab.duration}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The visit's page changes and clicks across its tabs on one time axis, each row a link to its tab at its moment. */
export function VisitTimeline({
  title,
  capped,
  events,
}: {
  title: string;
  /** Said when the list stops before the visit's end. */
  capped: string | null;
  events: readonly VisitEventView[];
}) {
  return (
    <section className="visit-timeline" aria-label={title}>
      <h2>{title}</h2>
      <ol>
        {events.map((event, index) => (
          <li key={index} data-visit-event data-current-tab={event.current ? '' : undefined}>
            <a href={event.href}>
              <span className="visit-time" dir="ltr">
                {event.time}
              </span>
            </a>{' '}
            <span className="visit-tab">{event.tab}</span> <span className="visit-kind">{event.kind}</span>{' '}
            <bdi>{event.text}</bdi>
          </li>
        ))}
      </ol>
      {capped ? <p className="hint">{capped}</p> : null}
    </section>
  );
}

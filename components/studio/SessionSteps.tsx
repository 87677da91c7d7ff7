export type SessionStepsStrings = {
  /** The links' group: the list the session was opened from. */
  listSessions: string;
  previousSession: string;
  nextSession: string;
};

/**
 * The sessions before and after this one in the list it was opened from (newer first, as the list shows them), as
 * links; where there is none, the link is there but says so (no address, `aria-disabled`), so the row does not move.
 */
export function SessionSteps({
  previous,
  next,
  shortcutsOn,
  strings,
}: {
  previous?: string;
  next?: string;
  shortcutsOn: boolean;
  strings: SessionStepsStrings;
}) {
  const step = (href: string | undefined, label: string, keys: string, path: string, rel: 'prev' | 'next') => (
    <a
      className="replay-icon"
      href={href}
      rel={href ? rel : undefined}
      aria-disabled={href ? undefined : 'true'}
      role={href ? undefined : 'link'}
      aria-label={label}
      title={label}
      aria-keyshortcuts={href && shortcutsOn ? keys : undefined}
    >
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={path} />
      </svg>
    </a>
  );
  return (
    <nav className="replay-steps" aria-label={strings.listSessions}>
      {step(previous, strings.previousSession, 'Shift+P', 'M15 5l-7 7 7 7', 'prev')}
      {step(next, strings.nextSession, 'Shift+N', 'M9 5l7 7-7 7', 'next')}
    </nav>
  );
}

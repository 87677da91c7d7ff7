import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';
import { MEMBER_LINK_ATTRIBUTE, MEMBER_NAME_ATTRIBUTE } from '@/lib/auth/member-hint';

export function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}

/**
 * The member's name, linked to their profile. `username` is '' in the server render, where the pre-paint script
 * (lib/auth/member-hint.ts) writes it; React keeps what the script wrote.
 */
export function MemberName({ lang, username, unnamedLabel }: { lang: Lang; username: string; unnamedLabel: string }) {
  const attributes = { [MEMBER_LINK_ATTRIBUTE]: '' };
  const name = { [MEMBER_NAME_ATTRIBUTE]: '' };
  return (
    // Until the name is written in, the link is named by `unnamedLabel` (the script drops it with the name).
    <a
      className="username"
      dir="auto"
      href={localizedHref(`/user/${username}`, lang)}
      aria-label={username ? undefined : unnamedLabel}
      {...attributes}
      suppressHydrationWarning
    >
      <span {...name} suppressHydrationWarning>
        {username}
      </span>
    </a>
  );
}

/**
 * The signed-in part of the bar as it looks before its lazily loaded behaviour (UserMenu: notifications, logout)
 * has arrived: the same boxes in the same places, so nothing moves when it does. Rendered by the server on every
 * page (CSS shows it only under `<html data-member>`), and by the bar while UserMenu loads. Its buttons are disabled:
 * they do nothing yet, and a click on "Log out" that did nothing would leave the member signed in without a word.
 */
export function MemberBarShell(props: {
  lang: Lang;
  username: string;
  accountLabel: string;
  notificationsLabel: string;
  logoutLabel: string;
  className?: string;
}) {
  return (
    <div
      className={props.className ? `user-menu ${props.className}` : 'user-menu'}
      role="group"
      aria-label={props.accountLabel}
    >
      <div className="notifications">
        <button type="button" className="icon-button" aria-label={props.notificationsLabel} disabled>
          <BellIcon />
        </button>
      </div>
      <MemberName lang={props.lang} username={props.username} unnamedLabel={props.accountLabel} />
      <button type="button" className="button secondary" disabled>
        {props.logoutLabel}
      </button>
    </div>
  );
}

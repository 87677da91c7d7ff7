'use client';

import { LogoutButton, type LogOutAction, type LogoutLabels } from '@/components/account/LogoutButton';
import { NO_USER, useCurrentUser } from '@/components/account/current-user';
import { Notifications, type NotificationLabels } from './Notifications';
import { MemberBarShell, MemberName } from './MemberBarShell';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';

/**
 * The signed-in part of the navigation bar, loaded lazily only when a session exists ("further actions in
 * the bar come from lazily loaded parts"): the notifications, the username and the logout action. Under 700 px the
 * bar keeps only the notifications (CSS hides the rest, so nothing shifts) and the mobile menu lists the username and
 * the logout action (`placement="menu"`, as list items). It takes the place of MemberBarShell box for box, so the bar
 * does not move when it arrives.
 */
export default function UserMenu(props: {
  lang: Lang;
  placement?: 'bar' | 'menu';
  loginHref: string;
  loginLabel: string;
  accountLabel: string;
  logoutLabels: LogoutLabels;
  logOut: LogOutAction;
  notificationLabels: NotificationLabels;
  /** The name the hint cookie gave before the lookup answered (lib/auth/member-hint.ts). */
  hintedName: string;
}) {
  const { username, loading } = useCurrentUser();
  if (loading) {
    // The bar already shows the member's part (the pre-paint shell); it stays as it is until the lookup answers.
    if (props.placement === 'menu') return null;
    return (
      <MemberBarShell
        lang={props.lang}
        username={props.hintedName}
        accountLabel={props.accountLabel}
        notificationsLabel={props.notificationLabels.button}
        logoutLabel={props.logoutLabels.logout}
      />
    );
  }
  if (props.placement === 'menu') {
    if (username === NO_USER) {
      return (
        <li>
          <a href={props.loginHref}>{props.loginLabel}</a>
        </li>
      );
    }
    return (
      <>
        <li>
          <a href={localizedHref(`/user/${username}`, props.lang)}>
            <bdi>{username}</bdi>
          </a>
        </li>
        <li>
          <LogoutButton lang={props.lang} logOut={props.logOut} labels={props.logoutLabels} className="menu-button" />
        </li>
      </>
    );
  }
  if (username === NO_USER) {
    return (
      <a className="button secondary" href={props.loginHref}>
        {props.loginLabel}
      </a>
    );
  }
  return (
    <div className="user-menu" role="group" aria-label={props.accountLabel}>
      <Notifications lang={props.lang} labels={props.notificationLabels} />
      <MemberName lang={props.lang} username={username} unnamedLabel={props.accountLabel} />
      <LogoutButton lang={props.lang} logOut={props.logOut} labels={props.logoutLabels} />
    </div>
  );
}

'use client';

import { LogoutButton, type LogoutLabels } from '@/components/account/LogoutButton';
import { logOut } from '@/app/[lang]/account-actions';
import { NO_USER, useCurrentUser } from './current-user';

/**
 * The signed-in part of the navigation bar, loaded lazily only when a session exists (spec §2 "further actions in
 * the bar come from lazily loaded parts"): the username and the logout action.
 */
export default function UserMenu(props: { loginHref: string; loginLabel: string; accountLabel: string; logoutLabels: LogoutLabels }) {
  const { username, loading } = useCurrentUser();
  if (loading) return null;
  if (username === NO_USER) {
    return (
      <a className="button secondary" href={props.loginHref}>
        {props.loginLabel}
      </a>
    );
  }
  return (
    <div className="user-menu" role="group" aria-label={props.accountLabel}>
      <span className="username" dir="auto">
        {username}
      </span>
      <LogoutButton logOut={logOut} labels={props.logoutLabels} />
    </div>
  );
}

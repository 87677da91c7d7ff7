'use client';

import { useState } from 'react';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';
import { LOGOUT_REDIRECT_DELAY_MS } from './form-state';

export type LogoutLabels = { logout: string; loggingOut: string; loggedOut: string; failed: string };
/** The server action that ends the session (app/[lang]/_lib/account-actions.ts `logOut`), passed down as a prop. */
export type LogOutAction = () => Promise<{ ok: true } | { ok: false; error: string }>;

/**
 * Logout: asks the server to end the session, clears all local storage, and goes to '/' (in the page's language) after 0.5 s. On an
 * error the message goes to the console and the session stays (nothing is dropped that may still be valid).
 */
export function LogoutButton(props: {
  /** The page's language: the root it goes to is in the same language (signing out is no reason to change it). */
  lang: Lang;
  logOut: LogOutAction;
  labels: LogoutLabels;
  className?: string;
  /** Where the browser goes after logout; a full page load by default (tests pass their own). */
  goTo?: (url: string) => void;
}) {
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  const run = async () => {
    setState('working');
    let result: { ok: true } | { ok: false; error: string };
    try {
      result = await props.logOut();
    } catch (error) {
      result = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    if (!result.ok) {
      console.error(`Logout failed: ${result.error}`);
      setState('failed');
      return;
    }
    try {
      window.localStorage.clear();
    } catch {
      // Storage may be disabled; there is nothing of ours in it then.
    }
    setState('done');
    // A full page load to the root, so no client state of the signed-in session survives.
    const goTo = props.goTo ?? ((url: string) => window.location.assign(url));
    window.setTimeout(() => goTo(localizedHref('/', props.lang)), LOGOUT_REDIRECT_DELAY_MS);
  };
  return (
    <>
      <button
        type="button"
        className={props.className ?? 'button secondary'}
        onClick={run}
        disabled={state === 'working' || state === 'done'}
      >
        {state === 'working' ? props.labels.loggingOut : props.labels.logout}
      </button>
      {state === 'done' || state === 'failed' ? (
        <span className="visually-hidden" role="status">
          {state === 'done' ? props.labels.loggedOut : props.labels.failed}
        </span>
      ) : null}
    </>
  );
}

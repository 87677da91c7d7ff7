import useSWR from 'swr';
import { hasSessionHint as hasHint, memberHint } from '@/lib/auth/member-hint';

// The signed-in member as the browser knows it: the hint cookies at once, the name from the API when asked. The nav
// bar, the consent banner, the tracker's loader and the question page read it, so it belongs to none of them.

/** The current user is the string 'noUser' until known, and when the lookup fails. */
export const NO_USER = 'noUser';
export const CURRENT_USER_URL = '/api/getcurrentuser';
/** Whether the script-readable hint beside the session cookies is there (lib/auth/member-hint.ts). */
export function hasSessionHint(cookie: string = document.cookie): boolean {
  return hasHint(cookie);
}

/** The member's name from the hint cookies, `''` when only the session hint is there, `false` without a session. */
export function readMemberHint(cookie: string = document.cookie): string | false {
  return memberHint(cookie);
}

async function fetchCurrentUser(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  const username = (body as { username?: unknown }).username;
  if (typeof username !== 'string') throw new Error(`${url} answered without a username`);
  return username;
}

/**
 * The signed-in member's username through the one client cache (SWR, fetched once per page). Failure → 'noUser',
 * with the reason in the console only (the bar then shows the signed-out links).
 */
export function useCurrentUser(): { username: string; loading: boolean } {
  const { data, error, isLoading } = useSWR(CURRENT_USER_URL, fetchCurrentUser, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (reason: unknown) => console.error('Could not load the current user:', reason),
  });
  return { username: error || !data ? NO_USER : data, loading: isLoading };
}

import useSWR from 'swr';

/** Spec §3/§6: the current user is the string 'noUser' until known, and when the lookup fails. */
export const NO_USER = 'noUser';
export const CURRENT_USER_URL = '/api/getcurrentuser';
/** The script-readable cookie the server sets beside the session (lib/auth/session.ts SIGNED_IN_HINT_COOKIE). */
export const SIGNED_IN_HINT = 'parley-signed-in=1';

export function hasSessionHint(cookie: string = document.cookie): boolean {
  return cookie.split(/;\s*/).includes(SIGNED_IN_HINT);
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
 * with the reason in the console only (spec §8).
 */
export function useCurrentUser(): { username: string; loading: boolean } {
  const { data, error, isLoading } = useSWR(CURRENT_USER_URL, fetchCurrentUser, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (reason: unknown) => console.error('Could not load the current user:', reason),
  });
  return { username: error || !data ? NO_USER : data, loading: isLoading };
}

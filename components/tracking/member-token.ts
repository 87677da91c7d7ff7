/**
 * The member token of the signed-in member (GET /api/member-token, lib/recordings/member-token.ts): the tracker sends
 * it with its start, and the ingest records the member as verified. Asked from the browser, and only when the session
 * hint says a member is signed in, so the pages themselves stay the same for everyone (reader pages are prerendered).
 */
export const MEMBER_TOKEN_URL = '/api/member-token';

export interface MemberToken {
  username: string;
  token: string;
}

/** The member's name and a fresh token; null when nobody is signed in or the site did not answer (said in the console). */
export async function fetchMemberToken(): Promise<MemberToken | null> {
  try {
    const response = await fetch(MEMBER_TOKEN_URL, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${MEMBER_TOKEN_URL} answered ${response.status}`);
    const body = (await response.json()) as Partial<MemberToken>;
    if (typeof body.username !== 'string' || typeof body.token !== 'string')
      throw new Error(`${MEMBER_TOKEN_URL} answered without a username and token`);
    return { username: body.username, token: body.token };
  } catch (error) {
    // The recording goes on with the name the page knows, which the studio shows as unverified.
    console.warn('No member token for the recording:', error);
    return null;
  }
}

import 'server-only';
import { cookies } from 'next/headers';
import { readSession, readSessionTokens, type SessionUser } from '@/lib/auth';

/**
 * The signed-in member of this request, or null. Only reads: proxy.ts has already renewed an expired access token
 * (a server component cannot send new cookies back, so it must never spend the refresh token itself).
 */
export async function currentUser(): Promise<SessionUser | null> {
  const session = await readSession(readSessionTokens(await cookies()));
  return session?.user ?? null;
}

import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { readSession, readSessionTokens, type SessionUser } from '@/lib/auth';

/**
 * The signed-in member of this request, or null. Only reads: proxy.ts has already renewed an expired access token
 * (a server component cannot send new cookies back, so it must never spend the refresh token itself).
 */
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  // cache(): one session lookup per request, however many components and the metadata ask.
  const session = await readSession(readSessionTokens(await cookies()));
  return session?.user ?? null;
});

/**
 * The signed-in member of the product team (role `admin`), or the not-found screen for anyone else: the studio must
 * not even hint that it exists. Every studio page and server action calls this itself (the proxy's check of the
 * route table is a first line, not the only one).
 */
export async function requireAdmin(): Promise<SessionUser> {
  const user = await currentUser();
  if (!user || user.role !== 'admin') notFound();
  return user;
}

import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { spentMemberTokens } from '@/lib/db/schema';
import { verifyMemberToken } from '@/lib/recordings/member-token';

/** The longest member token a start may carry (it is a short JWT: about 300 characters). */
export const MEMBER_TOKEN_MAX_LENGTH = 2048;

/**
 * The member a start's token names, once (docs/decisions/0100-member-tokens.md): a token the site signed for this
 * project, unexpired, and never accepted before, in any process (its id is kept in `spent_member_tokens` until it
 * expires; the expired ones are forgotten by the same statement). Anything else names nobody: the session keeps the id
 * the script asserted, unverified. A token is spent by the start that checks it, whether that start records or not.
 */
export async function verifiedMember(token: string | undefined, projectKey: string, now: Date): Promise<string | null> {
  if (!token) return null;
  const claims = await verifyMemberToken(token, now);
  if (!claims || claims.projectKey !== projectKey) return null;
  const db = await getDb();
  const result = (await db.execute(sql`
    with forgotten as (
      delete from ${spentMemberTokens} where expires_at < ${now.toISOString()}::timestamptz
    ),
    spent as (
      insert into ${spentMemberTokens} (token_id, expires_at) values (${claims.tokenId}, ${claims.expiresAt.toISOString()}::timestamptz)
      on conflict (token_id) do nothing
      returning 1
    )
    select count(*)::int as spent from spent`)) as unknown as { rows: { spent: number | string }[] };
  return Number(result.rows[0]?.spent) === 1 ? claims.member : null;
}

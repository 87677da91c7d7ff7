import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { discussionGroups, groupMembers, users } from '@/lib/db/schema';
import { startSession } from '@/lib/auth/session-store';
import { askQuestion } from '@/lib/discussion';
import { renderUserMarkdown } from '@/lib/discussion/markdown';

/** Long enough ago that the new-account limits no longer apply. */
export const OLD_ACCOUNT_AGE_MS = 30 * 24 * 60 * 60 * 1000;

let counter = 0;

export interface Member {
  id: string;
  username: string;
}

/**
 * A member inserted directly (no password hashing: these members never log in with a password). `createdAt` defaults
 * to 30 days ago, so the new-account limits stay out of tests that are not about them.
 */
export async function createMember(
  db: Db,
  { username, createdAt, language = 'en' }: { username?: string; createdAt?: Date; language?: string } = {},
): Promise<Member> {
  counter += 1;
  const name = username ?? `member_${counter}_${Math.random().toString(36).slice(2, 6)}`;
  const joined = createdAt ?? new Date(Date.now() - OLD_ACCOUNT_AGE_MS);
  const [row] = await db
    .insert(users)
    .values({
      username: name,
      usernameLower: name.toLowerCase(),
      email: `${name.toLowerCase()}@example.org`,
      passwordHash: 'not-a-hash',
      language,
      createdAt: joined,
      tokensValidAfter: joined,
    })
    .returning({ id: users.id, username: users.username });
  if (!row) throw new Error('no member');
  return row;
}

/** An access token for a member (a real session, without the password step). */
export async function tokenFor(member: Member, now = new Date()): Promise<string> {
  return (await startSession(member.id, { now })).tokens.token;
}

export async function createGroupRow(
  db: Db,
  { slug, name = slug, members = [] }: { slug: string; name?: string; members?: Member[] },
): Promise<string> {
  const description = `The ${name} group.`;
  const [group] = await db
    .insert(discussionGroups)
    .values({ slug, name, description, descriptionHtml: renderUserMarkdown(description), descriptionLang: 'en' })
    .returning({ id: discussionGroups.id });
  if (!group) throw new Error('no group');
  if (members.length > 0)
    await db.insert(groupMembers).values(members.map((m) => ({ groupId: group.id, userId: m.id })));
  return group.id;
}

export async function groupIdOf(db: Db, slug: string): Promise<string> {
  const [group] = await db
    .select({ id: discussionGroups.id })
    .from(discussionGroups)
    .where(eq(discussionGroups.slug, slug));
  if (!group) throw new Error(`no group ${slug}`);
  return group.id;
}

let questionCounter = 0;

/** Asks a valid question (override any field) and returns its slug. */
export async function ask(
  member: Member,
  overrides: Partial<{ title: string; body: string; category: string; group: string; language: string }> = {},
  now?: Date,
): Promise<string> {
  questionCounter += 1;
  const result = await askQuestion(
    member.id,
    {
      title: `What did you learn from conversation number ${questionCounter}?`,
      body: 'Tell me about a talk that changed something for you.',
      category: 'meaningful-conversations',
      language: 'en',
      ...overrides,
    },
    now ? { now } : {},
  );
  if (!result.ok) throw new Error(`ask failed: ${JSON.stringify(result)}`);
  return result.slug;
}

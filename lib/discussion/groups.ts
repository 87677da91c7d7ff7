import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { discussionGroups, groupMembers, users, type ContentLang, type DiscussionGroup } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import type { Clock } from '@/lib/clock';
import { isUuid } from '@/lib/db/uuid';
import { memberChanged } from '@/lib/auth/session-memory';
import { failure, secondsUntil, type Result } from '@/lib/errors';
import { reserveRateLimit } from '@/lib/rate-limit';
import { editGroupSchema, groupSchema, parseInput, SLUG_PATTERN, type EditGroupInput, type GroupInput } from './input';
import { NEW_ACCOUNT_AGE_MS, NEW_ACCOUNT_GROUPS_PER_DAY } from './limits';
import { renderUserMarkdown } from './markdown';
import { listQuestions, type QuestionPage } from './question-lists';
import type { ChosenFilters } from './filters';
import { randomSuffix, slugWords } from './slug';

export type GroupView = Pick<DiscussionGroup, 'slug' | 'name' | 'descriptionHtml'> & {
  descriptionLang: ContentLang;
  memberCount: number;
  viewerIsMember: boolean;
  /** The group's questions, newest first (filters do not apply here). */
  questions: QuestionPage;
};

export type MembershipResult = Result<{ memberCount: number }>;

const NO_GROUP = failure('not_found', 'No such group');

export function isGroupSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.length <= 120 && SLUG_PATTERN.test(slug);
}

async function groupId(slug: string): Promise<string | null> {
  if (!isGroupSlug(slug)) return null;
  const db = await getDb();
  const [group] = await db
    .select({ id: discussionGroups.id })
    .from(discussionGroups)
    .where(eq(discussionGroups.slug, slug));
  return group?.id ?? null;
}

async function memberCount(id: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, id));
  return row?.n ?? 0;
}

/** Joins a group; joining again changes nothing. */
export async function joinGroup(
  userId: string,
  slug: string,
  { now = new Date() }: Clock = {},
): Promise<MembershipResult> {
  const id = await groupId(slug);
  if (!id || !isUuid(userId)) return NO_GROUP;
  const db = await getDb();
  await db.insert(groupMembers).values({ groupId: id, userId, joinedAt: now }).onConflictDoNothing();
  // The member's home feed, read with their session check, boosts their groups.
  await memberChanged(userId);
  return { ok: true, memberCount: await memberCount(id) };
}

/** Leaves a group; leaving a group you are not in changes nothing. Your questions stay in it. */
export async function leaveGroup(userId: string, slug: string): Promise<MembershipResult> {
  const id = await groupId(slug);
  if (!id || !isUuid(userId)) return NO_GROUP;
  const db = await getDb();
  await db.delete(groupMembers).where(and(eq(groupMembers.groupId, id), eq(groupMembers.userId, userId)));
  await memberChanged(userId);
  return { ok: true, memberCount: await memberCount(id) };
}

/**
 * A group page: description, member count, whether the viewer belongs, and one page of its questions (in the chosen
 * sort, narrowed to a category when one is chosen). Null when there is no such group or the page lies past the last
 * one (both are the not-found screen). Two queries.
 */
export async function getGroup(
  slug: string,
  {
    lang,
    viewerId,
    page = 1,
    filters = {},
  }: { lang: Lang; viewerId?: string | null; page?: number; filters?: Omit<ChosenFilters, 'group'> },
): Promise<GroupView | null> {
  if (!isGroupSlug(slug)) return null;
  const viewer = isUuid(viewerId) ? viewerId : null;
  const db = await getDb();
  const [rows, questionPage] = await Promise.all([
    db
      .select({
        slug: discussionGroups.slug,
        name: discussionGroups.name,
        descriptionHtml: discussionGroups.descriptionHtml,
        descriptionLang: discussionGroups.descriptionLang,
        memberCount:
          sql<number>`(select count(*) from "group_members" gm where gm."group_id" = ${discussionGroups.id})`.mapWith(
            Number,
          ),
        viewerIsMember: (viewer
          ? sql<boolean>`exists (select 1 from "group_members" gm where gm."group_id" = ${discussionGroups.id} and gm."user_id" = ${viewer}::uuid)`
          : sql<boolean>`false`
        ).mapWith(Boolean),
      })
      .from(discussionGroups)
      .where(eq(discussionGroups.slug, slug)),
    listQuestions({
      lang,
      filters: { sort: filters.sort, category: filters.category, group: slug },
      page,
      scope: 'all',
    }),
  ]);
  const group = rows[0];
  if (!group || !questionPage) return null;
  return { ...group, questions: questionPage };
}

export type CreateGroupResult = Result<{ slug: string }>;

/**
 * Creates a group; its creator becomes its first member and may edit its description. Accounts younger than
 * NEW_ACCOUNT_AGE_MS create at most NEW_ACCOUNT_GROUPS_PER_DAY. The slug comes from the name (a clash gets a suffix).
 */
export async function createGroup(
  userId: string,
  input: GroupInput,
  { now = new Date() }: Clock = {},
): Promise<CreateGroupResult> {
  const parsed = parseInput(groupSchema, input);
  if (!parsed.ok) return parsed;
  if (!isUuid(userId)) throw new Error('Creating a group needs a member id (a UUID)');
  const { name, description, language } = parsed.value;
  const descriptionHtml = renderUserMarkdown(description);
  const db = await getDb();
  return db.transaction(async (tx): Promise<CreateGroupResult> => {
    const [member] = await tx
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member) throw new Error(`No member ${userId}`);
    const accountNewUntil = member.createdAt.getTime() + NEW_ACCOUNT_AGE_MS;
    if (now.getTime() < accountNewUntil) {
      // lib/rate-limit: at most NEW_ACCOUNT_GROUPS_PER_DAY within NEW_ACCOUNT_AGE_MS, and never longer than the account
      // stays new.
      const reservation = await reserveRateLimit(
        tx,
        [
          {
            key: `new-account:groups:${userId}`,
            rule: { limit: NEW_ACCOUNT_GROUPS_PER_DAY, windowMs: NEW_ACCOUNT_AGE_MS },
          },
        ],
        now,
        `New accounts may create at most ${NEW_ACCOUNT_GROUPS_PER_DAY} groups on their first day`,
      );
      if (!reservation.ok) {
        return {
          ...reservation,
          retryAfterSeconds: Math.min(reservation.retryAfterSeconds ?? Infinity, secondsUntil(accountNewUntil, now)),
        };
      }
    }
    const base = slugWords(name) || 'group';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const slug = attempt === 0 ? base : `${base}-${randomSuffix(4)}`;
      const [group] = await tx
        .insert(discussionGroups)
        .values({
          slug,
          name,
          description,
          descriptionHtml,
          descriptionLang: language,
          createdById: userId,
          createdAt: now,
        })
        .onConflictDoNothing({ target: discussionGroups.slug })
        .returning({ id: discussionGroups.id, slug: discussionGroups.slug });
      if (!group) continue;
      await tx.insert(groupMembers).values({ groupId: group.id, userId, joinedAt: now });
      return { ok: true, slug: group.slug };
    }
    throw new Error('Could not find a free group slug');
  });
}

export type EditGroupResult = Result;

/** Only the group's creator may edit its description (marked edited). */
export async function editGroup(
  userId: string,
  slug: string,
  input: EditGroupInput,
  { now = new Date() }: Clock = {},
): Promise<EditGroupResult> {
  if (!isGroupSlug(slug)) return NO_GROUP;
  const db = await getDb();
  const [group] = await db
    .select({ id: discussionGroups.id, createdById: discussionGroups.createdById })
    .from(discussionGroups)
    .where(eq(discussionGroups.slug, slug));
  if (!group) return NO_GROUP;
  if (group.createdById === null || group.createdById !== userId) {
    return failure('forbidden', 'Only the group creator may edit its description');
  }
  const parsed = parseInput(editGroupSchema, input);
  if (!parsed.ok) return parsed;
  await db
    .update(discussionGroups)
    .set({
      description: parsed.value.description,
      descriptionHtml: renderUserMarkdown(parsed.value.description),
      editedAt: now,
    })
    .where(eq(discussionGroups.id, group.id));
  return { ok: true };
}

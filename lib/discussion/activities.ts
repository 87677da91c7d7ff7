import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Executor } from '@/lib/db/client';
import {
  discussionGroups,
  questions,
  questionTranslations,
  userActivities,
  users,
  type ActivityKind,
  type DiscussionGroup,
  type Question,
} from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/languages';
import type { Clock } from '@/lib/clock';
import { isUuid } from '@/lib/db/uuid';
import { failure, type Result } from '@/lib/errors';
import { ACTIVITIES_DEFAULT_LIMIT, ACTIVITIES_MAX_LIMIT } from './limits';
import { translationJoin } from './localize';

/**
 * The notification panel. An activity is recorded, in the same transaction as its cause, when
 * someone answers your question (`answer`), upvotes your question (`vote_question`) or answer (`vote_answer`), or
 * asks in a group you belong to (`group_question`). Never for your own actions.
 */
export interface ActivityItem {
  /** An increasing number, as a string: pass the first (newest) one to markActivitiesRead. */
  id: string;
  read: boolean;
  /** Who did it (username). */
  actor: string;
  kind: ActivityKind;
  question: Pick<Question, 'slug' | 'title'>;
  group?: Pick<DiscussionGroup, 'slug' | 'name'>;
  /** The answer it is about (an answer, an upvote of an answer): the panel links to it on the question page. */
  answerId?: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface NewActivity {
  userId: string;
  actorId: string;
  kind: ActivityKind;
  questionId: string;
  answerId?: string | null;
  groupId?: string | null;
  createdAt: Date;
}

/** Records one activity, unless it would tell members about their own action. */
export async function recordActivity(db: Executor, activity: NewActivity): Promise<void> {
  if (activity.userId === activity.actorId) return;
  await db.insert(userActivities).values(activity);
}

/** A `group_question` activity for every member of the group except the one who asked: one statement. */
export async function notifyGroupMembers(
  db: Executor,
  {
    groupId,
    actorId,
    questionId,
    createdAt,
  }: { groupId: string; actorId: string; questionId: string; createdAt: Date },
): Promise<void> {
  await db.execute(sql`
    insert into "user_activities" ("user_id", "actor_id", "kind", "question_id", "group_id", "created_at")
    select gm."user_id", ${actorId}::uuid, 'group_question', ${questionId}::uuid, ${groupId}::uuid, ${createdAt.toISOString()}::timestamptz
    from "group_members" gm
    where gm."group_id" = ${groupId}::uuid and gm."user_id" <> ${actorId}::uuid`);
}

const actor = alias(users, 'actor');
const translation = alias(questionTranslations, 'qt');

/** A member's activities, newest first (question titles in `lang`, default the original). One query. */
export async function listActivities(
  userId: string,
  { limit = ACTIVITIES_DEFAULT_LIMIT, lang = 'original' }: { limit?: number; lang?: Lang } = {},
): Promise<ActivityItem[]> {
  if (!isUuid(userId)) return [];
  const size = Number.isFinite(limit)
    ? Math.min(ACTIVITIES_MAX_LIMIT, Math.max(1, Math.floor(limit)))
    : ACTIVITIES_DEFAULT_LIMIT;
  const db = await getDb();
  const rows = await db
    .select({
      id: userActivities.id,
      readAt: userActivities.readAt,
      actor: actor.username,
      kind: userActivities.kind,
      questionSlug: questions.slug,
      questionTitle: questions.title,
      translatedTitle: translation.title,
      groupSlug: discussionGroups.slug,
      groupName: discussionGroups.name,
      answerId: userActivities.answerId,
      createdAt: userActivities.createdAt,
    })
    .from(userActivities)
    .innerJoin(actor, eq(actor.id, userActivities.actorId))
    .innerJoin(questions, eq(questions.id, userActivities.questionId))
    .leftJoin(discussionGroups, eq(discussionGroups.id, userActivities.groupId))
    .leftJoin(translation, translationJoin(questions.id, translation.questionId, translation.lang, lang))
    .where(eq(userActivities.userId, userId))
    .orderBy(desc(userActivities.createdAt), desc(userActivities.id))
    .limit(size);
  return rows.map((row) => {
    const item: ActivityItem = {
      id: String(row.id),
      read: row.readAt !== null,
      actor: row.actor,
      kind: row.kind,
      question: { slug: row.questionSlug, title: row.translatedTitle ?? row.questionTitle },
      createdAt: row.createdAt.toISOString(),
    };
    if (row.groupSlug !== null && row.groupName !== null) item.group = { slug: row.groupSlug, name: row.groupName };
    if (row.answerId !== null) item.answerId = row.answerId;
    return item;
  });
}

/** Whether any activity of the member is unread (the notification indicator). */
export async function hasUnreadActivities(userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: userActivities.id })
    .from(userActivities)
    .where(and(eq(userActivities.userId, userId), isNull(userActivities.readAt)))
    .limit(1);
  return row !== undefined;
}

const ACTIVITY_ID = /^[1-9][0-9]{0,15}$/;

/**
 * Marks the member's activity `upToId` and every older one (by time, then id: the panel's order) as read, so the
 * newest item's id clears the panel (the client sends the first item's id). 404 when the id is not one of the member's activities.
 */
export async function markActivitiesRead(
  userId: string,
  upToId: string,
  { now = new Date() }: Clock = {},
): Promise<Result> {
  const notFound = failure('not_found', 'No such activity');
  if (!isUuid(userId) || typeof upToId !== 'string' || !ACTIVITY_ID.test(upToId)) return notFound;
  const id = Number(upToId);
  const db = await getDb();
  const [target] = await db
    .select({ id: userActivities.id })
    .from(userActivities)
    .where(and(eq(userActivities.id, id), eq(userActivities.userId, userId)));
  if (!target) return notFound;
  await db
    .update(userActivities)
    .set({ readAt: now })
    .where(
      and(
        eq(userActivities.userId, userId),
        isNull(userActivities.readAt),
        sql`(${userActivities.createdAt}, ${userActivities.id}) <= (select t."created_at", t."id" from "user_activities" t where t."id" = ${id})`,
      ),
    );
  return { ok: true };
}

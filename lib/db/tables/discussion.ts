// Owned by lib/discussion (groups, questions, answers, votes, reports, activities, bug reports): only lib/discussion
// writes these tables; the studio reads `bug_reports`. lib/db/README.md lists the owner of every table.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The discussion area: groups, questions, answers, their stored translations, votes, reports, user
 * activities (the notification panel) and bug reports.
 */

/** Languages discussion content is written in: every display language except "Original" (lib/i18n/languages.ts). */
export const CONTENT_LANGS = ['en', 'de', 'fa', 'es'] as const;
/**
 * A question's category: the URL-safe id of one of the 22 categories (lib/content/categories.ts `categoryId()` makes it
 * from a label), which is its key under `categories` in messages/ (lib/i18n/messages.test.ts checks that every
 * category has one, so this type, read from the English messages, lists exactly these ids).
 */
export type CategoryId = keyof (typeof import('../../../messages/en.json'))['categories'];
/** What an activity says happened: someone answered your question, upvoted your post, or asked in your group. */
export const ACTIVITY_KINDS = ['answer', 'vote_question', 'vote_answer', 'group_question'] as const;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A text-search vector kept by PostgreSQL itself (a stored generated column). The `simple` configuration does no
 * stemming and knows no stop words, so it treats all five languages alike and exists on PGlite too.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Title (weight A) and body (B) as searched. Persian writes compounds with or without the zero-width non-joiner
 * (U+200C) and its linking "و" (U+0648): گفت‌وگو and گفتگو, جست‌وجو and جستجو are one word. Both forms are stored as the
 * short one (a ZWNJ followed by و goes, then any other ZWNJ), and queries are written the same way
 * (lib/discussion/question-lists.ts `searchText`).
 */
const searchable = (column: string) =>
  sql.raw(`replace(replace("${column}", chr(8204) || chr(1608), ''), chr(8204), '')`);
const SEARCH_VECTOR = sql`setweight(to_tsvector('simple'::regconfig, ${searchable('title')}), 'A') || setweight(to_tsvector('simple'::regconfig, ${searchable('body')}), 'B')`;

export const discussionGroups = pgTable(
  'discussion_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique('discussion_groups_slug_unique'),
    name: text('name').notNull(),
    /** Markdown as written, and its sanitized HTML (rendered when written: lib/discussion/markdown.ts). */
    description: text('description').notNull(),
    descriptionHtml: text('description_html').notNull(),
    descriptionLang: text('description_lang', { enum: CONTENT_LANGS }).notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    editedAt: timestamptz('edited_at'),
  },
  (t) => [
    check('discussion_groups_description_lang_known', sql`${t.descriptionLang} in (${inList(CONTENT_LANGS)})`),
    index('discussion_groups_created_by_idx').on(t.createdById, t.createdAt),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => discussionGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_members_user_id_idx').on(t.userId)],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique('questions_slug_unique'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => discussionGroups.id, { onDelete: 'set null' }),
    category: text('category').$type<CategoryId>().notNull(),
    /** The language the author wrote in. */
    contentLang: text('content_lang', { enum: CONTENT_LANGS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** Upvotes and answers, kept in step with question_votes / answers in the same transaction, so lists sort by index. */
    score: integer('score').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    editedAt: timestamptz('edited_at'),
    search: tsvector('search').notNull().generatedAlwaysAs(SEARCH_VECTOR),
  },
  (t) => [
    check('questions_content_lang_known', sql`${t.contentLang} in (${inList(CONTENT_LANGS)})`),
    check('questions_counts_not_negative', sql`${t.score} >= 0 and ${t.answerCount} >= 0`),
    index('questions_created_at_idx').on(t.createdAt.desc(), t.id),
    index('questions_score_idx').on(t.score.desc(), t.createdAt.desc()),
    index('questions_group_id_idx').on(t.groupId, t.createdAt.desc()),
    index('questions_author_id_idx').on(t.authorId, t.createdAt.desc()),
    index('questions_category_idx').on(t.category, t.createdAt.desc()),
    index('questions_search_idx').using('gin', t.search),
  ],
);

/** A stored translation of a question into one display language. */
export const questionTranslations = pgTable(
  'question_translations',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: CONTENT_LANGS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    search: tsvector('search').notNull().generatedAlwaysAs(SEARCH_VECTOR),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.lang] }),
    check('question_translations_lang_known', sql`${t.lang} in (${inList(CONTENT_LANGS)})`),
    index('question_translations_search_idx').using('gin', t.search),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentLang: text('content_lang', { enum: CONTENT_LANGS }).notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    score: integer('score').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    editedAt: timestamptz('edited_at'),
  },
  (t) => [
    check('answers_content_lang_known', sql`${t.contentLang} in (${inList(CONTENT_LANGS)})`),
    check('answers_score_not_negative', sql`${t.score} >= 0`),
    index('answers_question_id_idx').on(t.questionId, t.score.desc(), t.createdAt),
    index('answers_author_id_idx').on(t.authorId, t.createdAt.desc()),
  ],
);

export const answerTranslations = pgTable(
  'answer_translations',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: CONTENT_LANGS }).notNull(),
    body: text('body').notNull(),
    bodyHtml: text('body_html').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.answerId, t.lang] }),
    check('answer_translations_lang_known', sql`${t.lang} in (${inList(CONTENT_LANGS)})`),
  ],
);

/** One upvote per member and question: the primary key is what makes a second vote a no-op. */
export const questionVotes = pgTable(
  'question_votes',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index('question_votes_user_id_idx').on(t.userId)],
);

export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: uuid('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] }), index('answer_votes_user_id_idx').on(t.userId)],
);

/** A member's report of a question or an answer, for moderation. One report per member and post. */
export const discussionReports = pgTable(
  'discussion_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => answers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('discussion_reports_one_target', sql`(${t.questionId} is null) <> (${t.answerId} is null)`),
    check('discussion_reports_status_known', sql`${t.status} in (${inList(REPORT_STATUSES)})`),
    unique('discussion_reports_question_unique').on(t.reporterId, t.questionId),
    unique('discussion_reports_answer_unique').on(t.reporterId, t.answerId),
    index('discussion_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The notification panel's items (clients read their `id` and `read` flag). The id is an increasing number, so
 * "this item and every older one" is a plain comparison.
 */
export const userActivities = pgTable(
  'user_activities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Whose panel it appears in. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who did it (never the same member: nobody is notified of their own actions). */
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => answers.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => discussionGroups.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    check('user_activities_kind_known', sql`${t.kind} in (${inList(ACTIVITY_KINDS)})`),
    check('user_activities_not_own', sql`${t.userId} <> ${t.actorId}`),
    index('user_activities_user_id_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** What someone reported through /bug, signed in or not. */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    what: text('what').notNull(),
    page: text('page').notNull(),
    email: text('email'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * The random reference the bug form sent along and the reporter's tracker recorded as the payload of its
     * `bug-report` custom event: how the studio finds the replay at the moment of the report (docs/decisions/0049-bug-reports-link-replays.md).
     */
    recordingRef: text('recording_ref'),
  },
  (t) => [index('bug_reports_created_at_idx').on(t.createdAt)],
);

export type ContentLang = (typeof CONTENT_LANGS)[number];
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export type DiscussionGroup = typeof discussionGroups.$inferSelect;
export type Question = typeof questions.$inferSelect;
export type NewQuestion = typeof questions.$inferInsert;
export type Answer = typeof answers.$inferSelect;
export type NewAnswer = typeof answers.$inferInsert;
export type UserActivity = typeof userActivities.$inferSelect;
export type BugReport = typeof bugReports.$inferSelect;

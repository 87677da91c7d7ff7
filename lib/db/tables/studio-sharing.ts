// Owned by lib/studio: the team's collections of sessions and moments, public links to one replay, the mentions of
// team members in replay notes, and which replays each member has watched (lib/db/README.md lists the owner of every
// table).
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects, recordingSessions, replayNotes } from './recordings';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A named, ordered list of sessions and moments (a playlist) the team keeps in a project. */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Who made it (username; kept when the account goes). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('collections_project_name_unique').on(t.projectId, sql`lower(${t.name})`)],
);

/**
 * One entry of a collection: a session, or a moment of it (`at`, ms since the epoch on the session's clock). Erasing
 * the session takes its entries with it.
 */
export const collectionItems = pgTable(
  'collection_items',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    at: bigint('at', { mode: 'number' }),
    /** Its place in the collection: the list is played in this order (gaps allowed, never two alike). */
    position: integer('position').notNull(),
    addedBy: text('added_by').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A session, or one moment of it, is in a collection once.
    uniqueIndex('collection_items_entry_unique').on(t.collectionId, t.sessionId, sql`coalesce(${t.at}, -1)`),
    index('collection_items_collection_position_idx').on(t.collectionId, t.position),
    index('collection_items_session_idx').on(t.sessionId),
  ],
);

/**
 * A public link to one replay: the link carries a signed token naming this row and its expiry
 * (lib/studio/shared-replays.ts); deleting the row revokes the link, and erasing the session deletes it.
 */
export const sharedReplays = pgTable(
  'shared_replays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('shared_replays_session_idx').on(t.sessionId)],
);

/** A team member named in a replay note (`@username`): an item of their studio notifications until they read it. */
export const studioMentions = pgTable(
  'studio_mentions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    noteId: bigint('note_id', { mode: 'number' })
      .notNull()
      .references(() => replayNotes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    readAt: timestamptz('read_at'),
  },
  (t) => [
    uniqueIndex('studio_mentions_note_user_unique').on(t.noteId, t.userId),
    index('studio_mentions_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A team member opened a session's replay: the sessions list marks it as viewed for them (each member has their own
 * marks). Goes with the session when it is erased or expires.
 */
export const sessionViews = pgTable(
  'session_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    /** The last time they opened it. */
    viewedAt: timestamptz('viewed_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'session_views_pk', columns: [t.userId, t.sessionId] }),
    // The cascade from an erased session finds its rows by this index.
    index('session_views_session_idx').on(t.sessionId),
  ],
);

export type Collection = typeof collections.$inferSelect;
export type CollectionItem = typeof collectionItems.$inferSelect;
export type SharedReplay = typeof sharedReplays.$inferSelect;

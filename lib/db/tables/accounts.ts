// Owned by lib/auth (accounts, sign-in sessions, refresh tokens): only lib/auth writes these tables; other domains
// read `users` for names and roles. lib/db/README.md lists the owner of every table.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Roles a user can have; `admin` is the product team (docs/ARCHITECTURE.md "Who it is for"). */
export const USER_ROLES = ['member', 'admin'] as const;

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the person typed it (case kept for display). */
    username: text('username').notNull(),
    /** Uniqueness is case-insensitive: "Mina" and "mina" are the same account name. */
    usernameLower: text('username_lower').notNull().unique('users_username_lower_unique'),
    /** Stored lower-cased, so the unique index is case-insensitive too. */
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    /** The account's display language: a `frontend_code` of lib/i18n/languages.ts. */
    language: text('language').notNull().default('original'),
    role: text('role', { enum: USER_ROLES }).notNull().default('member'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * Every token of a session that started before this instant is rejected ("log out everywhere", password change).
     * Compared with the session's start (millisecond precision) rather than the JWT's whole-second `iat`, so a login
     * in the same second as a "log out everywhere" is not caught by it.
     */
    tokensValidAfter: timestamptz('tokens_valid_after').notNull().defaultNow(),
  },
  (t) => [
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_username_lower_matches', sql`${t.usernameLower} = lower(${t.username})`),
    check('users_role_known', sql`${t.role} in ('member', 'admin')`),
  ],
);

/**
 * One signed-in session: a login and every token rotated from it. Its id is the refresh-token family id and the
 * access token's `sid` claim, so revoking the row ends both kinds of token at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    /** Why it ended: `logout`, `reuse` (a spent refresh token came back after the grace) or `logout-all`. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('auth_sessions_user_id_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored only as SHA-256 hashes. Each use spends the row and links its successor. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_unique'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    spentAt: timestamptz('spent_at'),
    revokedAt: timestamptz('revoked_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_id_idx').on(t.familyId), index('refresh_tokens_user_id_idx').on(t.userId)],
);

/**
 * Login proofs of work already used, by their challenge's signature (unique: it signs a random nonce and salt), kept
 * until the challenge expires so a solved challenge is accepted once across every process and replica. Rows past
 * `expires_at` are deleted whenever a proof is spent.
 */
export const spentLoginProofs = pgTable(
  'spent_login_proofs',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('spent_login_proofs_expires_at_idx').on(t.expiresAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserRole = (typeof USER_ROLES)[number];
export type AuthSession = typeof authSessions.$inferSelect;
export type RefreshToken = typeof refreshTokens.$inferSelect;

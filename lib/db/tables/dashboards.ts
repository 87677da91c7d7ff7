// Owned by lib/studio: the team's dashboards, each an ordered grid of cards that describe an analytics page's query
// (lib/db/README.md lists the owner of every table).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './recordings';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The kinds of card a dashboard holds: one per analytics page a card describes (lib/studio/dashboard-cards.ts). */
export const DASHBOARD_CARD_KINDS = ['funnel', 'journey', 'trend', 'errors', 'clickmap'] as const;
/** How wide a card is on the dashboard's grid: half a row or the whole row. */
export const DASHBOARD_CARD_WIDTHS = ['half', 'full'] as const;

/**
 * A named dashboard of a project. Its id is the address the team shares (/studio/dashboards/<id>); deleting the
 * project (or erasing it) takes its dashboards and their cards.
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Who made it (username; kept when the account goes; empty for the default dashboard the studio made). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dashboards_project_name_unique').on(t.projectId, sql`lower(${t.name})`)],
);

/**
 * One card of a dashboard: which analytics page (`kind`) and that page's query parameters (`params`, the canonical
 * form the page's own parser gives back: never SQL), its place in the grid and its width.
 */
export const dashboardCards = pgTable(
  'dashboard_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dashboardId: uuid('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DASHBOARD_CARD_KINDS }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** Its place on the dashboard, in reading order (gaps allowed, never two alike). */
    position: integer('position').notNull(),
    width: text('width', { enum: DASHBOARD_CARD_WIDTHS }).notNull().default('half'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('dashboard_cards_dashboard_position_idx').on(t.dashboardId, t.position),
    check('dashboard_cards_kind_check', sql`${t.kind} in ('funnel', 'journey', 'trend', 'errors', 'clickmap')`),
    check('dashboard_cards_width_check', sql`${t.width} in ('half', 'full')`),
  ],
);

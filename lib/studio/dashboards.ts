import 'server-only';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { uniqueViolation } from '@/lib/db/constraint-violations';
import { dashboardCards, dashboards } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { AppError, failure, failureOfAll, zodFailures, type Result } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import {
  cardFromAddress,
  isCardWidth,
  parseCardDescription,
  type DashboardCardDescription,
  type DashboardCardWidth,
} from './dashboard-cards';

/** Longest dashboard name, in characters. */
export const DASHBOARD_NAME_MAX_LENGTH = 120;
/** Dashboards one project may keep. */
export const DASHBOARDS_PER_PROJECT_MAX = 50;
/** Cards one dashboard may hold (each is a query when the dashboard opens). */
export const DASHBOARD_CARDS_MAX = 12;

type Author = StudioViewer & { username: string };

export interface DashboardSummary {
  id: string;
  name: string;
  createdBy: string;
  updatedAt: Date;
  cardCount: number;
}

export interface DashboardCard extends DashboardCardDescription {
  id: string;
  position: number;
  width: DashboardCardWidth;
}

export interface Dashboard {
  id: string;
  name: string;
  createdBy: string;
  cards: DashboardCard[];
}

/**
 * The cards of the dashboard a project gets when it has none, as page addresses: what is read (the articles, where
 * readers go from their list), whether reading leads to discussion, how usability-test participants (who arrive by a
 * link with `oruxt=`) go on, and the errors met on the way.
 */
export const DEFAULT_DASHBOARD_CARDS: readonly { address: string; width: DashboardCardWidth }[] = [
  { address: '/studio/trends?metric=sessions&interval=day&by=none', width: 'full' },
  { address: '/studio/journeys?dir=from&page=/articles&depth=4', width: 'half' },
  { address: '/studio/funnels?s1k=page&s1v=/articles/&s2k=page&s2v=/question/&by=none', width: 'half' },
  { address: '/studio/funnels?s1k=page&s1v=oruxt=&s2k=page&s2v=/question/&by=none', width: 'half' },
  { address: '/studio/errors', width: 'half' },
];

const nameSchema = z.object({ name: z.string().trim().min(1, 'is required').max(DASHBOARD_NAME_MAX_LENGTH) });

const takenName = () => failure('taken', 'name: another dashboard has this name', { field: 'name' });
const noDashboard = () => failure('not_found', 'No such dashboard');
const noCard = () => failure('not_found', 'No such card');

async function ownDashboard(projectId: string, id: string) {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(dashboards)
    .where(and(eq(dashboards.id, id), eq(dashboards.projectId, projectId)));
  return row ?? null;
}

/** The project's dashboards, by name, with how many cards each holds. */
export async function listDashboards(viewer: StudioViewer, projectId: string): Promise<DashboardSummary[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({
      id: dashboards.id,
      name: dashboards.name,
      createdBy: dashboards.createdBy,
      updatedAt: dashboards.updatedAt,
      cardCount: count(dashboardCards.id),
    })
    .from(dashboards)
    .leftJoin(dashboardCards, eq(dashboardCards.dashboardId, dashboards.id))
    .where(eq(dashboards.projectId, projectId))
    .groupBy(dashboards.id)
    .orderBy(asc(sql`lower(${dashboards.name})`), asc(dashboards.id));
}

/** A new, empty dashboard, or the refusal (a name missing, too long or already taken in the project; too many). */
export async function createDashboard(
  viewer: Author,
  projectId: string,
  input: unknown,
): Promise<Result<{ id: string }>> {
  assertStudioViewer(viewer);
  const parsed = nameSchema.safeParse(input);
  if (!parsed.success) return failureOfAll(zodFailures(parsed.error));
  const db = await getDb();
  const [existing] = await db.select({ n: count() }).from(dashboards).where(eq(dashboards.projectId, projectId));
  if ((existing?.n ?? 0) >= DASHBOARDS_PER_PROJECT_MAX)
    return failure('limited', `A project keeps at most ${DASHBOARDS_PER_PROJECT_MAX} dashboards`, {
      limit: DASHBOARDS_PER_PROJECT_MAX,
    });
  try {
    const [row] = await db
      .insert(dashboards)
      .values({ projectId, name: parsed.data.name, createdBy: viewer.username })
      .returning({ id: dashboards.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    if (uniqueViolation(error) !== undefined) return takenName();
    throw error;
  }
}

/**
 * The project's dashboards; a project with none first gets the default one (DEFAULT_DASHBOARD_CARDS) under `name`
 * (the studio's word for it in the language of whoever opened the list first). Two first visits at once make one:
 * the second's insert meets the first's name.
 */
export async function dashboardsWithDefault(
  viewer: StudioViewer,
  projectId: string,
  name: string,
): Promise<DashboardSummary[]> {
  const listed = await listDashboards(viewer, projectId);
  if (listed.length > 0) return listed;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(dashboards)
      .values({ projectId, name: name.trim().slice(0, DASHBOARD_NAME_MAX_LENGTH), createdBy: '' })
      .onConflictDoNothing()
      .returning({ id: dashboards.id });
    if (!made) return;
    const cards = DEFAULT_DASHBOARD_CARDS.map(({ address, width }, i) => {
      const parsed = cardFromAddress(address);
      // The default cards are this module's own constants: one that does not parse is a bug here.
      if (!parsed.ok) throw new Error(`default dashboard card ${address}: ${parsed.error}`);
      return { dashboardId: made.id, ...parsed.card, width, position: i + 1 };
    });
    await tx.insert(dashboardCards).values(cards);
  });
  return listDashboards(viewer, projectId);
}

/** One dashboard and its cards in reading order; another project's, or none, is not found. */
export async function dashboardById(viewer: StudioViewer, projectId: string, id: string): Promise<Dashboard> {
  assertStudioViewer(viewer);
  const dashboard = await ownDashboard(projectId, id);
  if (!dashboard) throw new AppError('not_found', 'No such dashboard');
  const db = await getDb();
  const rows = await db
    .select({
      id: dashboardCards.id,
      kind: dashboardCards.kind,
      params: dashboardCards.params,
      position: dashboardCards.position,
      width: dashboardCards.width,
    })
    .from(dashboardCards)
    .where(eq(dashboardCards.dashboardId, id))
    .orderBy(asc(dashboardCards.position), asc(dashboardCards.id));
  return { id: dashboard.id, name: dashboard.name, createdBy: dashboard.createdBy, cards: rows };
}

/**
 * Adds a card at the end of a dashboard: `address` is an analytics page's address (what the browser shows on it) or
 * `card` a description `{ kind, params }`; either is checked by that page's parser (lib/studio/dashboard-cards.ts).
 */
export async function addDashboardCard(
  viewer: StudioViewer,
  projectId: string,
  dashboardId: string,
  input: { address?: unknown; card?: unknown; width?: unknown },
): Promise<Result<{ id: string }>> {
  assertStudioViewer(viewer);
  const parsed = input.card !== undefined ? parseCardDescription(input.card) : cardFromAddress(input.address);
  if (!parsed.ok) return parsed;
  const width = input.width === undefined || input.width === '' ? 'half' : input.width;
  if (!isCardWidth(width)) return failure('invalid', 'width: must be half or full', { field: 'width' });
  if (!(await ownDashboard(projectId, dashboardId))) return noDashboard();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count(), last: max(dashboardCards.position) })
      .from(dashboardCards)
      .where(eq(dashboardCards.dashboardId, dashboardId));
    if ((held?.n ?? 0) >= DASHBOARD_CARDS_MAX)
      return failure('limited', `A dashboard holds at most ${DASHBOARD_CARDS_MAX} cards`, {
        limit: DASHBOARD_CARDS_MAX,
      });
    const [row] = await tx
      .insert(dashboardCards)
      .values({ dashboardId, ...parsed.card, width, position: (held?.last ?? 0) + 1 })
      .returning({ id: dashboardCards.id });
    await tx.update(dashboards).set({ updatedAt: new Date() }).where(eq(dashboards.id, dashboardId));
    return { ok: true as const, id: row!.id };
  });
}

/**
 * Moves a card one place earlier or later on its dashboard: it swaps places with its neighbour. The first card moved
 * earlier, or the last moved later, stays where it is.
 */
export async function moveDashboardCard(
  viewer: StudioViewer,
  projectId: string,
  dashboardId: string,
  cardId: string,
  direction: 'earlier' | 'later',
): Promise<Result> {
  assertStudioViewer(viewer);
  if (!(await ownDashboard(projectId, dashboardId))) return noDashboard();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const cards = await tx
      .select({ id: dashboardCards.id })
      .from(dashboardCards)
      .where(eq(dashboardCards.dashboardId, dashboardId))
      .orderBy(asc(dashboardCards.position), asc(dashboardCards.id))
      .for('update');
    const index = cards.findIndex((card) => card.id === cardId);
    if (index < 0) return noCard();
    const to = direction === 'earlier' ? index - 1 : index + 1;
    const other = cards[to];
    if (!other) return { ok: true as const };
    // Positions are written again in order (1, 2, …) with the two swapped, so equal positions cannot keep them tied.
    const order = cards.map((card) => card.id);
    order[index] = other.id;
    order[to] = cardId;
    for (const [place, id] of order.entries())
      await tx
        .update(dashboardCards)
        .set({ position: place + 1 })
        .where(eq(dashboardCards.id, id));
    return { ok: true as const };
  });
}

/** A card half a row wide or the whole row. */
export async function setDashboardCardWidth(
  viewer: StudioViewer,
  projectId: string,
  dashboardId: string,
  cardId: string,
  width: unknown,
): Promise<Result> {
  assertStudioViewer(viewer);
  if (!isCardWidth(width)) return failure('invalid', 'width: must be half or full', { field: 'width' });
  if (!(await ownDashboard(projectId, dashboardId))) return noDashboard();
  if (!isUuid(cardId)) return noCard();
  const db = await getDb();
  const changed = await db
    .update(dashboardCards)
    .set({ width })
    .where(and(eq(dashboardCards.id, cardId), eq(dashboardCards.dashboardId, dashboardId)))
    .returning({ id: dashboardCards.id });
  return changed.length > 0 ? { ok: true } : noCard();
}

export async function removeDashboardCard(
  viewer: StudioViewer,
  projectId: string,
  dashboardId: string,
  cardId: string,
): Promise<Result> {
  assertStudioViewer(viewer);
  if (!(await ownDashboard(projectId, dashboardId))) return noDashboard();
  if (!isUuid(cardId)) return noCard();
  const db = await getDb();
  const deleted = await db
    .delete(dashboardCards)
    .where(and(eq(dashboardCards.id, cardId), eq(dashboardCards.dashboardId, dashboardId)))
    .returning({ id: dashboardCards.id });
  return deleted.length > 0 ? { ok: true } : noCard();
}

/** Deletes a dashboard and its cards (never what they describe). */
export async function deleteDashboard(viewer: StudioViewer, projectId: string, id: string): Promise<Result> {
  assertStudioViewer(viewer);
  if (!isUuid(id)) return noDashboard();
  const db = await getDb();
  const deleted = await db
    .delete(dashboards)
    .where(and(eq(dashboards.id, id), eq(dashboards.projectId, projectId)))
    .returning({ id: dashboards.id });
  return deleted.length > 0 ? { ok: true } : noDashboard();
}

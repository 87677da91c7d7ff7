import 'server-only';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { uniqueViolation } from '@/lib/db/constraint-violations';
import { collectionItems, collections, recordingSessions } from '@/lib/db/schema';
import { AppError, failure, failureOfAll, zodFailures, type Result } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { sessionById } from './sessions';

/** Longest collection name, in characters. */
export const COLLECTION_NAME_MAX_LENGTH = 120;
/** Collections one project may keep. */
export const COLLECTIONS_PER_PROJECT_MAX = 200;
/** Entries one collection may hold. */
export const COLLECTION_ITEMS_MAX = 500;

type Author = StudioViewer & { username: string };

const nameSchema = z.object({ name: z.string().trim().min(1, 'is required').max(COLLECTION_NAME_MAX_LENGTH) });

const itemSchema = z.object({
  sessionId: z.string(),
  /** A moment of the session (ms since the epoch); absent: the whole session. */
  at: z.coerce.number().int().min(0).max(8.64e15).optional(),
});

export interface CollectionSummary {
  id: number;
  name: string;
  createdBy: string;
  updatedAt: Date;
  itemCount: number;
}

export interface CollectionEntry {
  id: number;
  sessionId: string;
  at: number | null;
  position: number;
  addedBy: string;
  session: {
    startedAt: Date;
    lastActivityAt: Date;
    userId: string | null;
    verifiedUserId: string | null;
    browser: string;
    os: string;
    device: string;
    errorCount: number;
  };
}

const takenName = () => failure('taken', 'name: another collection has this name', { field: 'name' });
const noCollection = () => failure('not_found', 'No such collection');

/** The project's collections, by name, with how many entries each holds. */
export async function listCollections(viewer: StudioViewer, projectId: string): Promise<CollectionSummary[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({
      id: collections.id,
      name: collections.name,
      createdBy: collections.createdBy,
      updatedAt: collections.updatedAt,
      itemCount: count(collectionItems.id),
    })
    .from(collections)
    .leftJoin(collectionItems, eq(collectionItems.collectionId, collections.id))
    .where(eq(collections.projectId, projectId))
    .groupBy(collections.id)
    .orderBy(asc(sql`lower(${collections.name})`), asc(collections.id));
}

/** A new, empty collection, or the refusal (a name missing, too long or already taken in the project; too many). */
export async function createCollection(
  viewer: Author,
  projectId: string,
  input: unknown,
): Promise<Result<{ id: number }>> {
  assertStudioViewer(viewer);
  const parsed = nameSchema.safeParse(input);
  if (!parsed.success) return failureOfAll(zodFailures(parsed.error));
  const db = await getDb();
  const [existing] = await db.select({ n: count() }).from(collections).where(eq(collections.projectId, projectId));
  if ((existing?.n ?? 0) >= COLLECTIONS_PER_PROJECT_MAX)
    return failure('limited', `A project keeps at most ${COLLECTIONS_PER_PROJECT_MAX} collections`, {
      limit: COLLECTIONS_PER_PROJECT_MAX,
    });
  try {
    const [row] = await db
      .insert(collections)
      .values({ projectId, name: parsed.data.name, createdBy: viewer.username })
      .returning({ id: collections.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    if (uniqueViolation(error) !== undefined) return takenName();
    throw error;
  }
}

export async function renameCollection(
  viewer: StudioViewer,
  projectId: string,
  id: number,
  input: unknown,
): Promise<Result> {
  assertStudioViewer(viewer);
  const parsed = nameSchema.safeParse(input);
  if (!parsed.success) return failureOfAll(zodFailures(parsed.error));
  const db = await getDb();
  try {
    const renamed = await db
      .update(collections)
      .set({ name: parsed.data.name, updatedAt: new Date() })
      .where(and(eq(collections.id, id), eq(collections.projectId, projectId)))
      .returning({ id: collections.id });
    return renamed.length > 0 ? { ok: true } : noCollection();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) return takenName();
    throw error;
  }
}

/** Deletes a collection and its entries (never the sessions). */
export async function deleteCollection(viewer: StudioViewer, projectId: string, id: number): Promise<Result> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const deleted = await db
    .delete(collections)
    .where(and(eq(collections.id, id), eq(collections.projectId, projectId)))
    .returning({ id: collections.id });
  return deleted.length > 0 ? { ok: true } : noCollection();
}

async function ownCollection(projectId: string, id: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.projectId, projectId)));
  return row ?? null;
}

/** One collection and its entries in play order, each with what the list shows of its session. */
export async function collectionById(
  viewer: StudioViewer,
  projectId: string,
  id: number,
): Promise<{ id: number; name: string; createdBy: string; items: CollectionEntry[] }> {
  assertStudioViewer(viewer);
  const collection = await ownCollection(projectId, id);
  if (!collection) throw new AppError('not_found', 'No such collection');
  const db = await getDb();
  const s = recordingSessions;
  const rows = await db
    .select({
      id: collectionItems.id,
      sessionId: collectionItems.sessionId,
      at: collectionItems.at,
      position: collectionItems.position,
      addedBy: collectionItems.addedBy,
      session: {
        startedAt: s.startedAt,
        lastActivityAt: s.lastActivityAt,
        userId: s.userId,
        verifiedUserId: s.verifiedUserId,
        browser: s.browser,
        os: s.os,
        device: s.device,
        errorCount: s.errorCount,
      },
    })
    .from(collectionItems)
    .innerJoin(s, and(eq(s.id, collectionItems.sessionId), eq(s.projectId, projectId)))
    .where(eq(collectionItems.collectionId, id))
    .orderBy(asc(collectionItems.position), asc(collectionItems.id));
  return { id: collection.id, name: collection.name, createdBy: collection.createdBy, items: rows };
}

/**
 * Adds a session, or a moment of it, at the end of a collection. The same entry twice is one entry (its id is
 * answered again); another project's session is not found.
 */
export async function addToCollection(
  viewer: Author,
  projectId: string,
  collectionId: number,
  input: unknown,
): Promise<Result<{ id: number }>> {
  assertStudioViewer(viewer);
  const parsed = itemSchema.safeParse(input);
  if (!parsed.success) return failureOfAll(zodFailures(parsed.error));
  const session = await sessionById(viewer, projectId, parsed.data.sessionId).catch((error: unknown) => {
    if (error instanceof AppError && error.failure.code === 'not_found') return null;
    throw error;
  });
  if (!session) return failure('not_found', 'No such session', { field: 'sessionId' });
  if (!(await ownCollection(projectId, collectionId))) return noCollection();
  const at = parsed.data.at ?? null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count(), last: max(collectionItems.position) })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, collectionId));
    const entry = and(
      eq(collectionItems.collectionId, collectionId),
      eq(collectionItems.sessionId, session.id),
      sql`coalesce(${collectionItems.at}, -1) = ${at ?? -1}`,
    );
    const [existing] = await tx.select({ id: collectionItems.id }).from(collectionItems).where(entry);
    if (existing) return { ok: true as const, id: existing.id };
    if ((held?.n ?? 0) >= COLLECTION_ITEMS_MAX)
      return failure('limited', `A collection holds at most ${COLLECTION_ITEMS_MAX} entries`, {
        limit: COLLECTION_ITEMS_MAX,
      });
    const [row] = await tx
      .insert(collectionItems)
      .values({
        collectionId,
        sessionId: session.id,
        at,
        position: (held?.last ?? 0) + 1,
        addedBy: viewer.username,
      })
      .onConflictDoNothing()
      .returning({ id: collectionItems.id });
    // Added by someone else at the same time: that entry is this one.
    const id = row?.id ?? (await tx.select({ id: collectionItems.id }).from(collectionItems).where(entry))[0]!.id;
    await tx.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, collectionId));
    return { ok: true as const, id };
  });
}

export async function removeFromCollection(
  viewer: StudioViewer,
  projectId: string,
  collectionId: number,
  itemId: number,
): Promise<Result> {
  assertStudioViewer(viewer);
  if (!(await ownCollection(projectId, collectionId))) return noCollection();
  const db = await getDb();
  const deleted = await db
    .delete(collectionItems)
    .where(and(eq(collectionItems.id, itemId), eq(collectionItems.collectionId, collectionId)))
    .returning({ id: collectionItems.id });
  return deleted.length > 0 ? { ok: true } : failure('not_found', 'No such entry');
}

/**
 * Moves an entry one place earlier (`up`) or later (`down`) in its collection: it swaps places with its neighbour.
 * The first entry moved up, or the last moved down, stays where it is.
 */
export async function moveCollectionItem(
  viewer: StudioViewer,
  projectId: string,
  collectionId: number,
  itemId: number,
  direction: 'up' | 'down',
): Promise<Result> {
  assertStudioViewer(viewer);
  if (!(await ownCollection(projectId, collectionId))) return noCollection();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const items = await tx
      .select({ id: collectionItems.id, position: collectionItems.position })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, collectionId))
      .orderBy(asc(collectionItems.position), asc(collectionItems.id))
      .for('update');
    const index = items.findIndex((item) => item.id === itemId);
    if (index < 0) return failure('not_found', 'No such entry');
    const other = items[direction === 'up' ? index - 1 : index + 1];
    if (!other) return { ok: true as const };
    // Positions are written again in order (1, 2, …) with the two swapped, so equal positions cannot keep them tied.
    const order = items.map((item) => item.id);
    order[index] = other.id;
    order[direction === 'up' ? index - 1 : index + 1] = itemId;
    for (const [place, id] of order.entries())
      await tx
        .update(collectionItems)
        .set({ position: place + 1 })
        .where(eq(collectionItems.id, id));
    return { ok: true as const };
  });
}

/** The collections one session is in (its entries there), for its replay page. */
export async function collectionsOfSession(
  viewer: StudioViewer,
  projectId: string,
  sessionId: string,
): Promise<{ collectionId: number; name: string; itemId: number; at: number | null }[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({
      collectionId: collections.id,
      name: collections.name,
      itemId: collectionItems.id,
      at: collectionItems.at,
    })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(and(eq(collectionItems.sessionId, sessionId), eq(collections.projectId, projectId)))
    .orderBy(asc(sql`lower(${collections.name})`), asc(collectionItems.at));
}

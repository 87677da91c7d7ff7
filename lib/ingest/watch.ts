import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { startConditions, tags, type ConditionFilter } from '@/lib/db/schema';
import { failure, type Result } from '@/lib/errors';
import { settingsCache } from '@/lib/recordings/settings-cache';
import type { IngestClaims } from './token';

const TAGS = settingsCache<{ id: number; selector: string }[]>();
const CONDITIONS = settingsCache<ServedCondition[]>();

/** The watched tags of the caller's project (tracker/PROTOCOL.md): the tracker polls each selector. */
export async function tagsFor(caller: IngestClaims): Promise<{ id: number; selector: string }[]> {
  return TAGS.get(caller.projectId, async () => {
    const db = await getDb();
    return db
      .select({ id: tags.id, selector: tags.selector })
      .from(tags)
      .where(and(eq(tags.projectId, caller.projectId), isNull(tags.deletedAt)))
      .orderBy(asc(tags.id));
  });
}

export interface ServedCondition {
  name: string;
  capture_rate: number;
  filters: ConditionFilter[];
}

/**
 * The start conditions of a project (tracker/PROTOCOL.md "Condition filters"). Unlike OpenReplay, the project in the path must be the
 * token's own: another project's conditions are `forbidden`.
 */
export async function conditionsFor(
  caller: IngestClaims,
  projectId: string,
): Promise<Result<{ conditions: ServedCondition[] }>> {
  if (projectId !== caller.projectId) return failure('forbidden', "The token's project is not this project");
  return { ok: true, conditions: await projectConditions(projectId) };
}

/** A project's start conditions, kept a while (lib/ingest/caches.ts): `start` reads a condition's capture rate here too. */
export async function projectConditions(projectId: string): Promise<ServedCondition[]> {
  return CONDITIONS.get(projectId, async () => {
    const db = await getDb();
    const rows = await db
      .select({
        name: startConditions.name,
        captureRate: startConditions.captureRate,
        filters: startConditions.filters,
      })
      .from(startConditions)
      .where(eq(startConditions.projectId, projectId))
      .orderBy(asc(startConditions.id));
    return rows.map((row) => ({ name: row.name, capture_rate: row.captureRate, filters: row.filters }));
  });
}

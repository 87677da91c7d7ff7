import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { projects, type Project } from '@/lib/db/schema';

/** The site's own recording project: the tracker on every page names it by this public key (the demo seed creates it). */
export const DEFAULT_PROJECT = { publicKey: 'parley-demo', name: 'Parley (this site)' } as const;

/** The site's own project key when the tracker is not configured otherwise. */
export const DEFAULT_PROJECT_KEY = DEFAULT_PROJECT.publicKey;

/** A project by its public key (what the tracker sends), or null. */
export async function projectByKey(publicKey: string): Promise<Project | null> {
  const db = await getDb();
  const [project] = await db.select().from(projects).where(eq(projects.publicKey, publicKey)).limit(1);
  return project ?? null;
}

export async function projectById(id: string): Promise<Project | null> {
  const db = await getDb();
  const [project] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return project ?? null;
}

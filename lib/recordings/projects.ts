import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { projects, type Project } from '@/lib/db/schema';
import { settingsCache } from './settings-cache';

/** The site's own recording project: the tracker on every page names it by this public key (the demo seed creates it). */
export const DEFAULT_PROJECT = { publicKey: 'parley-demo', name: 'Parley (this site)' } as const;

/** The site's own project key when the tracker is not configured otherwise. */
export const DEFAULT_PROJECT_KEY = DEFAULT_PROJECT.publicKey;

/** The project the site's own tracker records into (NEXT_PUBLIC_TRACKER_PROJECT_KEY, else the demo seed's). */
export function siteProjectKey(env: NodeJS.ProcessEnv = process.env): string {
  return env.NEXT_PUBLIC_TRACKER_PROJECT_KEY || DEFAULT_PROJECT_KEY;
}

const BY_KEY = settingsCache<Project | null>();

/** A project by its public key (what the tracker sends), or null; kept a while (lib/ingest/caches.ts), as every page load asks. */
export async function projectByKey(publicKey: string): Promise<Project | null> {
  return BY_KEY.get(publicKey, async () => {
    const db = await getDb();
    const [project] = await db.select().from(projects).where(eq(projects.publicKey, publicKey)).limit(1);
    return project ?? null;
  });
}

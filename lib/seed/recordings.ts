import 'server-only';
import type { Executor } from '../client';
import { projects } from '../schema';
import type { Seeder } from './index';

/** The site's own recording project: the tracker on every page names it by this public key (README, "Recording"). */
export const DEMO_PROJECT = { publicKey: 'parley-demo', name: 'Parley (this site)' } as const;

/** Creates the site's recording project; a project with that key already there is left as it is. */
export const seedRecordings: Seeder = async (db: Executor) => {
  const created = await db.insert(projects).values(DEMO_PROJECT).onConflictDoNothing().returning({ id: projects.id });
  return created.length > 0 ? [`recording project "${DEMO_PROJECT.name}" with the public key ${DEMO_PROJECT.publicKey}`] : [];
};

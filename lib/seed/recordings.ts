import 'server-only';
import type { Executor } from '@/lib/db/client';
import { projects } from '@/lib/db/schema';
import { DEFAULT_PROJECT as DEMO_PROJECT } from '@/lib/recordings/projects';
import type { Seeder } from './index';

export { DEMO_PROJECT };

/** Creates the site's recording project; a project with that key already there is left as it is. */
export const seedRecordings: Seeder = async (db: Executor) => {
  const created = await db.insert(projects).values(DEMO_PROJECT).onConflictDoNothing().returning({ id: projects.id });
  return created.length > 0 ? [`recording project "${DEMO_PROJECT.name}" with the public key ${DEMO_PROJECT.publicKey}`] : [];
};

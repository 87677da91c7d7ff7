import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db/client';
import { featureFlags, projects } from '@/lib/db/schema';
import { DEFAULT_PROJECT as DEMO_PROJECT } from '@/lib/recordings/projects';
import { SITE_FLAGS } from '@/lib/recordings/site-flags';
import type { Seeder } from './seeder';

export { DEMO_PROJECT };

/**
 * The one flag the site reads (components/nav/BackToTop.tsx): off, so the site looks as it always did until someone
 * turns it on in the studio; persistent, so a visitor keeps what they saw for the whole visit.
 */
export const DEMO_FLAG = {
  flagKey: SITE_FLAGS.backToTop,
  description: 'Shows a "Back to top" link in the footer of every page.',
  isPersist: true,
  isActive: false,
} as const;

/** Creates the site's recording project and its flag; a project or flag already there is left as it is. */
export const seedRecordings: Seeder = async (db: Executor) => {
  const created = await db.insert(projects).values(DEMO_PROJECT).onConflictDoNothing().returning({ id: projects.id });
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.publicKey, DEMO_PROJECT.publicKey));
  const flag = project
    ? await db
        .insert(featureFlags)
        .values({ projectId: project.id, ...DEMO_FLAG })
        .onConflictDoNothing()
        .returning({ id: featureFlags.id })
    : [];
  return [
    ...(created.length > 0
      ? [`recording project "${DEMO_PROJECT.name}" with the public key ${DEMO_PROJECT.publicKey}`]
      : []),
    ...(flag.length > 0 ? [`feature flag ${DEMO_FLAG.flagKey} (off) for the site's footer`] : []),
  ];
};

import 'server-only';
import { AppError } from '@/lib/errors';
import { projectByKey, siteProjectKey } from '@/lib/recordings/projects';
import type { Project } from '@/lib/db/schema';

/**
 * The project the studio shows: the one the site's own tracker records into (NEXT_PUBLIC_TRACKER_PROJECT_KEY, the
 * demo seed's `parley-demo` by default). One site, one project; several would need a project picker.
 */
export async function studioProject(): Promise<Project> {
  const key = siteProjectKey();
  const project = await projectByKey(key);
  if (!project) throw new AppError('not_found', `The recording project ${key} does not exist (run the seed)`);
  return project;
}

import 'server-only';
import { AppError } from '@/lib/errors';
import type { SessionUser } from '@/lib/auth/session-store';

/** Who is asking: the signed-in user (or null). Every studio function takes it and checks it itself. */
export type StudioViewer = Pick<SessionUser, 'role'> | null;

/**
 * The studio exists only for the product team: anyone else is told there is nothing here (`not_found`, never
 * `forbidden`, which would say that there is). The pages call `requireAdmin()` too; this is the check that holds
 * wherever a studio query or mutation is called from.
 */
export function assertStudioViewer(viewer: StudioViewer): void {
  if (viewer?.role !== 'admin') throw new AppError('not_found', 'No such page');
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/db/client';
import { users, type UserRole } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { memberChanged } from './session-memory';

/**
 * Gives a member a role (`admin` opens the product team's pages). Their remembered session checks, which carry the
 * role, are forgotten in every process: the change counts from their next request. False when there is no such member.
 */
export async function setMemberRole(userId: string, role: UserRole, { db }: { db?: Executor } = {}): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const executor = db ?? (await getDb());
  const changed = await executor.update(users).set({ role }).where(eq(users.id, userId)).returning({ id: users.id });
  if (changed.length === 0) return false;
  await memberChanged(userId);
  return true;
}

'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { localizedHref } from '@/lib/i18n/routing';
import { markNotificationsRead } from '@/lib/studio/mentions';
import { studioProject } from '@/lib/studio/project';
import { requireAdmin } from '../../current-user';
import { langArg, serverAction } from './action-input';

/** Marks every one of the team member's notifications read, then shows them again. */
export const markNotificationsReadAction = serverAction(
  [langArg],
  (_failure, lang) => redirect(localizedHref('/studio/notifications', lang)),
  async (): Promise<void> => {
    const viewer = await requireAdmin();
    await markNotificationsRead(viewer, (await studioProject()).id, 'all');
    refresh();
  },
);

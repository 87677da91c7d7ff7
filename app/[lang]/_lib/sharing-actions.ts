'use server';

import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import { AppError } from '@/lib/errors';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import { studioProject } from '@/lib/studio/project';
import { createSharedReplay, revokeSharedReplay } from '@/lib/studio/shared-replays';
import { requireAdmin } from '../../current-user';
import { formArg, langArg, serverAction, uuidArg } from './action-input';

// Public links to one replay, made and revoked from the session's replay page (lib/studio/shared-replays.ts). Each
// answers by showing that page again; a refusal says so there (`shareRefused`).

const replayPage = (lang: Lang, sessionId: string, query?: Record<string, string>) =>
  localizedHref(`/studio/sessions/${sessionId}`, lang, query);

/** A new public link to the session, living the days the form chose. */
export const createShareAction = serverAction(
  [langArg, uuidArg('sessionId'), formArg],
  (_failure, lang) => redirect(localizedHref('/studio', lang)),
  async (lang, sessionId, form): Promise<void> => {
    const viewer = await requireAdmin();
    const result = await createSharedReplay(viewer, (await studioProject()).id, sessionId, {
      days: form.get('days'),
    }).catch((error: unknown) => {
      // The session was erased meanwhile: the list, as after an erasure.
      if (error instanceof AppError && error.failure.code === 'not_found') redirect(localizedHref('/studio', lang));
      throw error;
    });
    if (!result.ok)
      redirect(replayPage(lang, sessionId, { shareRefused: result.code === 'limited' ? 'limit' : 'invalid' }));
    refresh();
  },
);

/** Revokes one of the session's public links: its address opens nothing from then on. */
export const revokeShareAction = serverAction(
  [langArg, uuidArg('sessionId'), uuidArg('shareId')],
  (_failure, lang) => redirect(localizedHref('/studio', lang)),
  async (lang, sessionId, shareId): Promise<void> => {
    const viewer = await requireAdmin();
    await revokeSharedReplay(viewer, (await studioProject()).id, shareId);
    refresh();
  },
);

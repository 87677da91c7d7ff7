'use server';

import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import type { Failure } from '@/lib/errors';
import { studioProject } from '@/lib/studio/project';
import {
  addToCollection,
  createCollection,
  deleteCollection,
  moveCollectionItem,
  removeFromCollection,
} from '@/lib/studio/collections';
import { requireAdmin } from '../../current-user';
import { formArg, langArg, oneOfArg, serialIdArg, serverAction, uuidArg } from './action-input';

// The team's collections of sessions and moments (lib/studio/collections.ts). Each action answers by showing the page
// it was used on again; a refusal is said there (`collectionRefused`: the failure's code).

const listPage = (lang: Lang, query?: Record<string, string>) => localizedHref('/studio/collections', lang, query);
const collectionPage = (lang: Lang, id: number, query?: Record<string, string>) =>
  localizedHref(`/studio/collections/${id}`, lang, query);
const replayPage = (lang: Lang, sessionId: string, query?: Record<string, string>) =>
  localizedHref(`/studio/sessions/${sessionId}`, lang, query);
const refusal = (failure: Failure) => ({ collectionRefused: failure.code });

/** A new, empty collection, then the list. */
export const createCollectionAction = serverAction(
  [langArg, formArg],
  (failure, lang) => redirect(listPage(lang, refusal(failure))),
  async (lang, form): Promise<void> => {
    const viewer = await requireAdmin();
    const result = await createCollection(viewer, (await studioProject()).id, { name: form.get('name') });
    if (!result.ok) redirect(listPage(lang, refusal(result)));
    redirect(collectionPage(lang, result.id));
  },
);

/**
 * Adds the replay's session (or the moment the form names) to the collection the form chose, or to a new one by the
 * name it gives; then the replay again.
 */
export const addToCollectionAction = serverAction(
  [langArg, uuidArg('sessionId'), formArg],
  (failure, lang) => redirect(listPage(lang, refusal(failure))),
  async (lang, sessionId, form): Promise<void> => {
    const viewer = await requireAdmin();
    const projectId = (await studioProject()).id;
    const name = form.get('name');
    let collectionId = Number(form.get('collectionId'));
    if (typeof name === 'string' && name.trim()) {
      const created = await createCollection(viewer, projectId, { name });
      if (!created.ok) redirect(replayPage(lang, sessionId, refusal(created)));
      collectionId = created.id;
    }
    if (!Number.isSafeInteger(collectionId) || collectionId < 1)
      redirect(replayPage(lang, sessionId, { collectionRefused: 'not_found' }));
    const at = form.get('at');
    const result = await addToCollection(viewer, projectId, collectionId, {
      sessionId,
      at: typeof at === 'string' && at ? at : undefined,
    });
    if (!result.ok) redirect(replayPage(lang, sessionId, refusal(result)));
    refresh();
  },
);

export const removeFromCollectionAction = serverAction(
  [langArg, serialIdArg('collectionId'), serialIdArg('itemId')],
  (_failure, lang) => redirect(listPage(lang)),
  async (lang, collectionId, itemId): Promise<void> => {
    const viewer = await requireAdmin();
    await removeFromCollection(viewer, (await studioProject()).id, collectionId, itemId);
    refresh();
  },
);

export const moveCollectionItemAction = serverAction(
  [langArg, serialIdArg('collectionId'), serialIdArg('itemId'), oneOfArg('direction', ['up', 'down'] as const)],
  (_failure, lang) => redirect(listPage(lang)),
  async (lang, collectionId, itemId, direction): Promise<void> => {
    const viewer = await requireAdmin();
    await moveCollectionItem(viewer, (await studioProject()).id, collectionId, itemId, direction);
    refresh();
  },
);

/** Deletes a collection (never its sessions), then the list. */
export const deleteCollectionAction = serverAction(
  [langArg, serialIdArg('collectionId')],
  (_failure, lang) => redirect(listPage(lang)),
  async (lang, collectionId): Promise<void> => {
    const viewer = await requireAdmin();
    await deleteCollection(viewer, (await studioProject()).id, collectionId);
    redirect(listPage(lang));
  },
);

'use server';

import { redirect } from 'next/navigation';
import { refresh } from 'next/cache';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import type { Failure } from '@/lib/errors';
import { DASHBOARD_CARD_WIDTHS } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import { studioProject } from '@/lib/studio/project';
import {
  addDashboardCard,
  createDashboard,
  deleteDashboard,
  moveDashboardCard,
  removeDashboardCard,
  setDashboardCardWidth,
} from '@/lib/studio/dashboards';
import { requireAdmin } from '../../current-user';
import { formArg, langArg, oneOfArg, serverAction, uuidArg } from './action-input';

// The team's dashboards (lib/studio/dashboards.ts). Each action answers by showing the page it was used on again; a
// refusal is said there (`dashboardRefused`: the failure's code, and `field`: what it is about).

const listPage = (lang: Lang, query?: Record<string, string>) => localizedHref('/studio/dashboards', lang, query);
const dashboardPage = (lang: Lang, id: string, query?: Record<string, string>) =>
  localizedHref(`/studio/dashboards/${id}`, lang, query);
const refusal = (failure: Failure) => ({
  dashboardRefused: failure.code,
  ...(failure.field ? { field: failure.field } : {}),
});

/** A new, empty dashboard, then that dashboard. */
export const createDashboardAction = serverAction(
  [langArg, formArg],
  (failure, lang) => redirect(listPage(lang, refusal(failure))),
  async (lang, form): Promise<void> => {
    const viewer = await requireAdmin();
    const result = await createDashboard(viewer, (await studioProject()).id, { name: form.get('name') });
    if (!result.ok) redirect(listPage(lang, refusal(result)));
    redirect(dashboardPage(lang, result.id));
  },
);

/** A card from an analytics page's address (the form's `address`) at the end of the dashboard, `width` wide. */
export const addDashboardCardAction = serverAction(
  [langArg, uuidArg('dashboardId'), formArg],
  (failure, lang) => redirect(listPage(lang, refusal(failure))),
  async (lang, dashboardId, form): Promise<void> => {
    const viewer = await requireAdmin();
    const result = await addDashboardCard(viewer, (await studioProject()).id, dashboardId, {
      address: form.get('address'),
      width: form.get('width') ?? undefined,
    });
    if (!result.ok) redirect(dashboardPage(lang, dashboardId, refusal(result)));
    redirect(dashboardPage(lang, dashboardId));
  },
);

/**
 * From an analytics page: its current query (the form's `address`) as a card at the end of the dashboard the form
 * chose (`dashboardId`), then that dashboard.
 */
export const addPageCardAction = serverAction(
  [langArg, formArg],
  (failure, lang) => redirect(listPage(lang, refusal(failure))),
  async (lang, form): Promise<void> => {
    const viewer = await requireAdmin();
    const dashboardId = form.get('dashboardId');
    if (!isUuid(dashboardId)) redirect(listPage(lang, { dashboardRefused: 'not_found' }));
    const result = await addDashboardCard(viewer, (await studioProject()).id, dashboardId, {
      address: form.get('address'),
      width: form.get('width') ?? undefined,
    });
    if (!result.ok)
      redirect(
        result.code === 'not_found'
          ? listPage(lang, refusal(result))
          : dashboardPage(lang, dashboardId, refusal(result)),
      );
    redirect(dashboardPage(lang, dashboardId));
  },
);

export const moveDashboardCardAction = serverAction(
  [langArg, uuidArg('dashboardId'), uuidArg('cardId'), oneOfArg('direction', ['earlier', 'later'] as const)],
  (failure, lang) => redirect(listPage(lang, refusal(failure))),
  async (lang, dashboardId, cardId, direction): Promise<void> => {
    const viewer = await requireAdmin();
    const result = await moveDashboardCard(viewer, (await studioProject()).id, dashboardId, cardId, direction);
    if (!result.ok) redirect(dashboardPage(lang, dashboardId, refusal(result)));
    refresh();
  },
);

export const setDashboardCardWidthAction = serverAction(
  [langArg, uuidArg('dashboardId'), uuidArg('cardId'), oneOfArg('width', DASHBOARD_CARD_WIDTHS)],
  (failure, lang) => redirect(listPage(lang, refusal(failure))),
  async (lang, dashboardId, cardId, width): Promise<void> => {
    const viewer = await requireAdmin();
    const result = await setDashboardCardWidth(viewer, (await studioProject()).id, dashboardId, cardId, width);
    if (!result.ok) redirect(dashboardPage(lang, dashboardId, refusal(result)));
    refresh();
  },
);

export const removeDashboardCardAction = serverAction(
  [langArg, uuidArg('dashboardId'), uuidArg('cardId')],
  (failure, lang) => redirect(listPage(lang, refusal(failure))),
  async (lang, dashboardId, cardId): Promise<void> => {
    const viewer = await requireAdmin();
    const result = await removeDashboardCard(viewer, (await studioProject()).id, dashboardId, cardId);
    if (!result.ok) redirect(dashboardPage(lang, dashboardId, refusal(result)));
    refresh();
  },
);

/** Deletes a dashboard (never what its cards describe), then the list. */
export const deleteDashboardAction = serverAction(
  [langArg, uuidArg('dashboardId')],
  (failure, lang) => redirect(listPage(lang, refusal(failure))),
  async (lang, dashboardId): Promise<void> => {
    const viewer = await requireAdmin();
    await deleteDashboard(viewer, (await studioProject()).id, dashboardId);
    redirect(listPage(lang));
  },
);

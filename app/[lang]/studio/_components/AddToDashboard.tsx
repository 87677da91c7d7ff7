import { getTranslations } from 'next-intl/server';
import { LANG_PARAM, type Lang } from '@/lib/i18n/languages';
import type { SessionUser } from '@/lib/auth';
import { DASHBOARD_CARD_WIDTHS } from '@/lib/db/schema';
import { listDashboards } from '@/lib/studio/dashboards';
import { addPageCardAction } from '@/app/[lang]/_lib/dashboard-actions';

type Search = Record<string, string | string[] | undefined>;

export interface DashboardSaving {
  lang: Lang;
  dashboards: { id: string; name: string }[];
  labels: { legend: string; dashboard: string; width: string; widths: Record<string, string>; add: string };
}

/**
 * What an analytics page needs to offer "add to a dashboard": the project's dashboards and the form's words. Awaited
 * by the page before it renders (the form itself is a plain component).
 */
export async function dashboardSaving(viewer: SessionUser, projectId: string, lang: Lang): Promise<DashboardSaving> {
  const t = await getTranslations({ locale: lang, namespace: 'studio.dashboards' });
  const dashboards = await listDashboards(viewer, projectId);
  return {
    lang,
    dashboards: dashboards.map(({ id, name }) => ({ id, name })),
    labels: {
      legend: t('addTo'),
      dashboard: t('dashboard'),
      width: t('width'),
      widths: Object.fromEntries(DASHBOARD_CARD_WIDTHS.map((width) => [width, t(`widths.${width}`)])),
      add: t('addHere'),
    },
  };
}

/**
 * The page's current query as a card of a dashboard the team chooses: the form sends the page's own address (its
 * path and parameters, not the language), which the dashboard checks with the page's parser. Nothing when the project
 * has no dashboard yet.
 */
export function AddToDashboard({ saving, path, search }: { saving: DashboardSaving; path: string; search: Search }) {
  if (saving.dashboards.length === 0) return null;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search))
    if (typeof value === 'string' && name !== LANG_PARAM) params.set(name, value);
  const address = params.size > 0 ? `${path}?${params.toString()}` : path;
  const { labels } = saving;
  return (
    <form action={addPageCardAction.bind(null, saving.lang)} className="inline-form add-to-dashboard">
      <fieldset>
        <legend>{labels.legend}</legend>
        <input type="hidden" name="address" value={address} />
        <label>
          {labels.dashboard}{' '}
          <select name="dashboardId" dir="auto">
            {saving.dashboards.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {labels.width}{' '}
          <select name="width" defaultValue="half">
            {Object.entries(labels.widths).map(([width, label]) => (
              <option key={width} value={width}>
                {label}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="submit" className="button secondary small">
          {labels.add}
        </button>
      </fieldset>
    </form>
  );
}

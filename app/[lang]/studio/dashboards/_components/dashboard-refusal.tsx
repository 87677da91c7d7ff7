import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/languages';
import { DASHBOARD_CARDS_MAX, DASHBOARD_NAME_MAX_LENGTH, DASHBOARDS_PER_PROJECT_MAX } from '@/lib/studio/dashboards';

/**
 * Why the last change to a dashboard was refused (a page's `dashboardRefused`: the failure's code, and `field`: what
 * it was about), or nothing. A card's address is refused as a whole (not an analytics page), for one parameter
 * (named), or for what its kind needs. Awaited by the page before it renders (a function, not an async component).
 */
export async function dashboardRefusal(lang: Lang, code: unknown, field: unknown): Promise<ReactNode> {
  if (typeof code !== 'string' || !code) return null;
  const t = await getTranslations({ locale: lang, namespace: 'studio.dashboards.refused' });
  const about = typeof field === 'string' ? field : '';
  let text: string;
  if (code === 'taken') text = t('taken');
  else if (code === 'not_found') text = t('not_found');
  else if (code === 'limited') text = t('limited', { max: Math.min(DASHBOARDS_PER_PROJECT_MAX, DASHBOARD_CARDS_MAX) });
  else if (about === 'address') text = t('address');
  else if (about === 'params') text = t('needs');
  else if (about.startsWith('params.')) text = t('param', { name: about.slice('params.'.length) });
  else text = t('invalid', { max: DASHBOARD_NAME_MAX_LENGTH });
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}

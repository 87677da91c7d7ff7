import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LANG_PARAM, isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { clickMap, clickMapAddresses } from '@/lib/studio/click-map';
import { studioProject } from '@/lib/studio/project';
import { ClickMapView } from '@/components/studio/ClickMapView';
import { StudioTable } from '@/components/studio/StudioTable';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { localeOf } from '../_ui/format';
import { AddToDashboard, dashboardSaving } from '../_components/AddToDashboard';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/clickmap'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/clickmap',
    title: t('studio.clickMap.title'),
    description: t('studio.clickMap.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** A click map: the clicks of every recorded visit to an address (`?url=`), drawn over that page's snapshot. */
export default async function StudioClickMapPage({ params, searchParams }: PageProps<'/[lang]/studio/clickmap'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const project = await studioProject();
  const search = await searchParams;
  const address = typeof search.url === 'string' ? search.url.slice(0, 2048) : '';
  const [addresses, map] = await Promise.all([
    clickMapAddresses(viewer, project.id),
    address ? clickMap(viewer, project.id, address) : null,
  ]);
  const t = await getTranslations({ locale: lang, namespace: 'studio.clickMap' });
  const saving = await dashboardSaving(viewer, project.id, lang);
  const tr = await getTranslations({ locale: lang, namespace: 'studio.replay' });
  const count = new Intl.NumberFormat(localeOf(lang));
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <form className="catalogue-filters studio-filters" action="/studio/clickmap" method="get">
        <input type="hidden" name={LANG_PARAM} value={lang} />
        <div className="field">
          <label htmlFor="clickmap-url">{t('address')}</label>
          <select id="clickmap-url" name="url" defaultValue={address} dir="ltr">
            <option value="">{t('choose')}</option>
            {addresses.map((one) => (
              <option key={one.address} value={one.address}>
                {one.address} ({count.format(one.visits)})
              </option>
            ))}
          </select>
        </div>
        <div className="field actions">
          <button type="submit" className="button primary">
            {t('show')}
          </button>
        </div>
      </form>
      {map ? <AddToDashboard saving={saving} path="/studio/clickmap" search={search} /> : null}
      {map ? (
        <>
          {map.snapshot ? (
            <ClickMapView
              dataUrl={`/api/studio/sessions/${map.snapshot.sessionId}/replay`}
              at={map.snapshot.at}
              targets={map.targets}
              strings={{
                frameTitle: t('frameTitle'),
                loading: tr.raw('loading') as string,
                loadFailed: tr('loadFailed'),
                notOnSnapshot: t('notOnSnapshot'),
                clicks: t('clicks'),
              }}
              locale={lang}
            />
          ) : null}
          <StudioTable
            rows={map.targets}
            rowKey={(target) => target.selector}
            caption={t('caption')}
            empty={t('none')}
            columns={[
              { key: 'selector', header: t('element'), dir: 'ltr', cell: (target) => <code>{target.selector}</code> },
              { key: 'label', header: t('text'), dir: 'auto', cell: (target) => target.label },
              { key: 'clicks', header: t('clicks'), cell: (target) => count.format(target.clicks) },
              { key: 'sessions', header: t('sessions'), cell: (target) => count.format(target.sessions) },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}

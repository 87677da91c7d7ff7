import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isolate } from '@/lib/i18n/bidi';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { LIVE_LIST_REFRESH_MS } from '@/lib/studio/live';
import { liveSessions } from '@/lib/studio/live-sessions';
import { studioProject } from '@/lib/studio/project';
import { SessionUser } from '@/components/studio/SessionUser';
import { StudioTable } from '@/components/studio/StudioTable';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime, isDeviceKind } from '../_ui/format';
import { LiveRefresh } from '../_components/LiveRefresh';

// Typed by hand: the route types Next.js generates (PageProps) are written by a build, and this page is newer.
type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/live',
    title: t('studio.live.title'),
    description: t('studio.live.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** The visits being recorded now (lib/studio/live-sessions.ts), reloaded every few seconds, each watchable live. */
export default async function StudioLivePage({ params }: Props) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const sessions = await liveSessions(viewer, (await studioProject()).id);
  const t = await getTranslations({ locale: lang, namespace: 'studio.live' });
  const assertedT = await getTranslations({ locale: lang, namespace: 'studio.assertedUser' });
  const deviceName = await getTranslations({ locale: lang, namespace: 'studio.devices' });
  const userStrings = {
    verifiedHint: assertedT('verifiedHint'),
    asserted: { label: assertedT('label'), hint: assertedT('hint') },
  };
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <LiveRefresh everyMs={LIVE_LIST_REFRESH_MS} />
      {/* Not a live region: the times change at every reload, and a screen reader would read the table each time. */}
      <div data-live-sessions={sessions.length}>
        <StudioTable
          rows={sessions}
          rowKey={(row) => row.id}
          caption={t('caption')}
          empty={t('none')}
          columns={[
            {
              key: 'watch',
              header: t('watch'),
              headerHidden: true,
              cell: (row) => (
                <a href={localizedHref(`/studio/live/${row.id}`, lang)} data-live-session={row.id}>
                  {t('watch')}
                </a>
              ),
            },
            {
              key: 'visitor',
              header: t('visitor'),
              cell: (row) =>
                row.userId || row.verifiedUserId ? (
                  <SessionUser verifiedUserId={row.verifiedUserId} userId={row.userId} strings={userStrings} />
                ) : (
                  t('anonymous')
                ),
            },
            { key: 'page', header: t('page'), dir: 'ltr', cell: (row) => row.page ?? t('noPage') },
            {
              key: 'device',
              header: t('device'),
              cell: (row) =>
                [
                  isolate(row.browser || '?'),
                  isolate(row.os || '?'),
                  isDeviceKind(row.device) ? deviceName(row.device) : isolate(row.device),
                ].join(', '),
            },
            { key: 'started', header: t('started'), cell: (row) => formatDateTime(lang, row.startedAt) },
            { key: 'lastBatch', header: t('lastBatch'), cell: (row) => formatDateTime(lang, row.lastBatchAt) },
            { key: 'clicks', header: t('clicks'), cell: (row) => row.clickCount },
            { key: 'errors', header: t('errors'), cell: (row) => row.errorCount },
          ]}
        />
      </div>
    </div>
  );
}

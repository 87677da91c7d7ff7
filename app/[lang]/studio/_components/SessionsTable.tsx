import { getTranslations } from 'next-intl/server';
import { SessionUser } from '@/components/studio/SessionUser';
import { clockText } from '@/components/studio/clock';
import { StudioTable } from '@/components/studio/StudioTable';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import type { SessionPage } from '@/lib/studio/sessions';
import { studioTimeZone } from '@/lib/studio/time-zone';
import { formatDateTime, isDeviceKind, localeOf } from '../_ui/format';

/**
 * One page of the sessions list: how many there are (up to a bound), a row per session (each a link to its replay,
 * marked when the team member looking has opened it, and with its visit's tab count when that visit was recorded in
 * several tabs), links to the newest, newer and older pages.
 */
export async function SessionsTable({
  lang,
  result,
  chosen,
  viewed,
  visitTabs = new Map(),
}: {
  lang: Lang;
  result: SessionPage;
  /** The list's filters, which the links to the other pages keep. */
  chosen: Record<string, string>;
  /** The sessions of this page whose replay the team member looking has opened. */
  viewed: ReadonlySet<string>;
  /** The sessions of this page that are part of a visit in several tabs (lib/studio/visits.ts), with its tab count. */
  visitTabs?: ReadonlyMap<string, number>;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'studio.sessions' });
  const assertedT = await getTranslations({ locale: lang, namespace: 'studio.assertedUser' });
  const userStrings = {
    verifiedHint: assertedT('verifiedHint'),
    asserted: { label: assertedT('label'), hint: assertedT('hint') },
  };
  const deviceName = await getTranslations({ locale: lang, namespace: 'studio.devices' });
  const tv = await getTranslations({ locale: lang, namespace: 'studio.visit' });
  const count = new Intl.NumberFormat(localeOf(lang));
  const digits = new Intl.NumberFormat(localeOf(lang), { useGrouping: false });
  return (
    <>
      <p className="results-count" role="status">
        {result.totalCapped ? t('countCapped', { count: result.total }) : t('count', { count: result.total })}{' '}
        <span className="time-zone">{t('timeZone', { zone: studioTimeZone() })}</span>
      </p>
      <StudioTable
        rows={result.sessions}
        rowKey={(session) => session.id}
        caption={t('caption')}
        empty={t('none')}
        columns={[
          {
            key: 'started',
            header: t('started'),
            cell: (session) => (
              <>
                <a href={localizedHref(`/studio/sessions/${session.id}`, lang)}>
                  {formatDateTime(lang, session.startedAt)}
                </a>
                {viewed.has(session.id) ? (
                  <span className="viewed-mark" data-viewed title={t('viewedHint')}>
                    {t('viewed')}
                  </span>
                ) : null}
                {visitTabs.has(session.id) ? (
                  <span className="viewed-mark" data-visit-tabs={visitTabs.get(session.id)} title={tv('markHint')}>
                    {tv('mark', { count: visitTabs.get(session.id)! })}
                  </span>
                ) : null}
              </>
            ),
          },
          {
            key: 'duration',
            header: t('duration'),
            dir: 'ltr',
            cell: (session) => clockText(session.durationMs, localeOf(lang)),
          },
          { key: 'pages', header: t('pages'), cell: (session) => count.format(session.pageCount) },
          { key: 'clicks', header: t('clicks'), cell: (session) => count.format(session.clickCount) },
          { key: 'errors', header: t('errors'), cell: (session) => count.format(session.errorCount) },
          {
            key: 'frustration',
            header: t('frustration'),
            cell: (session) =>
              (
                [
                  ['rage', session.rageClickCount],
                  ['dead', session.deadClickCount],
                  ['error_click', session.errorClickCount],
                ] as const
              )
                .filter(([, n]) => n > 0)
                .map(([kind, n]) => (
                  <span key={kind} className={`frustration ${kind}`} data-frustration={kind}>
                    {t(`frustrationKinds.${kind}`)} {count.format(n)}
                  </span>
                )),
          },
          {
            key: 'visitor',
            header: t('visitor'),
            dir: 'auto',
            cell: (session) => (
              <a
                href={localizedHref('/studio', lang, { visitor: session.userUuid })}
                title={t('visitorSessions')}
                data-visitor={session.userUuid}
              >
                {session.userId || session.verifiedUserId ? (
                  <SessionUser verifiedUserId={session.verifiedUserId} userId={session.userId} strings={userStrings} />
                ) : (
                  t('anonymous')
                )}
              </a>
            ),
          },
          {
            key: 'device',
            header: t('device'),
            cell: (session) => (
              <>
                <bdi>{[session.browser, session.os].filter(Boolean).join(', ')}</bdi>,{' '}
                {isDeviceKind(session.device) ? deviceName(session.device) : session.device}
              </>
            ),
          },
          {
            key: 'screen',
            header: t('screen'),
            dir: 'ltr',
            cell: (session) => `${digits.format(session.screenWidth)}×${digits.format(session.screenHeight)}`,
          },
          { key: 'languages', header: t('languages'), cell: (session) => session.languages.join(', ') },
          { key: 'condition', header: t('condition'), dir: 'auto', cell: (session) => session.condition ?? '' },
          { key: 'tags', header: t('tags'), dir: 'auto', cell: (session) => session.tags.join(', ') },
        ]}
      />
      {result.newer || result.older ? (
        <nav className="pagination" aria-label={t('caption')}>
          {result.newer ? (
            <>
              <a href={localizedHref('/studio', lang, chosen)}>{t('newest')}</a>
              <a rel="prev" href={localizedHref('/studio', lang, { ...chosen, before: result.newer })}>
                {t('newer')}
              </a>
            </>
          ) : null}
          {result.older ? (
            <a rel="next" href={localizedHref('/studio', lang, { ...chosen, after: result.older })}>
              {t('older')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

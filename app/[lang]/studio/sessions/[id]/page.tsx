import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AppError } from '@/lib/errors';
import { localizedHref } from '@/lib/i18n/routing';
import { isolate } from '@/lib/i18n/bidi';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { sessionById } from '@/lib/studio/sessions';
import { listTags } from '@/lib/studio/tags';
import { studioProject } from '@/lib/studio/project';
import { sessionParticipation } from '@/lib/usability-tests';
import { ReplayPlayer, type ReplayStrings } from '@/components/studio/ReplayPlayer';
import { MARKER_KINDS } from '@/components/studio/replay-markers';
import { fillSlots, slot } from '@/components/Slot';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime, isDeviceKind, localeOf } from '../../_ui/format';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/sessions/[id]'>): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/studio/sessions/${id}`,
    title: t('studio.replay.title'),
    description: t('studio.sessions.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * One recorded session, replayed; `?t=` (a moment, ms since the epoch) is where a bug report points.
 * A usability-test participant's session shows their webcam video beside the replay, in sync (docs/decisions/0055-webcam-video-segments.md); `?test=`
 * picks the test when the session took part in several (else the latest).
 */
export default async function StudioReplayPage({ params, searchParams }: PageProps<'/[lang]/studio/sessions/[id]'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const { id } = await params;
  const project = await studioProject();
  const session = await sessionById(viewer, project.id, id).catch((error: unknown) => {
    if (error instanceof AppError && error.failure.code === 'not_found') notFound();
    throw error;
  });
  const tags = await listTags(viewer, project.id);
  const query = await searchParams;
  const participations = await sessionParticipation(viewer, project.id, session.id);
  const participation = participations.find((one) => one.test.id === query.test) ?? participations[0];
  const moment = query.t;
  const startAt = typeof moment === 'string' && /^\d{1,15}$/.test(moment) ? Number(moment) : undefined;
  const t = await getTranslations({ locale: lang, namespace: 'studio.replay' });
  const tt = await getTranslations({ locale: lang, namespace: 'studio.tests' });
  const deviceName = await getTranslations({ locale: lang, namespace: 'studio.devices' });
  const digits = new Intl.NumberFormat(localeOf(lang), { useGrouping: false });
  const strings: ReplayStrings = {
    frameTitle: t('title'),
    play: t('play'),
    pause: t('pause'),
    speed: t('speed'),
    skipInactivity: t('skipInactivity'),
    timeline: t('timeline'),
    loading: t.raw('loading') as string,
    loadFailed: t('loadFailed'),
    empty: t('empty'),
    network: t('network'),
    errors: t('errors'),
    canvas: t('canvas'),
    noNetwork: t('noNetwork'),
    noErrors: t('noErrors'),
    noCanvas: t('noCanvas'),
    method: t('method'),
    url: t('url'),
    status: t('status'),
    durationMs: t('durationMs'),
    at: t('at'),
    markers: Object.fromEntries(MARKER_KINDS.map((kind) => [kind, t(`markers.${kind}`)])) as ReplayStrings['markers'],
  };
  return (
    <div className="page wide">
      <p>
        <a href={localizedHref('/studio', lang)}>{t('back')}</a>
      </p>
      <h1>{t('title')}</h1>
      <p className="lead">
        {session.userId ? <bdi>{session.userId}</bdi> : null}
        {session.userId ? ' · ' : null}
        {t('facts', {
          browser: isolate(session.browser || '?'),
          os: isolate(session.os || '?'),
          device: isDeviceKind(session.device) ? deviceName(session.device) : isolate(session.device),
          width: digits.format(session.screenWidth),
          height: digits.format(session.screenHeight),
          started: formatDateTime(lang, session.startedAt),
        })}
      </p>
      <ReplayPlayer
        dataUrl={`/api/studio/sessions/${session.id}/replay`}
        canvasUrl={`/api/studio/sessions/${session.id}/canvas`}
        strings={strings}
        tagNames={Object.fromEntries(tags.map((tag) => [String(tag.id), tag.name]))}
        startAt={startAt}
        webcam={
          participation
            ? {
                media: participation.media,
                segments: participation.segments.map((one) => ({
                  url: `/api/studio/tests/${participation.test.id}/videos/${session.id}/${one.segment}`,
                  startedAt: one.startedAt,
                })),
                strings: {
                  heading: fillSlots(tt('webcam', { title: slot('title') }), { title: participation.test.title }),
                  label: tt('webcamLabel'),
                  noVideoRefused: tt('noVideoRefused'),
                  noVideoNone: tt('noVideoNone'),
                  noVideoYet: tt('noVideoYet'),
                  noVideoNow: tt('noVideoNow'),
                },
              }
            : undefined
        }
        locale={localeOf(lang)}
      />
    </div>
  );
}

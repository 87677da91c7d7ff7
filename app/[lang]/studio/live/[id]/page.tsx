import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReplayPlayer } from '@/components/studio/ReplayPlayer';
import { AppError } from '@/lib/errors';
import { localizedHref } from '@/lib/i18n/routing';
import { isolate } from '@/lib/i18n/bidi';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { sessionById } from '@/lib/studio/sessions';
import { listTags } from '@/lib/studio/tags';
import { studioProject } from '@/lib/studio/project';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime, isDeviceKind, localeOf } from '../../_ui/format';
import { replayStrings } from '../../_ui/replay-strings';

// Typed by hand: the route types Next.js generates (PageProps) are written by a build, and this page is newer.
type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/studio/live/${id}`,
    title: t('studio.live.player.title'),
    description: t('studio.live.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * One session watched as it is recorded: the replay player on the session's live stream
 * (GET /api/studio/sessions/{id}/live), with the same masking and isolation as any replay. Erasing the session ends it.
 */
export default async function StudioLiveSessionPage({ params }: Props) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const { id } = await params;
  const project = await studioProject();
  const session = await sessionById(viewer, project.id, id).catch((error: unknown) => {
    if (error instanceof AppError && error.failure.code === 'not_found') notFound();
    throw error;
  });
  const tags = await listTags(viewer, project.id);
  const t = await getTranslations({ locale: lang, namespace: 'studio.live.player' });
  const replayT = await getTranslations({ locale: lang, namespace: 'studio.replay' });
  const deviceName = await getTranslations({ locale: lang, namespace: 'studio.devices' });
  const strings = await replayStrings(lang);
  return (
    <div className="page wide replay-page">
      <div className="replay-bar">
        <a href={localizedHref('/studio/live', lang)}>{t('back')}</a>
        <h1>{t('title')}</h1>
        <p className="lead">
          {replayT('facts', {
            browser: isolate(session.browser || '?'),
            os: isolate(session.os || '?'),
            device: isDeviceKind(session.device) ? deviceName(session.device) : isolate(session.device),
            width: session.screenWidth,
            height: session.screenHeight,
            started: formatDateTime(lang, session.startedAt),
          })}
        </p>
        <a href={localizedHref(`/studio/sessions/${session.id}`, lang)} data-full-replay>
          {t('fullReplay')}
        </a>
      </div>
      <ReplayPlayer
        dataUrl={`/api/studio/sessions/${session.id}/live`}
        live={{
          badge: t('badge'),
          following: t('following'),
          goLive: t('goLive'),
          reconnecting: t('reconnecting'),
          ended: {
            ended: t('ended.ended'),
            erased: t('ended.erased'),
            lost: t('ended.lost'),
          },
        }}
        canvasUrl={`/api/studio/sessions/${session.id}/canvas`}
        strings={strings}
        tagNames={Object.fromEntries(tags.map((tag) => [String(tag.id), tag.name]))}
        notesHref={null}
        neighbours={null}
        locale={localeOf(lang)}
      />
    </div>
  );
}

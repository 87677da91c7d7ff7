import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReplayPlayer } from '@/components/studio/ReplayPlayer';
import { clientAddress } from '@/lib/http/client-address';
import { isLang } from '@/lib/i18n/languages';
import { countSharedReplayRequest, openSharedReplay } from '@/lib/studio/shared-replays';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { formatDateTime, localeOf } from '../../studio/_ui/format';
import { replayStrings } from '../../studio/_ui/replay-strings';
import '../../studio/studio.css';

// Typed by hand: the route types Next.js generates (PageProps) are written by a build, and this page is newer.
type SharedReplayPageProps = { params: Promise<{ lang: string; token: string }> };

export async function generateMetadata({ params }: SharedReplayPageProps): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'sharedReplay' });
  // Never indexed, and the address (the token) never sent onwards as a referrer.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * A public link's replay (docs/decisions/0105-public-replay-links.md): one session, played as the studio plays it (the
 * same player, which keeps the recording from asking the site for anything: lib/studio/replay-urls.ts), without the
 * team's notes, the list or anything else of the studio. A token that is not ours, altered or revoked is not found;
 * an expired one says so.
 */
export default async function SharedReplayPage({ params }: SharedReplayPageProps) {
  const lang = await langFromParams(params);
  const { token } = await params;
  const t = await getTranslations({ locale: lang, namespace: 'sharedReplay' });
  const counted = await countSharedReplayRequest(clientAddress({ headers: await headers() }), 'replay');
  if (!counted.ok) notFound();
  const opened = await openSharedReplay(token);
  if (!opened.ok && opened.code === 'gone')
    return (
      <div className="page">
        <h1>{t('expired')}</h1>
        <p>{t('expiredIntro')}</p>
      </div>
    );
  if (!opened.ok) notFound();
  const { share } = opened;
  const path = `/api/shared/${encodeURIComponent(token)}`;
  return (
    <div className="page wide replay-page shared-replay">
      <div className="replay-bar">
        <h1>{t('title')}</h1>
        <p className="lead">{t('intro', { date: formatDateTime(lang, share.expiresAt) })}</p>
      </div>
      <ReplayPlayer
        dataUrl={`${path}/replay`}
        canvasUrl={`${path}/canvas`}
        strings={await replayStrings(lang)}
        tagNames={{}}
        notesHref={null}
        neighbours={null}
        locale={localeOf(lang)}
      />
    </div>
  );
}

import type { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/languages';
import type { Participant } from '@/lib/usability-tests';
import { percentText } from './result-numbers';

type T = Awaited<ReturnType<typeof getTranslations<'studio.tests'>>>;

/** Why a participant has no video, as the results say it; null when they recorded (or said nothing). */
function noVideoText(t: T, media: Participant['media']): string | null {
  switch (media) {
    case 'insecure':
      return t('insecure');
    case 'no-device':
      return t('noDevice');
    case 'refused':
      return t('refused');
    case 'failed':
      return t('failed');
    case 'none':
      return t('noMedia');
    default:
      return null;
  }
}

/**
 * A participant's video in the results: why there is none, or their segments with how much of the test they cover and
 * how many gaps it has, over a bar of the test that shows the gaps (the text says it all; the bar only shows where).
 */
export function VideoCell({ t, lang, participant }: { t: T; lang: Lang; participant: Participant }) {
  const why = noVideoText(t, participant.media);
  if (why) return why;
  if (participant.segments === 0 && participant.media !== 'recording') return t('unknownMedia');
  const segments = t('segments', { count: participant.segments });
  const { video } = participant;
  if (participant.segments === 0) return segments;
  if (!video) return `${segments} · ${t('videoUnmeasured')}`;
  const { from, to } = video.span;
  const share = (ms: number) => `${(ms / (to - from)) * 100}%`;
  return (
    <span className="video-coverage" data-coverage={Math.round(video.share * 100)}>
      <span>
        {segments} · {t('videoCoverage', { percent: percentText(lang, video.share) })} ·{' '}
        {t('videoGaps', { count: video.gaps.length })}
      </span>
      <span className="video-coverage-bar" aria-hidden="true">
        {video.gaps.map((gap) => (
          <span
            key={gap.from}
            className="video-coverage-gap"
            style={{ insetInlineStart: share(gap.from - from), inlineSize: share(gap.to - gap.from) }}
          />
        ))}
      </span>
    </span>
  );
}

import type { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Webcam } from '@/components/studio/WebcamVideo';
import type { Lang } from '@/lib/i18n/languages';
import type { SessionParticipation } from '@/lib/usability-tests';
import { percentText } from '../tests/_components/result-numbers';

type T = Awaited<ReturnType<typeof getTranslations<'studio.tests'>>>;

/** The replay page's webcam panel: the segments' addresses and lengths, why there is no video, and its coverage. */
export function webcamPanel(
  t: T,
  lang: Lang,
  sessionId: string,
  participation: SessionParticipation,
  heading: ReactNode,
): Webcam {
  return {
    media: participation.media,
    segments: participation.segments.map((one) => ({
      url: `/api/studio/tests/${participation.test.id}/videos/${sessionId}/${one.segment}`,
      startedAt: one.startedAt,
      durationMs: one.durationMs,
    })),
    gaps: participation.video?.gaps ?? null,
    strings: {
      heading,
      label: t('webcamLabel'),
      noVideo: {
        insecure: t('noVideoInsecure'),
        'no-device': t('noVideoNoDevice'),
        refused: t('noVideoRefused'),
        failed: t('noVideoFailed'),
        none: t('noVideoNone'),
      },
      noVideoYet: t('noVideoYet'),
      noVideoNow: t('noVideoNow'),
      coverage: participation.video
        ? t('webcamCoverage', { percent: percentText(lang, participation.video.share) })
        : null,
      gaps: t('webcamGaps'),
      // Filled in by the panel with moments of the replay.
      gap: t.raw('webcamGap') as string,
    },
  };
}

import { getTranslations } from 'next-intl/server';
import { durationText } from '@/components/studio/clock';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import type { Participant } from '@/lib/usability-tests';
import { formatDateTime, localeOf } from '../../_ui/format';
import { Respondent } from './Respondent';
import { VideoCell } from './VideoCell';

/** A row per participant: when, who, how it ended, how long, their webcam video, and a link to their replay. */
export async function ParticipantsTable({
  lang,
  testId,
  rows,
  caption,
}: {
  lang: Lang;
  testId: string;
  rows: Participant[];
  caption: string;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'studio.tests' });
  return (
    <div className="table-scroll">
      <table className="studio-table usability-test-participants">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('started')}</th>
            <th scope="col">{t('who')}</th>
            <th scope="col">{t('outcome')}</th>
            <th scope="col">{t('duration')}</th>
            <th scope="col">{t('video')}</th>
            <th scope="col">{t('replay')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.sessionId} data-session={p.sessionId}>
              <td>{p.startedAt === null ? '–' : formatDateTime(lang, new Date(p.startedAt))}</td>
              <td>
                <Respondent lang={lang} userId={p.userId} sessionId={p.sessionId} />
              </td>
              <td data-outcome={p.outcome}>{t(`outcomes.${p.outcome}`)}</td>
              <td>
                <bdi dir="ltr">{p.durationMs === null ? '–' : durationText(p.durationMs, localeOf(lang))}</bdi>
              </td>
              <td>
                <VideoCell t={t} lang={lang} participant={p} />
              </td>
              <td>
                <a
                  href={localizedHref(`/studio/sessions/${p.sessionId}`, lang, {
                    test: testId,
                    t: p.startedAt ?? undefined,
                  })}
                >
                  {p.segments > 0 ? t('watch') : t('replay')}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

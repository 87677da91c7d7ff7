import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import {
  BUG_PAGE_MAX_LENGTH,
  BUG_REPORT_EVENT,
  BUG_WHAT_MAX_LENGTH,
  BUG_WHAT_MIN_LENGTH,
  newBugReportRef,
} from '@/lib/discussion';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { ActionForm } from '@/components/forms/ActionForm';
import { BugReportSignal } from '@/components/tracking/BugReportSignal';
import { bugReportAction } from '@/app/[lang]/_lib/discussion-actions';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { EMAIL_MAX_LENGTH } from '@/lib/auth';

export async function generateMetadata({ params }: PageProps<'/[lang]/bug'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/bug',
    title: t('discussion.bugTitle'),
    description: t('discussion.bugIntro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** /bug: what happened, on which page, optionally an email; stored, rate-limited and confirmed. */
export default async function BugPage({ params, searchParams }: PageProps<'/[lang]/bug'>) {
  const lang = await langFromParams(params);
  const from = (await searchParams).from;
  const t = await getTranslations({ locale: lang, namespace: 'discussion' });
  // Sent with the form and, by the tracker when recording, as the `bug-report` event: the studio links the two.
  const reportRef = newBugReportRef();
  return (
    <div className="page narrow">
      <h1>{t('bugTitle')}</h1>
      <p className="lead">{t('bugIntro')}</p>
      <BugReportSignal field="reportRef" reference={reportRef} event={BUG_REPORT_EVENT} />
      <ActionForm
        idPrefix="bug"
        action={bugReportAction.bind(null, lang)}
        submitLabel={t('bugSubmit')}
        pendingLabel={t('bugSubmit')}
        fields={[
          {
            name: 'what',
            label: t('bugWhat'),
            type: 'textarea',
            hint: t('bugWhatHint', { min: BUG_WHAT_MIN_LENGTH }),
            rows: 6,
            maxLength: BUG_WHAT_MAX_LENGTH,
          },
          {
            name: 'page',
            label: t('bugPage'),
            type: 'text',
            defaultValue: typeof from === 'string' ? from : '',
            required: false,
            maxLength: BUG_PAGE_MAX_LENGTH,
          },
          {
            name: 'email',
            label: t('bugEmail'),
            type: 'email',
            autoComplete: 'email',
            required: false,
            maxLength: EMAIL_MAX_LENGTH,
          },
          { name: 'reportRef', label: '', type: 'hidden', defaultValue: reportRef },
        ]}
      />
    </div>
  );
}

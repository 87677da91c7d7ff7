import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BUG_WHAT_MIN_LENGTH } from '@/lib/discussion';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { ActionForm } from '@/components/forms/ActionForm';
import { bugReportAction } from '@/app/[lang]/_lib/discussion-actions';
import { langFromParams, type LangParams } from '@/app/[lang]/_lib/lang-param';
import type { SearchParams } from '@/app/[lang]/_lib/discussion-params';

export async function generateMetadata({ params }: { params: LangParams }): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({ lang, path: '/bug', title: t('discussion.bugTitle'), description: t('discussion.bugIntro'), siteName: t('meta.siteName'), noindex: true });
}

/** Spec §2 "/bug": what happened, on which page, optionally an email; stored, rate-limited and confirmed. */
export default async function BugPage({ params, searchParams }: { params: LangParams; searchParams: SearchParams }) {
  const lang = await langFromParams(params);
  const from = (await searchParams).from;
  const t = await getTranslations({ locale: lang, namespace: 'discussion' });
  return (
    <div className="page narrow">
      <h1>{t('bugTitle')}</h1>
      <p className="lead">{t('bugIntro')}</p>
      <ActionForm
        idPrefix="bug"
        action={bugReportAction.bind(null, lang)}
        submitLabel={t('bugSubmit')}
        pendingLabel={t('bugSubmit')}
        fields={[
          { name: 'what', label: t('bugWhat'), type: 'textarea', hint: t('bugWhatHint', { min: BUG_WHAT_MIN_LENGTH }), rows: 6 },
          { name: 'page', label: t('bugPage'), type: 'text', defaultValue: typeof from === 'string' ? from : '', required: false },
          { name: 'email', label: t('bugEmail'), type: 'email', autoComplete: 'email', required: false },
        ]}
      />
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { TestForm } from '@/components/studio/TestForm';
import { createTestAction } from '@/app/[lang]/_lib/usability-test-actions';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { localeOf } from '../../_ui/format';
import { EMPTY_TEST, TEST_FORM_LIMITS, testFormStrings } from '../../_ui/test-form';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/tests/new'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/tests/new',
    title: t('studio.tests.newTitle'),
    description: t('studio.tests.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** A new usability test: it starts in preview, where the team can try it before participants get the link. */
export default async function StudioNewTestPage({ params }: PageProps<'/[lang]/studio/tests/new'>) {
  await requireAdmin();
  const lang = await langFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'studio.tests' });
  return (
    <div className="page narrow">
      <p>
        <a href={localizedHref('/studio/tests', lang)}>{t('back')}</a>
      </p>
      <h1>{t('newTitle')}</h1>
      <TestForm
        action={createTestAction.bind(null, lang)}
        strings={testFormStrings(t, t('create'))}
        limits={TEST_FORM_LIMITS}
        locale={localeOf(lang)}
        initial={EMPTY_TEST}
      />
    </div>
  );
}

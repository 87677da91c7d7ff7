import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { randomQuestions, type ChosenFilters } from '@/lib/discussion';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, type Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { Loading } from '@/components/Loading';
import { QuestionList } from '@/components/discussion/QuestionList';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { filtersFromSearch } from '@/app/[lang]/_lib/discussion-params';

/** How many questions one visit of /random shows. */
const RANDOM_COUNT = 10;

export async function generateMetadata({ params }: PageProps<'/[lang]/random'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/random',
    title: t('discussion.randomTitle'),
    description: t('discussion.randomIntro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** /random: a fresh random set of questions at every visit, honouring the chosen filters. */
export default async function RandomPage({ params, searchParams }: PageProps<'/[lang]/random'>) {
  const lang = await langFromParams(params);
  const filters = filtersFromSearch(await searchParams);
  const t = await getTranslations({ locale: lang });
  return (
    <div className="page">
      <h1>{t('discussion.randomTitle')}</h1>
      <p className="lead">{t('discussion.randomIntro')}</p>
      <Suspense fallback={<Loading lang={lang} />}>
        <RandomQuestions lang={lang} filters={filters} />
      </Suspense>
      <p className="more-link">
        <a className="button secondary" href={localizedHref('/random', lang, filters)}>
          {t('discussion.moreRandom')}
        </a>
      </p>
    </div>
  );
}

async function RandomQuestions({ lang, filters }: { lang: Lang; filters: ChosenFilters }) {
  const questions = await randomQuestions({ lang, filters, count: RANDOM_COUNT });
  if (questions.length === 0) {
    const t = await getTranslations({ locale: lang });
    return <p className="note">{t('discussion.noQuestions')}</p>;
  }
  return <QuestionList questions={questions} lang={lang} />;
}

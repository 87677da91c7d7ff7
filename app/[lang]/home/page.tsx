import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { listQuestions, searchQuestions, SEARCH_QUERY_MAX_LENGTH, type ChosenFilters, type QuestionPage } from '@/lib/discussion';
import { sortOf } from '@/lib/discussion/filters';
import { parsePageParam } from '@/lib/content/catalogue';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, LANG_PARAM, type Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { Pagination } from '@/components/Pagination';
import { previewMarkdown, askAction, createGroupAction } from '@/app/[lang]/_lib/discussion-actions';
import { AskForm } from '@/components/discussion/AskForm';
import { StartGroupForm } from '@/components/discussion/StartGroupForm';
import { QuestionList } from '@/components/discussion/QuestionList';
import { ActiveFilters } from '@/components/discussion/ActiveFilters';
import { fillSlots, slot } from '@/components/Slot';
import { currentUser } from '../../session';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { filtersFromSearch } from '@/app/[lang]/_lib/discussion-params';

export async function generateMetadata({ params }: PageProps<'/[lang]/home'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({ lang, path: '/home', title: t('home.title'), description: t('discussion.feedIntro'), siteName: t('meta.siteName'), noindex: true });
}

/** The signed-in home screen (spec §2 "/home", and "/" when the stored login checks out): the question feed. */
export default async function HomePage({ params, searchParams }: PageProps<'/[lang]/home'>) {
  const lang = await langFromParams(params);
  const user = await currentUser();
  if (!user) redirect(localizedHref('/login', lang));
  const search = await searchParams;
  const page = parsePageParam(search.page);
  if (page === null) notFound();
  const q = typeof search.q === 'string' ? search.q.slice(0, SEARCH_QUERY_MAX_LENGTH).trim() : '';
  const filters = filtersFromSearch(search);
  // Loaded before anything is sent, not behind a Suspense boundary: a page past the last one must answer 404, and
  // once a streamed response has begun its status is 200.
  const result = q
    ? await searchQuestions({ lang, q, page, filters })
    : await listQuestions({ lang, filters, page, viewerId: user.id, scope: 'feed' });
  if (!result) notFound();
  const t = await getTranslations({ locale: lang });
  return (
    <div className="page">
      <section className="hero">
        <h1>{fillSlots(t(search.welcome === 'new' ? 'home.welcomeFirst' : 'home.welcome', { username: slot('username') }), { username: user.username })}</h1>
        {/* "newest first" only when the list is in that order. */}
        <p className="lead">{sortOf(filters) === 'newest' && !q ? t('discussion.feedIntro') : t('discussion.feedIntroAny')}</p>
      </section>
      {/* Asking is the page's primary action, so it comes first, not after twenty cards. The bar's "Ask a question"
          link opens it (`?ask`, to #ask). */}
      <details className="ask" id="ask" open={search.ask !== undefined}>
        <summary className="button primary">{t('discussion.ask')}</summary>
        <AskForm lang={lang} action={askAction.bind(null, lang)} renderPreview={previewMarkdown} />
      </details>
      <form className="catalogue-filters" action="/home" method="get" role="search">
        <input type="hidden" name={LANG_PARAM} value={lang} />
        {/* A search keeps the chosen filters: they narrow the results. */}
        {Object.entries(filters).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="field grow">
          <label htmlFor="question-search">{t('discussion.searchLabel')}</label>
          <input id="question-search" type="search" name="q" defaultValue={q} maxLength={SEARCH_QUERY_MAX_LENGTH} dir="auto" />
        </div>
        <div className="field actions">
          <button type="submit" className="button primary">
            {t('discussion.searchButton')}
          </button>
        </div>
      </form>
      <ActiveFilters lang={lang} path="/home" filters={filters} keep={{ q: q || undefined }} />
      <Feed lang={lang} result={result} q={q} filters={filters} />
      <details className="ask" id="start-group">
        <summary className="button secondary">{t('discussion.startGroup')}</summary>
        <StartGroupForm lang={lang} action={createGroupAction.bind(null, lang)} />
      </details>
    </div>
  );
}

async function Feed({ lang, result, q, filters }: { lang: Lang; result: QuestionPage; q: string; filters: ChosenFilters }) {
  const t = await getTranslations({ locale: lang });
  return (
    <section aria-labelledby="feed-title">
      <h2 id="feed-title">{q ? t('discussion.searchResults', { count: result.total }) : t('discussion.feedTitle')}</h2>
      {result.items.length === 0 ? <p className="note">{t('discussion.noQuestions')}</p> : <QuestionList questions={result.items} lang={lang} headingLevel="h3" />}
      <Pagination
        lang={lang}
        page={result.page}
        pages={result.pages}
        href={(n) => localizedHref('/home', lang, { ...filters, q: q || undefined, page: n === 1 ? undefined : n })}
      />
    </section>
  );
}

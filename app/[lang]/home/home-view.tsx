import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SEARCH_QUERY_MAX_LENGTH, type ChosenFilters, type QuestionPage } from '@/lib/discussion';
import { sortOf } from '@/lib/discussion/filters';
import { localizedHref } from '@/lib/i18n/routing';
import { LANG_PARAM, type Lang } from '@/lib/i18n/languages';
import { Pagination } from '@/components/Pagination';
import { previewMarkdown, askAction, createGroupAction } from '@/app/[lang]/_lib/discussion-actions';
import { AskForm } from '@/components/discussion/AskForm';
import { StartGroupForm } from '@/components/discussion/StartGroupForm';
import { QuestionList } from '@/components/discussion/QuestionList';
import { ActiveFilters } from '@/components/discussion/ActiveFilters';
import { fillSlots, slot } from '@/components/Slot';

/**
 * The signed-in home screen (/home, and / when the stored login checks out): the question feed, or the
 * results of a search. Rendered by the kept feed ([feed]/page.tsx, most visits) and per request (page.tsx: searches,
 * pages past the kept ones); `name` is the member's name, or what writes it in on a kept page.
 */
export async function HomeScreen(props: {
  lang: Lang;
  result: QuestionPage;
  filters: ChosenFilters;
  q: string;
  name: ReactNode;
  welcome: boolean;
  askOpen: boolean;
}) {
  const { lang, result, filters, q } = props;
  const t = await getTranslations({ locale: lang });
  return (
    <div className="page">
      <section className="hero">
        <h1>
          {fillSlots(t(props.welcome ? 'home.welcomeFirst' : 'home.welcome', { username: slot('username') }), {
            username: props.name,
          })}
        </h1>
        {/* "newest first" only when the list is in that order. */}
        <p className="lead">
          {sortOf(filters) === 'newest' && !q ? t('discussion.feedIntro') : t('discussion.feedIntroAny')}
        </p>
      </section>
      {/* Asking is the page's primary action, so it comes first, not after twenty cards. The bar's "Ask a question"
          link opens it (`?ask`, to #ask). */}
      <details className="ask" id="ask" open={props.askOpen}>
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
          <input
            id="question-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            dir="auto"
          />
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

async function Feed({
  lang,
  result,
  q,
  filters,
}: {
  lang: Lang;
  result: QuestionPage;
  q: string;
  filters: ChosenFilters;
}) {
  const t = await getTranslations({ locale: lang });
  return (
    <section aria-labelledby="feed-title">
      <h2 id="feed-title">{q ? t('discussion.searchResults', { count: result.total }) : t('discussion.feedTitle')}</h2>
      {result.items.length === 0 ? (
        <p className="note">{t('discussion.noQuestions')}</p>
      ) : (
        <QuestionList questions={result.items} lang={lang} headingLevel="h3" />
      )}
      <Pagination
        lang={lang}
        page={result.page}
        pages={result.pages}
        href={(n) => localizedHref('/home', lang, { ...filters, q: q || undefined, page: n === 1 ? undefined : n })}
      />
    </section>
  );
}

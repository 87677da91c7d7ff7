import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { FILTER_KEYS, filterList, SEARCH_QUERY_MAX_LENGTH, type ChosenFilters, type QuestionPage } from '@/lib/discussion';
import { sortOf } from '@/lib/discussion/filters';
import { localizedHref } from '@/lib/i18n/routing';
import { LANG_PARAM, type Lang } from '@/lib/i18n/languages';
import { Pagination } from '@/components/Pagination';
import { previewMarkdown, askAction, createGroupAction } from '@/app/[lang]/_lib/discussion-actions';
import { AskForm } from '@/components/discussion/AskForm';
import { StartGroupForm } from '@/components/discussion/StartGroupForm';
import { QuestionList } from '@/components/discussion/QuestionList';
import { fillSlots, slot } from '@/components/Slot';

/**
 * The signed-in home screen (spec §2 "/home", and "/" when the stored login checks out): the question feed, or the
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
  /** Rendered right after the greeting (the pre-paint script on a kept page, so the name is there in the first frame). */
  afterGreeting?: ReactNode;
}) {
  const { lang, result, filters, q } = props;
  const t = await getTranslations({ locale: lang });
  return (
    <div className="page">
      <section className="hero">
        <h1>{fillSlots(t(props.welcome ? 'home.welcomeFirst' : 'home.welcome', { username: slot('username') }), { username: props.name })}</h1>
        {props.afterGreeting}
        {/* "newest first" only when the list is in that order. */}
        <p className="lead">{sortOf(filters) === 'newest' && !q ? t('discussion.feedIntro') : t('discussion.feedIntroAny')}</p>
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
          <input id="question-search" type="search" name="q" defaultValue={q} maxLength={SEARCH_QUERY_MAX_LENGTH} dir="auto" />
        </div>
        <div className="field actions">
          <button type="submit" className="button primary">
            {t('discussion.searchButton')}
          </button>
        </div>
      </form>
      <ActiveFilters lang={lang} filters={filters} q={q} />
      <Feed lang={lang} result={result} q={q} filters={filters} />
      <details className="ask" id="start-group">
        <summary className="button secondary">{t('discussion.startGroup')}</summary>
        <StartGroupForm lang={lang} action={createGroupAction.bind(null, lang)} />
      </details>
    </div>
  );
}

/**
 * The list's sort and filters as chips, each a link to the same list without it, so the member sees what shapes the
 * list and can undo one choice at a time.
 */
async function ActiveFilters({ lang, filters, q }: { lang: Lang; filters: ChosenFilters; q: string }) {
  const chosen = FILTER_KEYS.filter((key) => filters[key] !== undefined);
  if (chosen.length === 0) return null;
  const t = await getTranslations({ locale: lang });
  const list = await filterList(lang);
  return (
    <ul className="active-filters" aria-label={t('discussion.activeFilters')}>
      {chosen.map((key) => {
        const filter = list.find((f) => f.key === key);
        const option = filter?.options.find((o) => o.value === filters[key]);
        const text = `${filter?.label ?? key}: ${option?.label ?? filters[key]}`;
        const { [key]: _removed, ...rest } = filters;
        return (
          <li key={key}>
            <a className="chip" href={localizedHref('/home', lang, { ...rest, q: q || undefined })} aria-label={t('discussion.removeFilter', { filter: text })}>
              <span dir="auto">{text}</span>
              <span aria-hidden="true">×</span>
            </a>
          </li>
        );
      })}
    </ul>
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

import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getGroup } from '@/lib/discussion';
import { parsePageParam } from '@/lib/content/catalogue';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, type Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { htmlToText } from '@/lib/seo/json-ld';
import { Prose } from '@/components/content/Prose';
import { Pagination } from '@/components/Pagination';
import { AskForm } from '@/components/discussion/AskForm';
import { ButtonForm } from '@/components/forms/ButtonForm';
import { QuestionList } from '@/components/discussion/QuestionList';
import { ActiveFilters } from '@/components/discussion/ActiveFilters';
import type { SortOption } from '@/lib/discussion';
import type { CategoryId } from '@/lib/db/schema';
import { filtersFromSearch } from '@/app/[lang]/_lib/discussion-params';
import { currentUser } from '../../../current-user';
import { previewMarkdown, askAction, membershipAction } from '@/app/[lang]/_lib/discussion-actions';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

/**
 * The group and one page of its questions as this request's member sees them, loaded once for metadata and page. The
 * name comes decoded from Next.js (`/group/%25` is `%`), and is not decoded again.
 */
const loadGroup = cache(async (groupname: string, lang: Lang, page: number, sort?: SortOption, category?: CategoryId) =>
  getGroup(groupname, {
    lang,
    viewerId: (await currentUser())?.id,
    page,
    filters: { sort, category },
  }),
);

/** The group page's own sort and category (the group is the page: a `group` parameter means nothing here). */
function groupFilters(search: Record<string, string | string[] | undefined>) {
  const { sort, category } = filtersFromSearch(search);
  return { sort, category };
}

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[lang]/group/[groupname]'>): Promise<Metadata> {
  const { lang, groupname } = await params;
  const search = await searchParams;
  const page = parsePageParam(search.page);
  if (!isLang(lang) || page === null) return {};
  const { sort, category } = groupFilters(search);
  const group = await loadGroup(groupname, lang, page, sort, category);
  if (!group) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/group/${group.slug}`,
    title: group.name,
    description: htmlToText(group.descriptionHtml).slice(0, 160),
    siteName: t('meta.siteName'),
  });
}

/** /group/{groupname}: description, member count, join/leave, the group's questions, ask in this group. */
export default async function GroupPage({ params, searchParams }: PageProps<'/[lang]/group/[groupname]'>) {
  const lang = await langFromParams(params);
  const { groupname } = await params;
  const search = await searchParams;
  const page = parsePageParam(search.page);
  if (page === null) notFound();
  const filters = groupFilters(search);
  const user = await currentUser();
  const group = await loadGroup(groupname, lang, page, filters.sort, filters.category);
  if (!group || !group.questions) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'discussion' });
  return (
    <div className="page">
      <h1 dir="auto">{group.name}</h1>
      <Prose html={group.descriptionHtml} lang={group.descriptionLang} />
      <div className="post-controls">
        <span className="score">{t('groupMembers', { count: group.memberCount })}</span>
        {user ? (
          <ButtonForm
            action={membershipAction.bind(null, lang, group.slug, !group.viewerIsMember)}
            label={group.viewerIsMember ? t('leave') : t('join')}
            className={group.viewerIsMember ? 'button secondary small' : 'button primary small'}
          />
        ) : (
          <a href={localizedHref('/login', lang)}>{t('signInToAsk')}</a>
        )}
      </div>
      {/* Asking is the page's primary action (as on /home): first, folded, not after a page of questions. */}
      {user ? (
        <details className="ask" id="ask-in-group" open={search.ask !== undefined}>
          <summary className="button primary">{t('askInGroup')}</summary>
          <AskForm lang={lang} group={group.slug} action={askAction.bind(null, lang)} renderPreview={previewMarkdown} />
        </details>
      ) : null}
      <section aria-labelledby="group-questions">
        <h2 id="group-questions">{t('groupQuestions')}</h2>
        {/* The filter panel sorts and narrows this list (components/nav/filters.ts filterScope); these undo it. */}
        <ActiveFilters lang={lang} path={`/group/${group.slug}`} filters={filters} />
        {group.questions.items.length === 0 ? (
          <p>{t('noQuestions')}</p>
        ) : (
          <QuestionList questions={group.questions.items} lang={lang} headingLevel="h3" />
        )}
        <Pagination
          lang={lang}
          page={group.questions.page}
          pages={group.questions.pages}
          href={(n) => localizedHref(`/group/${group.slug}`, lang, { ...filters, page: n === 1 ? undefined : n })}
        />
      </section>
    </div>
  );
}

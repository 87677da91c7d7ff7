import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ANSWER_SORTS, DEFAULT_ANSWER_SORT, getQuestion, questionFingerprint, type AnswerSort, type AnswerView } from '@/lib/discussion';
import { ANSWER_SORT_PARAM } from '@/lib/discussion/answer-sort';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, type Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { htmlToText, jsonLdScript, qaPageJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';
import { JsonLd } from '@/components/content/JsonLd';
import { Prose } from '@/components/content/Prose';
import { formatDate } from '@/components/content/format-date';
import { ActionForm } from '@/components/forms/ActionForm';
import { AnswerItem, PostControls, QuestionViewerProvider, type PostControlLabels } from '@/components/discussion/QuestionViewer';
import { fillSlots, slot } from '@/components/Slot';
import { answerAction, editAnswerAction, editQuestionAction, reportAction, voteAction } from '@/app/[lang]/_lib/discussion-actions';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { ANSWER_MAX_LENGTH } from '@/lib/discussion/limits';

/*
 * /question/{question}: the question, its answers (by votes, then time, or newest first), the answer form
 * and the actions. The page is the same for every reader and kept: rendered at its first request in each language
 * and answer order (page.tsx, newest/page.tsx; the proxy routes `?sort=`), and rendered again when a server action
 * changes what it shows (app/[lang]/_lib/revalidate-pages.ts). It therefore reads no session, no cookie and no query: the
 * member's side (votes, reports, own posts) comes from the API once loaded (components/discussion/QuestionViewer.tsx),
 * the answer form and the "sign in to answer" link are both here and the pre-paint hint shows one
 * (lib/auth/member-hint.ts).
 */

export type QuestionParams = PageProps<'/[lang]/question/[question]'>['params'];

/** The question, loaded once for the metadata and the page together. */
const loadQuestion = cache((slug: string, lang: Lang, answerSort: AnswerSort) => getQuestion(slug, { lang, answerSort }));

export async function questionMetadata(params: QuestionParams, answerSort: AnswerSort): Promise<Metadata> {
  const { lang, question: slug } = await params;
  if (!isLang(lang)) return {};
  const question = await loadQuestion(slug, lang, answerSort);
  if (!question) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    // Both orders are one page to search engines: the canonical address is the default order's.
    path: `/question/${slug}`,
    title: question.title,
    description: question.excerpt || question.title,
    siteName: t('meta.siteName'),
    type: 'article',
    publishedTime: question.createdAt.toISOString(),
  });
}

export async function QuestionPage({ params, answerSort }: { params: QuestionParams; answerSort: AnswerSort }) {
  const lang = await langFromParams(params);
  const { question: slug } = await params;
  const question = await loadQuestion(slug, lang, answerSort);
  if (!question) notFound();
  const t = await getTranslations({ locale: lang });
  const path = `/question/${slug}`;
  const labels: PostControlLabels = {
    upvote: t('discussion.upvote'),
    upvoted: t('discussion.upvoted'),
    report: t('discussion.report'),
    reported: t('discussion.reported'),
    reportReason: t('discussion.reportReason'),
    submitReport: t('discussion.submitReport'),
    edit: t('discussion.edit'),
    saveEdit: t('discussion.saveEdit'),
    titleLabel: t('discussion.titleLabel'),
    bodyLabel: t('discussion.bodyLabel'),
    bodyHint: t('discussion.bodyHint'),
    answerLabel: t('discussion.yourAnswer'),
  };
  const controls = { labels, vote: voteAction.bind(null, lang), report: reportAction.bind(null, lang) };
  // What this render shows: the member's side is asked for again when a change renders the page anew.
  const version = questionFingerprint(question);

  return (
    <QuestionViewerProvider slug={slug} version={version}>
      <article className="page reading">
        {question.isFallback ? (
          <p className="note" role="note">
            {t('discussion.fallbackNote', { language: t(`languageNames.${lang}`) })}
          </p>
        ) : null}
        <header className="article-header">
          <p className="eyebrow">
            {t(`categories.${question.category}`)}
            {question.group ? (
              <>
                {' · '}
                <a href={localizedHref(`/group/${question.group.slug}`, lang)} dir="auto">
                  {question.group.name}
                </a>
              </>
            ) : null}
          </p>
          <h1 lang={question.contentLang} dir="auto">
            {question.title}
          </h1>
          <PostMeta lang={lang} author={question.author.username} createdAt={question.createdAt} edited={question.edited} verb="askedBy" />
        </header>
        {question.bodyHtml ? <Prose html={question.bodyHtml} lang={question.contentLang} /> : null}
        <PostControls
          kind="question"
          id={question.id}
          scoreText={t('discussion.score', { count: question.score })}
          edit={editQuestionAction.bind(null, lang, slug)}
          {...controls}
        />

        <section className="answers" aria-labelledby="answers-title">
          <h2 id="answers-title">{t('discussion.answerCount', { count: question.answers.length })}</h2>
          {question.answers.some((answer) => answer.isFallback) ? (
            <p className="note" role="note">
              {t('discussion.answersFallbackNote', { language: t(`languageNames.${lang}`) })}
            </p>
          ) : null}
          {question.answers.length > 1 ? <AnswerSortLinks lang={lang} slug={slug} current={answerSort} /> : null}
          <ol className="answer-list">
            {question.answers.map((answer) => (
              <AnswerItem key={answer.id} id={answer.id} newLabel={t('discussion.newAnswer')}>
                <Answer lang={lang} slug={slug} answer={answer} controls={controls} />
              </AnswerItem>
            ))}
          </ol>
        </section>

        <section aria-labelledby="your-answer">
          <h2 id="your-answer">{t('discussion.yourAnswer')}</h2>
          {/* Both, for the pre-paint hint to choose: the page is the same for members and readers. */}
          <div className="member-only">
            <ActionForm
              idPrefix="answer"
              action={answerAction.bind(null, lang, slug)}
              submitLabel={t('discussion.submitAnswer')}
              pendingLabel={t('account.submitting')}
              fields={[
                { name: 'body', label: t('discussion.yourAnswer'), type: 'textarea', hint: t('discussion.answerHint'), rows: 6, maxLength: ANSWER_MAX_LENGTH },
              ]}
            />
          </div>
          <p className="signed-out-only">
            <a href={localizedHref('/login', lang)}>{t('discussion.signInToAnswer')}</a>
          </p>
        </section>
        <JsonLd
          json={jsonLdScript(
            qaPageJsonLd({
              path,
              lang,
              title: question.title,
              question: { text: htmlToText(question.bodyHtml), author: question.author.username, createdAt: question.createdAt, score: question.score },
              answers: question.answers.map((answer) => ({
                text: htmlToText(answer.bodyHtml),
                author: answer.author.username,
                createdAt: answer.createdAt,
                score: answer.score,
                url: `${absoluteUrl(path, lang)}#answer-${answer.id}`,
              })),
            }),
          )}
        />
      </article>
    </QuestionViewerProvider>
  );
}

async function PostMeta(props: { lang: Lang; author: string; createdAt: Date; edited: boolean; verb: 'askedBy' | 'answeredBy' }) {
  const t = await getTranslations({ locale: props.lang, namespace: 'discussion' });
  const author = <a href={localizedHref(`/user/${props.author}`, props.lang)}>{props.author}</a>;
  return (
    <p className="meta">
      {fillSlots(t(props.verb, { username: slot('username') }), { username: author })} ·{' '}
      <time dateTime={props.createdAt.toISOString()}>{formatDate(props.createdAt.toISOString().slice(0, 10), props.lang)}</time>
      {props.edited ? <> · {t('edited')}</> : null}
    </p>
  );
}

/** The answer order as two links (a page load each, so the order survives sharing the address). */
async function AnswerSortLinks({ lang, slug, current }: { lang: Lang; slug: string; current: AnswerSort }) {
  const t = await getTranslations({ locale: lang, namespace: 'discussion' });
  const label = { votes: t('answerSortVotes'), newest: t('answerSortNewest') } satisfies Record<AnswerSort, string>;
  return (
    <nav className="answer-sort" aria-label={t('answerSort')}>
      {ANSWER_SORTS.map((sort) => (
        <a
          key={sort}
          className="chip"
          href={localizedHref(`/question/${slug}`, lang, { [ANSWER_SORT_PARAM]: sort === DEFAULT_ANSWER_SORT ? undefined : sort })}
          aria-current={sort === current ? 'true' : undefined}
        >
          {label[sort]}
        </a>
      ))}
    </nav>
  );
}

async function Answer(props: {
  lang: Lang;
  slug: string;
  answer: AnswerView;
  controls: Pick<Parameters<typeof PostControls>[0], 'labels' | 'vote' | 'report'>;
}) {
  const { lang, slug, answer } = props;
  const t = await getTranslations({ locale: lang, namespace: 'discussion' });
  return (
    <>
      <PostMeta lang={lang} author={answer.author.username} createdAt={answer.createdAt} edited={answer.edited} verb="answeredBy" />
      <Prose html={answer.bodyHtml} lang={answer.contentLang} />
      <PostControls
        kind="answer"
        id={answer.id}
        scoreText={t('score', { count: answer.score })}
        edit={editAnswerAction.bind(null, lang, slug, answer.id)}
        {...props.controls}
      />
    </>
  );
}

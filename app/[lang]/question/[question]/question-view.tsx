import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import {
  ANSWER_SORTS,
  DEFAULT_ANSWER_SORT,
  getQuestion,
  questionFingerprint,
  type AnswerSort,
  type AnswerView,
} from '@/lib/discussion';
import { ANSWER_SORT_PARAM } from '@/lib/discussion/answer-sort';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, type Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { itemScope } from '@/lib/seo/microdata';
import { absoluteUrl } from '@/lib/seo/urls';
import { Prose } from '@/components/content/Prose';
import { formatDate } from '@/components/content/format-date';
import { ActionForm } from '@/components/forms/ActionForm';
import {
  AnswerItem,
  PostControls,
  QuestionViewerProvider,
  type AnswerEditAction,
  type PostControlLabels,
} from '@/components/discussion/QuestionViewer';
import { fillSlots, slot } from '@/components/Slot';
import { QuestionEyebrow } from '@/components/discussion/QuestionEyebrow';
import {
  answerAction,
  editAnswerAction,
  editQuestionAction,
  reportAction,
  voteAction,
} from '@/app/[lang]/_lib/discussion-actions';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { ANSWER_MAX_LENGTH } from '@/lib/discussion/limits';

/*
 * /question/{question}: the question, its answers (by votes, then time, or newest first), the answer form
 * and the actions. The page is the same for every reader and kept: rendered at its first request in each language
 * and answer order (page.tsx, newest/page.tsx; the proxy routes `?sort=`), and rendered again when a server action
 * changes what it shows (app/[lang]/_lib/revalidate-pages.ts). It therefore reads no session, no cookie and no query: the
 * member's side (votes, reports, own posts) comes from the API once loaded (components/discussion/QuestionViewer.tsx),
 * the answer form and the "sign in to answer" link are both here and the pre-paint hint shows one
 * (lib/auth/member-hint.ts). Search engines read it as a schema.org QAPage, from microdata on the elements that show
 * each value (lib/seo/microdata.ts).
 */

export type QuestionParams = PageProps<'/[lang]/question/[question]'>['params'];

/** The question, loaded once for the metadata and the page together. */
const loadQuestion = cache((slug: string, lang: Lang, answerSort: AnswerSort) =>
  getQuestion(slug, { lang, answerSort }),
);

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
  // The canonical address (the default order's): the question's `url`.
  const canonical = absoluteUrl(`/question/${slug}`, lang);
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
  // Bound once for the page, each the same reference in every answer's controls: React's payload then carries each
  // action once, not once per answer.
  const controls = { labels, vote: voteAction.bind(null, lang), report: reportAction.bind(null, lang) };
  const editAnswer = editAnswerAction.bind(null, lang);
  // What this render shows: the member's side is asked for again when a change renders the page anew.
  const version = questionFingerprint(question);

  return (
    <QuestionViewerProvider slug={slug} version={version}>
      <article className="page reading" {...itemScope('QAPage')}>
        <div {...itemScope('Question', 'mainEntity')}>
          <link itemProp="url" href={canonical} />
          <meta itemProp="answerCount" content={String(question.answers.length)} />
          <meta itemProp="upvoteCount" content={String(question.score)} />
          {question.isFallback ? (
            <p className="note" role="note">
              {t('discussion.fallbackNote', { language: t(`languageNames.${lang}`) })}
            </p>
          ) : null}
          <header className="article-header">
            <QuestionEyebrow question={question} lang={lang} />
            <h1 lang={question.contentLang} dir="auto" itemProp="name">
              {question.title}
            </h1>
            <PostMeta
              lang={lang}
              author={question.author.username}
              createdAt={question.createdAt}
              edited={question.edited}
              verb="askedBy"
            />
          </header>
          {/* A question without a body is its title: the structured data's `text` is required. */}
          {question.bodyHtml ? (
            <Prose html={question.bodyHtml} lang={question.contentLang} itemProp="text" />
          ) : (
            <meta itemProp="text" content={question.title} />
          )}
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
                  <Answer
                    lang={lang}
                    answer={answer}
                    url={`#answer-${answer.id}`}
                    controls={controls}
                    edit={editAnswer}
                  />
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
                  {
                    name: 'body',
                    label: t('discussion.yourAnswer'),
                    type: 'textarea',
                    hint: t('discussion.answerHint'),
                    rows: 6,
                    maxLength: ANSWER_MAX_LENGTH,
                  },
                ]}
              />
            </div>
            <p className="signed-out-only">
              <a href={localizedHref('/login', lang)}>{t('discussion.signInToAnswer')}</a>
            </p>
          </section>
        </div>
      </article>
    </QuestionViewerProvider>
  );
}

async function PostMeta(props: {
  lang: Lang;
  author: string;
  createdAt: Date;
  edited: boolean;
  verb: 'askedBy' | 'answeredBy';
}) {
  const t = await getTranslations({ locale: props.lang, namespace: 'discussion' });
  const author = (
    <span {...itemScope('Person', 'author')}>
      <a href={localizedHref(`/user/${props.author}`, props.lang)} itemProp="url">
        <span itemProp="name">{props.author}</span>
      </a>
    </span>
  );
  return (
    <p className="meta">
      {fillSlots(t(props.verb, { username: slot('username') }), { username: author })} ·{' '}
      <time dateTime={props.createdAt.toISOString()} itemProp="dateCreated">
        {formatDate(props.createdAt.toISOString().slice(0, 10), props.lang)}
      </time>
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
          href={localizedHref(`/question/${slug}`, lang, {
            [ANSWER_SORT_PARAM]: sort === DEFAULT_ANSWER_SORT ? undefined : sort,
          })}
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
  answer: AnswerView;
  /** The answer's own address: its fragment, which microdata resolves against the page's address. */
  url: string;
  controls: Pick<Parameters<typeof PostControls>[0], 'labels' | 'vote' | 'report'>;
  edit: AnswerEditAction;
}) {
  const { lang, answer } = props;
  const t = await getTranslations({ locale: lang, namespace: 'discussion' });
  return (
    <>
      <link itemProp="url" href={props.url} />
      <meta itemProp="upvoteCount" content={String(answer.score)} />
      <PostMeta
        lang={lang}
        author={answer.author.username}
        createdAt={answer.createdAt}
        edited={answer.edited}
        verb="answeredBy"
      />
      <Prose html={answer.bodyHtml} lang={answer.contentLang} itemProp="text" />
      <PostControls
        kind="answer"
        id={answer.id}
        scoreText={t('score', { count: answer.score })}
        edit={props.edit}
        {...props.controls}
      />
    </>
  );
}

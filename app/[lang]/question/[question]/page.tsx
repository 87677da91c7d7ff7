import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ANSWER_SORTS, DEFAULT_ANSWER_SORT, getQuestion, isAnswerSort, type AnswerSort, type AnswerView, type QuestionDetail } from '@/lib/discussion';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, type Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { htmlToText, jsonLdScript, qaPageJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';
import { JsonLd } from '@/components/content/JsonLd';
import { Prose } from '@/components/content/Prose';
import { formatDate } from '@/components/content/format-date';
import { ActionForm } from '@/components/forms/ActionForm';
import { ButtonForm } from '@/components/forms/ButtonForm';
import { fillSlots, slot } from '@/components/Slot';
import { currentUser } from '../../../session';
import { answerAction, editAnswerAction, editQuestionAction, reportAction, voteAction } from '@/app/[lang]/_lib/discussion-actions';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { ANSWER_MAX_LENGTH, QUESTION_BODY_MAX_LENGTH, REPORT_REASON_MAX_LENGTH, TITLE_MAX_LENGTH } from '@/lib/discussion/limits';


/** The question as this request's member sees it, loaded once for the metadata and the page together. */
const loadQuestion = cache(async (slug: string, lang: Lang, answerSort: AnswerSort = DEFAULT_ANSWER_SORT) =>
  getQuestion(slug, { lang, viewerId: (await currentUser())?.id, answerSort }),
);

export async function generateMetadata({ params }: PageProps<'/[lang]/question/[question]'>): Promise<Metadata> {
  const { lang, question: slug } = await params;
  if (!isLang(lang)) return {};
  const question = await loadQuestion(slug, lang);
  if (!question) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/question/${slug}`,
    title: question.title,
    description: question.excerpt || question.title,
    siteName: t('meta.siteName'),
    type: 'article',
    publishedTime: question.createdAt.toISOString(),
  });
}

/** Spec §2 "/question/{question}": the question, its answers (by votes, then time), the answer form and actions. */
export default async function QuestionPage({ params, searchParams }: PageProps<'/[lang]/question/[question]'>) {
  const lang = await langFromParams(params);
  const { question: slug } = await params;
  const search = await searchParams;
  const answerSort = isAnswerSort(search.sort) ? search.sort : DEFAULT_ANSWER_SORT;
  // The answer the member has just written (the answer and edit actions send them here with `new`).
  const newAnswerId = typeof search.new === 'string' ? search.new : undefined;
  const user = await currentUser();
  const question = await loadQuestion(slug, lang, answerSort);
  if (!question) notFound();
  const t = await getTranslations({ locale: lang });
  const path = `/question/${slug}`;

  return (
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
        lang={lang}
        slug={slug}
        kind="question"
        id={question.id}
        score={question.score}
        viewerVote={question.viewerVote}
        viewerReported={question.viewerReported}
        signedIn={Boolean(user)}
        own={question.canEdit}
      />
      {question.canEdit ? <EditQuestion lang={lang} question={question} /> : null}

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
            <Answer key={answer.id} lang={lang} slug={slug} answer={answer} signedIn={Boolean(user)} isNew={answer.id === newAnswerId} />
          ))}
        </ol>
      </section>

      <section aria-labelledby="your-answer">
        <h2 id="your-answer">{t('discussion.yourAnswer')}</h2>
        {user ? (
          <ActionForm
            idPrefix="answer"
            action={answerAction.bind(null, lang, slug)}
            submitLabel={t('discussion.submitAnswer')}
            pendingLabel={t('account.submitting')}
            fields={[{ name: 'body', label: t('discussion.yourAnswer'), type: 'textarea', hint: t('discussion.answerHint'), rows: 6, maxLength: ANSWER_MAX_LENGTH }]}
          />
        ) : (
          <p>
            <a href={localizedHref('/login', lang)}>{t('discussion.signInToAnswer')}</a>
          </p>
        )}
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
  );
}

async function PostMeta(props: { lang: Lang; author: string; createdAt: Date; edited: boolean; verb: 'askedBy' | 'answeredBy' }) {
  const t = await getTranslations({ locale: props.lang, namespace: 'discussion' });
  const author = <a href={localizedHref(`/user/${props.author}`, props.lang)}>{props.author}</a>;
  return (
    <p className="meta">
      {fillSlots(t(props.verb, { username: slot('username') }), { username: author })} · <time dateTime={props.createdAt.toISOString()}>{formatDate(props.createdAt.toISOString().slice(0, 10), props.lang)}</time>
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
          href={localizedHref(`/question/${slug}`, lang, { sort: sort === DEFAULT_ANSWER_SORT ? undefined : sort })}
          aria-current={sort === current ? 'true' : undefined}
        >
          {label[sort]}
        </a>
      ))}
    </nav>
  );
}

async function PostControls(props: {
  lang: Lang;
  slug: string;
  kind: 'question' | 'answer';
  id: string;
  score: number;
  viewerVote: boolean;
  /** The viewer reported it already: the confirmation stands where the report form was. */
  viewerReported: boolean;
  signedIn: boolean;
  /** The viewer wrote it: no vote or report button. */
  own: boolean;
}) {
  const t = await getTranslations({ locale: props.lang, namespace: 'discussion' });
  return (
    <div className="post-controls">
      <span className="score">{t('score', { count: props.score })}</span>
      {/* Members vote and report on others' posts, never on their own (the server refuses such a vote anyway). */}
      {props.signedIn && !props.own ? (
        <>
          {/* Pressed again, the button takes the upvote back. */}
          <ButtonForm
            action={voteAction.bind(null, props.lang, props.kind, props.id, !props.viewerVote)}
            label={props.viewerVote ? t('upvoted') : t('upvote')}
            pressed={props.viewerVote}
          />
          {props.viewerReported ? (
            <p className="meta reported" role="status">
              {t('reported')}
            </p>
          ) : (
            <details className="report">
              <summary>{t('report')}</summary>
              <ActionForm
                idPrefix={`report-${props.kind}-${props.id}`}
                action={reportAction.bind(null, props.lang, props.kind, props.id)}
                submitLabel={t('submitReport')}
                pendingLabel={t('submitReport')}
                fields={[{ name: 'reason', label: t('reportReason'), type: 'textarea', rows: 3, maxLength: REPORT_REASON_MAX_LENGTH }]}
              />
            </details>
          )}
        </>
      ) : null}
    </div>
  );
}

async function EditQuestion({ lang, question }: { lang: Lang; question: QuestionDetail }) {
  const t = await getTranslations({ locale: lang, namespace: 'discussion' });
  return (
    <details className="edit">
      <summary>{t('edit')}</summary>
      <ActionForm
        idPrefix="edit-question"
        action={editQuestionAction.bind(null, lang, question.slug)}
        submitLabel={t('saveEdit')}
        pendingLabel={t('saveEdit')}
        fields={[
          { name: 'title', label: t('titleLabel'), type: 'text', defaultValue: question.editable?.title, maxLength: TITLE_MAX_LENGTH },
          { name: 'body', label: t('bodyLabel'), type: 'textarea', defaultValue: question.editable?.body, required: false, hint: t('bodyHint'), maxLength: QUESTION_BODY_MAX_LENGTH },
        ]}
      />
    </details>
  );
}

async function Answer({ lang, slug, answer, signedIn, isNew }: { lang: Lang; slug: string; answer: AnswerView; signedIn: boolean; isNew: boolean }) {
  const t = await getTranslations({ locale: lang, namespace: 'discussion' });
  return (
    <li className={isNew ? 'answer new-answer' : 'answer'} id={`answer-${answer.id}`} aria-label={isNew ? t('newAnswer') : undefined}>
      <PostMeta lang={lang} author={answer.author.username} createdAt={answer.createdAt} edited={answer.edited} verb="answeredBy" />
      <Prose html={answer.bodyHtml} lang={answer.contentLang} />
      <PostControls
        lang={lang}
        slug={slug}
        kind="answer"
        id={answer.id}
        score={answer.score}
        viewerVote={answer.viewerVote}
        viewerReported={answer.viewerReported}
        signedIn={signedIn}
        own={answer.canEdit}
      />
      {answer.canEdit ? (
        <details className="edit">
          <summary>{t('edit')}</summary>
          <ActionForm
            idPrefix={`edit-answer-${answer.id}`}
            action={editAnswerAction.bind(null, lang, slug, answer.id)}
            submitLabel={t('saveEdit')}
            pendingLabel={t('saveEdit')}
            fields={[{ name: 'body', label: t('yourAnswer'), type: 'textarea', defaultValue: answer.bodyMarkdown, maxLength: ANSWER_MAX_LENGTH }]}
          />
        </details>
      ) : null}
    </li>
  );
}

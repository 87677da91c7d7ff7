import { getTranslations } from 'next-intl/server';
import type { QuestionSummary } from '@/lib/discussion';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';
import { formatDate } from '@/components/content/format-date';
import { QuestionEyebrow } from './QuestionEyebrow';

/** Question cards: title (in the language it is written in), excerpt, author, group, votes, answers, date. */
export async function QuestionList({
  questions,
  lang,
  headingLevel = 'h2',
}: {
  questions: QuestionSummary[];
  lang: Lang;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = await getTranslations({ locale: lang });
  const Heading = headingLevel;
  return (
    <ul className="cards questions">
      {questions.map((question) => (
        <li key={question.id} className="card">
          <QuestionEyebrow question={question} lang={lang} />
          <Heading className="card-title" lang={question.contentLang} dir="auto">
            <a href={localizedHref(`/question/${question.slug}`, lang)}>{question.title}</a>
          </Heading>
          {question.excerpt ? (
            <p className="card-text" lang={question.contentLang} dir="auto">
              {question.excerpt}
            </p>
          ) : null}
          <p className="meta">
            <a href={localizedHref(`/user/${question.author.username}`, lang)} dir="auto">
              {question.author.username}
            </a>
            {' · '}
            <time dateTime={question.createdAt.toISOString()}>
              {formatDate(question.createdAt.toISOString().slice(0, 10), lang)}
            </time>
            {' · '}
            {t('discussion.score', { count: question.score })}
            {' · '}
            {t('discussion.answerCount', { count: question.answerCount })}
          </p>
        </li>
      ))}
    </ul>
  );
}

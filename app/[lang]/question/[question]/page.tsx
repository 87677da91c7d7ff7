import type { Metadata } from 'next';
import { DEFAULT_ANSWER_SORT } from '@/lib/discussion/answer-sort';
import { QuestionPage, questionMetadata } from './question-view';

// Kept: rendered at the first request for each question and language, then served from the cache until a server
// action that changes it says so (question-view.tsx). No question is rendered at build time (the build never opens
// the database), and every slug may be asked for: an unknown one renders the not-found screen.
export const dynamicParams = true;
export function generateStaticParams(): { question: string }[] {
  return [];
}

export function generateMetadata({ params }: PageProps<'/[lang]/question/[question]'>): Promise<Metadata> {
  return questionMetadata(params, DEFAULT_ANSWER_SORT);
}

/** The question with its answers best first (the default order). */
export default function DefaultOrderQuestionPage({ params }: PageProps<'/[lang]/question/[question]'>) {
  return <QuestionPage params={params} answerSort={DEFAULT_ANSWER_SORT} />;
}

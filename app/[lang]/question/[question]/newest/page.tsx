import type { Metadata } from 'next';
import { QuestionPage, questionMetadata } from '../question-view';

// The same question page with its answers newest first: `/question/{slug}?sort=newest`, which the proxy routes here
// (lib/routes/pages.ts), kept apart from the default order because a kept page is one per path.
export const dynamicParams = true;
export function generateStaticParams(): { question: string }[] {
  return [];
}

export function generateMetadata({ params }: PageProps<'/[lang]/question/[question]/newest'>): Promise<Metadata> {
  return questionMetadata(params, 'newest');
}

export default function NewestFirstQuestionPage({ params }: PageProps<'/[lang]/question/[question]/newest'>) {
  return <QuestionPage params={params} answerSort="newest" />;
}

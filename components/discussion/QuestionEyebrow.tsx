import { getTranslations } from 'next-intl/server';
import type { QuestionSummary } from '@/lib/discussion';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';

/** The line above a question's title, on its card and its page: its category, and its group as a link when it has one. */
export async function QuestionEyebrow({
  question,
  lang,
}: {
  question: Pick<QuestionSummary, 'category' | 'group'>;
  lang: Lang;
}) {
  const t = await getTranslations({ locale: lang });
  return (
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
  );
}

import { getTranslations } from 'next-intl/server';
import { filterList } from '@/lib/discussion';
import { CATEGORIES, categoryId } from '@/lib/content/categories';
import { LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { ActionForm } from '@/components/forms/ActionForm';
import type { FormState } from '@/components/forms/form-state';
import type { RenderPreview } from '@/components/forms/MarkdownPreview';
import { QUESTION_BODY_MAX_LENGTH, TITLE_MAX_LENGTH } from '@/lib/discussion/limits';

/**
 * The ask-a-question form: title, markdown body, one of the 22 categories, optionally a group, the language. `action`
 * is the page's server action (app/[lang]/_lib/discussion-actions.ts `askAction` bound to the language).
 */
export async function AskForm({
  lang,
  group,
  action,
  renderPreview,
}: {
  lang: Lang;
  group?: string;
  action: (state: FormState, form: FormData) => Promise<FormState>;
  /** The server's sanitizing markdown renderer (app/[lang]/_lib/discussion-actions.ts `previewMarkdown`). */
  renderPreview: RenderPreview;
}) {
  const t = await getTranslations({ locale: lang });
  const groups = (await filterList(lang)).find((filter) => filter.key === 'group')?.options ?? [];
  const writtenIn = lang === 'original' ? 'en' : lang;
  return (
    <ActionForm
      idPrefix="ask"
      action={action}
      submitLabel={t('discussion.submitAsk')}
      pendingLabel={t('account.submitting')}
      fields={[
        { name: 'title', label: t('discussion.titleLabel'), type: 'text', maxLength: TITLE_MAX_LENGTH },
        {
          name: 'body',
          label: t('discussion.bodyLabel'),
          type: 'textarea',
          hint: t('discussion.bodyHint'),
          required: false,
          rows: 5,
          maxLength: QUESTION_BODY_MAX_LENGTH,
          preview: {
            render: renderPreview,
            labels: {
              show: t('discussion.preview'),
              title: t('discussion.previewTitle'),
              empty: t('discussion.previewEmpty'),
            },
          },
        },
        {
          name: 'category',
          label: t('discussion.categoryLabel'),
          type: 'select',
          options: CATEGORIES.map((c) => ({ value: categoryId(c), label: t(`categories.${categoryId(c)}`) })),
        },
        {
          name: 'group',
          label: t('discussion.groupLabel'),
          type: 'select',
          defaultValue: group ?? '',
          options: [{ value: '', label: t('discussion.noGroup') }, ...groups],
        },
        {
          name: 'language',
          label: t('discussion.languageLabel'),
          type: 'select',
          defaultValue: writtenIn,
          options: LANGUAGES.filter((l) => l.frontend_code !== 'original').map((l) => ({
            value: l.frontend_code,
            label: l.endonym,
          })),
        },
      ]}
    />
  );
}

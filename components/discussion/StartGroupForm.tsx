import { getTranslations } from 'next-intl/server';
import { GROUP_DESCRIPTION_MAX_LENGTH, GROUP_NAME_MAX_LENGTH } from '@/lib/discussion';
import { LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { ActionForm } from '@/components/forms/ActionForm';
import type { FormState } from '@/components/forms/form-state';

/** Start a group: a name, a markdown description and the language it is written in; the creator joins it. */
export async function StartGroupForm({
  lang,
  action,
}: {
  lang: Lang;
  action: (state: FormState, form: FormData) => Promise<FormState>;
}) {
  const t = await getTranslations({ locale: lang });
  return (
    <ActionForm
      idPrefix="group"
      action={action}
      submitLabel={t('discussion.submitGroup')}
      pendingLabel={t('account.submitting')}
      fields={[
        { name: 'name', label: t('discussion.groupNameLabel'), type: 'text', maxLength: GROUP_NAME_MAX_LENGTH },
        {
          name: 'description',
          label: t('discussion.groupDescriptionLabel'),
          type: 'textarea',
          hint: t('discussion.answerHint'),
          rows: 4,
          maxLength: GROUP_DESCRIPTION_MAX_LENGTH,
        },
        {
          name: 'language',
          label: t('discussion.languageLabel'),
          type: 'select',
          defaultValue: lang === 'original' ? 'en' : lang,
          options: LANGUAGES.filter((l) => l.frontend_code !== 'original').map((l) => ({
            value: l.frontend_code,
            label: l.endonym,
          })),
        },
      ]}
    />
  );
}

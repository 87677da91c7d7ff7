import type { getTranslations } from 'next-intl/server';
import type { FieldSpec } from '@/components/forms/ActionForm';
import { isolate } from '@/lib/i18n/bidi';
import { FLAG_FILTER_TYPES, FLAG_OPERATORS } from '@/lib/recordings/flag-rules';
import { FLAG_DESCRIPTION_MAX_LENGTH, FLAG_KEY_MAX_LENGTH, FLAG_PAYLOAD_MAX_LENGTH } from '@/lib/studio/flags';

type T = Awaited<ReturnType<typeof getTranslations<'studio.flags'>>>;

/** The flag form's fields (create and edit share them), filled with `values` when editing. */
export function flagFields(t: T, values: Record<string, string> = {}): FieldSpec[] {
  return [
    {
      name: 'key',
      label: t('key'),
      type: 'text',
      hint: t('keyHint'),
      maxLength: FLAG_KEY_MAX_LENGTH,
      defaultValue: values.key,
    },
    {
      name: 'description',
      label: t('description'),
      type: 'text',
      required: false,
      maxLength: FLAG_DESCRIPTION_MAX_LENGTH,
      defaultValue: values.description,
    },
    {
      name: 'type',
      label: t('type'),
      type: 'select',
      options: [
        { value: 'boolean', label: t('typeBoolean') },
        { value: 'multi', label: t('typeMulti') },
      ],
      defaultValue: values.type ?? 'boolean',
    },
    {
      name: 'persist',
      label: t('persist'),
      type: 'select',
      hint: t('persistHint'),
      options: [
        { value: 'no', label: t('no') },
        { value: 'yes', label: t('yes') },
      ],
      defaultValue: values.persist ?? 'no',
    },
    {
      name: 'rollout',
      label: t('rollout'),
      type: 'text',
      hint: t('rolloutHint'),
      maxLength: 3,
      defaultValue: values.rollout ?? '100',
    },
    {
      name: 'variants',
      label: t('variants'),
      type: 'textarea',
      hint: t('variantsHint'),
      required: false,
      rows: 3,
      defaultValue: values.variants,
    },
    {
      name: 'conditions',
      label: t('conditions'),
      type: 'textarea',
      hint: t('conditionsHint', {
        types: isolate(FLAG_FILTER_TYPES.join(', ')),
        operators: isolate(FLAG_OPERATORS.join(', ')),
      }),
      required: false,
      rows: 4,
      defaultValue: values.conditions,
    },
    {
      name: 'payload',
      label: t('payload'),
      type: 'textarea',
      required: false,
      rows: 2,
      maxLength: FLAG_PAYLOAD_MAX_LENGTH,
      defaultValue: values.payload,
    },
  ];
}

import type { getTranslations } from 'next-intl/server';
import type { FieldSpec } from '@/components/forms/ActionForm';
import { isolate } from '@/lib/i18n/bidi';
import {
  CONDITION_FILTER_TYPES,
  CONDITION_NAME_MAX_LENGTH,
  CONDITION_OPERATORS,
  FETCH_FILTER_TYPES,
} from '@/lib/studio/conditions';

type T = Awaited<ReturnType<typeof getTranslations<'studio.conditions'>>>;

/** The start condition form's fields (create and edit share them), filled with `values` when editing. */
export function conditionFields(t: T, values: Record<string, string> = {}): FieldSpec[] {
  return [
    { name: 'name', label: t('name'), type: 'text', maxLength: CONDITION_NAME_MAX_LENGTH, defaultValue: values.name },
    {
      name: 'captureRate',
      label: t('captureRate'),
      type: 'text',
      hint: t('captureRateHint'),
      maxLength: 3,
      defaultValue: values.captureRate ?? '100',
    },
    {
      name: 'filters',
      label: t('filters'),
      type: 'textarea',
      rows: 4,
      hint: t('filtersHint', {
        types: isolate(`${CONDITION_FILTER_TYPES.join(', ')} (fetch: ${FETCH_FILTER_TYPES.join(', ')})`),
        operators: isolate(CONDITION_OPERATORS.join(', ')),
      }),
      defaultValue: values.filters,
    },
  ];
}

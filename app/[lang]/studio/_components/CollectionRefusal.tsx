import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/languages';
import {
  COLLECTION_ITEMS_MAX,
  COLLECTION_NAME_MAX_LENGTH,
  COLLECTIONS_PER_PROJECT_MAX,
} from '@/lib/studio/collections';

/** Why the last change to a collection was refused (a page's `collectionRefused`: the failure's code), or nothing. */
export async function CollectionRefusal({ lang, code }: { lang: Lang; code: unknown }) {
  if (typeof code !== 'string' || !code) return null;
  const t = await getTranslations({ locale: lang, namespace: 'studio.collections.refused' });
  const text =
    code === 'taken'
      ? t('taken')
      : code === 'not_found'
        ? t('not_found')
        : code === 'limited'
          ? t('limited', { max: Math.min(COLLECTIONS_PER_PROJECT_MAX, COLLECTION_ITEMS_MAX) })
          : t('invalid', { max: COLLECTION_NAME_MAX_LENGTH });
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}

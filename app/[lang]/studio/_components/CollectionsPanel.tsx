import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/languages';
import { localizedHref } from '@/lib/i18n/routing';
import { COLLECTION_NAME_MAX_LENGTH } from '@/lib/studio/collections';
import { addToCollectionAction } from '@/app/[lang]/_lib/collection-actions';
import { formatDateTime } from '../_ui/format';
import { CollectionRefusal } from './CollectionRefusal';

/**
 * A replay's collections: those it is in (each opening the collection), and the form that adds it, or the moment the
 * page was opened at, to one of the project's collections or to a new one.
 */
export async function CollectionsPanel({
  lang,
  sessionId,
  startAt,
  memberOf,
  collections,
  refused,
}: {
  lang: Lang;
  sessionId: string;
  /** The moment the page was opened at (`?t=`), which the form offers to add instead of the whole session. */
  startAt?: number;
  memberOf: { collectionId: number; name: string; itemId: number; at: number | null }[];
  collections: { id: number; name: string }[];
  refused: unknown;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'studio.collections' });
  return (
    <section className="replay-share" aria-labelledby="replay-collections-heading">
      <h2 id="replay-collections-heading">{t('inCollections')}</h2>
      {memberOf.length > 0 ? (
        <ul>
          {memberOf.map((entry) => (
            <li key={entry.itemId}>
              <a href={localizedHref(`/studio/collections/${entry.collectionId}`, lang)} dir="auto">
                {entry.name}
              </a>
              {' · '}
              {entry.at === null ? t('wholeSession') : formatDateTime(lang, new Date(entry.at))}
            </li>
          ))}
        </ul>
      ) : null}
      <CollectionRefusal lang={lang} code={refused} />
      <form action={addToCollectionAction.bind(null, lang, sessionId)} className="replay-share-form">
        <fieldset>
          <legend>{t('addTo')}</legend>
          {collections.length > 0 ? (
            <label>
              {t('collection')}{' '}
              <select name="collectionId">
                {collections.map((collection) => (
                  <option key={collection.id} value={collection.id}>
                    {collection.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}{' '}
          <label>
            {t('orNew')}{' '}
            <input name="name" maxLength={COLLECTION_NAME_MAX_LENGTH} dir="auto" required={collections.length === 0} />
          </label>{' '}
          {startAt !== undefined ? (
            <label>
              <input type="checkbox" name="at" value={startAt} />{' '}
              {t('atMoment', { time: formatDateTime(lang, new Date(startAt)) })}
            </label>
          ) : null}{' '}
          <button type="submit" className="button small">
            {t('add')}
          </button>
        </fieldset>
      </form>
    </section>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isolate } from '@/lib/i18n/bidi';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { AppError } from '@/lib/errors';
import { collectionById } from '@/lib/studio/collections';
import { studioProject } from '@/lib/studio/project';
import { StudioTable } from '@/components/studio/StudioTable';
import { ConfirmDelete } from '@/components/studio/ConfirmDelete';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import {
  deleteCollectionAction,
  moveCollectionItemAction,
  removeFromCollectionAction,
} from '@/app/[lang]/_lib/collection-actions';
import { formatDateTime } from '../../_ui/format';

// Typed by hand: the route types Next.js generates (PageProps) are written by a build, and this page is newer.
type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/studio/collections/${id}`,
    title: t('studio.collections.title'),
    description: t('studio.collections.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * One collection: its sessions and moments in the order to watch them, each opening its replay (at its moment), moved
 * up or down or removed; and the collection deleted (never its sessions).
 */
export default async function StudioCollectionPage({ params }: Props) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const collection = await collectionById(viewer, (await studioProject()).id, Number(id)).catch((error: unknown) => {
    if (error instanceof AppError && error.failure.code === 'not_found') notFound();
    throw error;
  });
  const t = await getTranslations({ locale: lang, namespace: 'studio.collections' });
  const last = collection.items.length - 1;
  return (
    <div className="page wide">
      <p>
        <a href={localizedHref('/studio/collections', lang)}>{t('back')}</a>
      </p>
      <h1 dir="auto">{collection.name}</h1>
      <StudioTable
        rows={collection.items}
        rowKey={(item) => item.id}
        empty={t('empty')}
        columns={[
          {
            key: 'session',
            header: t('session'),
            cell: (item) => (
              <a
                href={localizedHref(
                  `/studio/sessions/${item.sessionId}`,
                  lang,
                  item.at === null ? undefined : { t: item.at },
                )}
                data-collection-item={item.id}
              >
                {item.session.verifiedUserId ?? item.session.userId ?? formatDateTime(lang, item.session.startedAt)}
                {' · '}
                {isolate(item.session.browser || '?')}
              </a>
            ),
          },
          {
            key: 'moment',
            header: t('moment'),
            cell: (item) => (item.at === null ? t('wholeSession') : formatDateTime(lang, new Date(item.at))),
          },
          { key: 'addedBy', header: t('addedBy'), dir: 'auto', cell: (item) => item.addedBy },
          {
            key: 'actions',
            header: t('session'),
            headerHidden: true,
            cell: (item) => {
              const index = collection.items.indexOf(item);
              return (
                <span className="row-actions">
                  {/* The first cannot move up nor the last down: those buttons are not there at all. */}
                  {index > 0 ? (
                    <form action={moveCollectionItemAction.bind(null, lang, collection.id, item.id, 'up')}>
                      <button type="submit" className="button secondary small">
                        {t('moveUp')}
                      </button>
                    </form>
                  ) : null}
                  {index < last ? (
                    <form action={moveCollectionItemAction.bind(null, lang, collection.id, item.id, 'down')}>
                      <button type="submit" className="button secondary small">
                        {t('moveDown')}
                      </button>
                    </form>
                  ) : null}
                  <form action={removeFromCollectionAction.bind(null, lang, collection.id, item.id)}>
                    <button type="submit" className="button secondary small">
                      {t('remove')}
                    </button>
                  </form>
                </span>
              );
            },
          },
        ]}
      />
      <div className="replay-erase">
        <ConfirmDelete
          action={deleteCollectionAction.bind(null, lang, collection.id)}
          label={t('delete')}
          question={t('deleteQuestion')}
          confirm={t('confirmDelete')}
          cancel={t('cancel')}
        />
      </div>
    </div>
  );
}

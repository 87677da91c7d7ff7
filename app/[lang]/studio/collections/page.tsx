import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { COLLECTION_NAME_MAX_LENGTH, listCollections } from '@/lib/studio/collections';
import { studioProject } from '@/lib/studio/project';
import { StudioTable } from '@/components/studio/StudioTable';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { createCollectionAction } from '@/app/[lang]/_lib/collection-actions';
import { formatDateTime, localeOf } from '../_ui/format';
import { CollectionRefusal } from '../_components/CollectionRefusal';

// Typed by hand: the route types Next.js generates (PageProps) are written by a build, and this page is newer.
type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/collections',
    title: t('studio.collections.title'),
    description: t('studio.collections.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** The project's collections (playlists of sessions and moments), by name, and the form that makes one. */
export default async function StudioCollectionsPage({ params, searchParams }: Props) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const query = await searchParams;
  const collections = await listCollections(viewer, (await studioProject()).id);
  const t = await getTranslations({ locale: lang, namespace: 'studio.collections' });
  const count = new Intl.NumberFormat(localeOf(lang));
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <CollectionRefusal lang={lang} code={query.collectionRefused} />
      <form action={createCollectionAction.bind(null, lang)} className="inline-form">
        <label>
          {t('name')} <input name="name" required maxLength={COLLECTION_NAME_MAX_LENGTH} dir="auto" />
        </label>{' '}
        <button type="submit" className="button small">
          {t('create')}
        </button>
      </form>
      <StudioTable
        rows={collections}
        rowKey={(collection) => collection.id}
        empty={t('none')}
        columns={[
          {
            key: 'name',
            header: t('name'),
            dir: 'auto',
            cell: (collection) => (
              <a href={localizedHref(`/studio/collections/${collection.id}`, lang)}>{collection.name}</a>
            ),
          },
          { key: 'entries', header: t('entries'), cell: (collection) => count.format(collection.itemCount) },
          { key: 'by', header: t('by'), dir: 'auto', cell: (collection) => collection.createdBy },
          { key: 'updated', header: t('updated'), cell: (collection) => formatDateTime(lang, collection.updatedAt) },
        ]}
      />
    </div>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { listTags, TAG_NAME_MAX_LENGTH, TAG_SELECTOR_MAX_LENGTH } from '@/lib/studio/tags';
import { studioProject } from '@/lib/studio/project';
import { ActionForm } from '@/components/forms/ActionForm';
import { ButtonForm } from '@/components/forms/ButtonForm';
import { StudioTable } from '@/components/studio/StudioTable';
import { createTagAction, deleteTagAction } from '@/app/[lang]/_lib/studio-actions';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/tags'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/tags',
    title: t('studio.tags.title'),
    description: t('studio.tags.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * Watched tags, how many sessions triggered each (a link to those sessions), each name a link to its edit page, and a
 * form for a new one.
 */
export default async function StudioTagsPage({ params }: PageProps<'/[lang]/studio/tags'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const tags = await listTags(viewer, (await studioProject()).id);
  const t = await getTranslations({ locale: lang, namespace: 'studio.tags' });
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <StudioTable
        rows={tags}
        rowKey={(tag) => tag.id}
        empty={t('none')}
        columns={[
          {
            key: 'name',
            header: t('name'),
            dir: 'auto',
            cell: (tag) => <a href={localizedHref(`/studio/tags/${tag.id}`, lang)}>{tag.name}</a>,
          },
          { key: 'selector', header: t('selector'), dir: 'ltr', cell: (tag) => <code>{tag.selector}</code> },
          {
            key: 'sessions',
            header: t('sessions'),
            cell: (tag) => (
              <a href={localizedHref('/studio', lang, { tag: tag.id })} data-tag-sessions={tag.id}>
                {t('viewSessions', { count: tag.sessionCount })}
              </a>
            ),
          },
          {
            key: 'delete',
            header: t('delete'),
            headerHidden: true,
            cell: (tag) => <ButtonForm action={deleteTagAction.bind(null, lang, tag.id)} label={t('delete')} />,
          },
        ]}
      />
      <h2>{t('create')}</h2>
      <ActionForm
        idPrefix="tag"
        action={createTagAction.bind(null, lang)}
        submitLabel={t('create')}
        pendingLabel={t('create')}
        fields={[
          { name: 'name', label: t('name'), type: 'text', maxLength: TAG_NAME_MAX_LENGTH },
          { name: 'selector', label: t('selector'), type: 'text', maxLength: TAG_SELECTOR_MAX_LENGTH },
        ]}
      />
    </div>
  );
}

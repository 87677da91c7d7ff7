import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isolate } from '@/lib/i18n/bidi';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { tagById, TAG_NAME_MAX_LENGTH, TAG_SELECTOR_MAX_LENGTH } from '@/lib/studio/tags';
import { studioProject } from '@/lib/studio/project';
import { ActionForm } from '@/components/forms/ActionForm';
import { updateTagAction } from '@/app/[lang]/_lib/studio-actions';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/tags/[id]'>): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/studio/tags/${id}`,
    title: t('studio.tags.title'),
    description: t('studio.tags.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * One watched tag, renamed or given another selector in place; it keeps its id, so the sessions that triggered it
 * stay counted. Trackers watch the new selector from their next start.
 */
export default async function StudioTagPage({ params }: PageProps<'/[lang]/studio/tags/[id]'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const { id } = await params;
  const tag = /^\d{1,9}$/.test(id) ? await tagById(viewer, (await studioProject()).id, Number(id)) : null;
  if (!tag) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'studio.tags' });
  return (
    <div className="page narrow">
      <p>
        <a href={localizedHref('/studio/tags', lang)}>{t('title')}</a>
      </p>
      <h1>{t('editTitle', { name: isolate(tag.name) })}</h1>
      <ActionForm
        idPrefix="tag"
        action={updateTagAction.bind(null, lang, tag.id)}
        submitLabel={t('save')}
        pendingLabel={t('save')}
        fields={[
          { name: 'name', label: t('name'), type: 'text', maxLength: TAG_NAME_MAX_LENGTH, defaultValue: tag.name },
          {
            name: 'selector',
            label: t('selector'),
            type: 'text',
            maxLength: TAG_SELECTOR_MAX_LENGTH,
            defaultValue: tag.selector,
          },
        ]}
      />
    </div>
  );
}

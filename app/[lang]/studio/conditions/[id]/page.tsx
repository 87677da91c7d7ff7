import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isolate } from '@/lib/i18n/bidi';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { conditionById, conditionFormValues } from '@/lib/studio/conditions';
import { studioProject } from '@/lib/studio/project';
import { ActionForm } from '@/components/forms/ActionForm';
import { updateConditionAction } from '@/app/[lang]/_lib/studio-actions';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { conditionFields } from '../../_ui/condition-fields';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/conditions/[id]'>): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/studio/conditions/${id}`,
    title: t('studio.conditions.title'),
    description: t('studio.conditions.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * One start condition, edited in place: name, capture rate and filters are validated on the server and saved
 * together or not at all. Trackers read the new version at their next start.
 */
export default async function StudioConditionPage({ params }: PageProps<'/[lang]/studio/conditions/[id]'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const { id } = await params;
  const condition = /^\d{1,9}$/.test(id) ? await conditionById(viewer, (await studioProject()).id, Number(id)) : null;
  if (!condition) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'studio.conditions' });
  return (
    <div className="page narrow">
      <p>
        <a href={localizedHref('/studio/conditions', lang)}>{t('title')}</a>
      </p>
      <h1>{t('editTitle', { name: isolate(condition.name) })}</h1>
      <ActionForm
        idPrefix="condition"
        action={updateConditionAction.bind(null, lang, condition.id)}
        submitLabel={t('save')}
        pendingLabel={t('save')}
        fields={conditionFields(t, conditionFormValues(condition))}
      />
    </div>
  );
}

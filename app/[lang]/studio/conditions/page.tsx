import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedHref } from '@/lib/i18n/routing';
import { conditionFormValues, listConditions } from '@/lib/studio/conditions';
import { studioProject } from '@/lib/studio/project';
import { ActionForm } from '@/components/forms/ActionForm';
import { ButtonForm } from '@/components/forms/ButtonForm';
import { StudioTable } from '@/components/studio/StudioTable';
import { createConditionAction, deleteConditionAction } from '@/app/[lang]/_lib/studio-actions';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { conditionFields } from '../_ui/condition-fields';
import { localeOf } from '../_ui/format';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/conditions'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/conditions',
    title: t('studio.conditions.title'),
    description: t('studio.conditions.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * Start conditions (tracker/PROTOCOL.md "Condition filters"): served to cold-start trackers; their capture rate is applied at
 * start. Each name leads to its edit form (/studio/conditions/{id}).
 */
export default async function StudioConditionsPage({ params }: PageProps<'/[lang]/studio/conditions'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const conditions = await listConditions(viewer, (await studioProject()).id);
  const t = await getTranslations({ locale: lang, namespace: 'studio.conditions' });
  const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent' });
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <StudioTable
        rows={conditions}
        rowKey={(condition) => condition.id}
        empty={t('none')}
        columns={[
          {
            key: 'name',
            header: t('name'),
            dir: 'auto',
            cell: (condition) => (
              <a href={localizedHref(`/studio/conditions/${condition.id}`, lang)}>{condition.name}</a>
            ),
          },
          {
            key: 'captureRate',
            header: t('captureRate'),
            cell: (condition) => percent.format(condition.captureRate / 100),
          },
          {
            key: 'filters',
            header: t('filters'),
            dir: 'ltr',
            cell: (condition) =>
              conditionFormValues(condition)
                .filters.split('\n')
                .map((line, index) => (
                  <div key={index}>
                    <code>{line}</code>
                  </div>
                )),
          },
          {
            key: 'delete',
            header: t('delete'),
            headerHidden: true,
            cell: (condition) => (
              <ButtonForm action={deleteConditionAction.bind(null, lang, condition.id)} label={t('delete')} />
            ),
          },
        ]}
      />
      <h2>{t('create')}</h2>
      <ActionForm
        idPrefix="condition"
        action={createConditionAction.bind(null, lang)}
        submitLabel={t('create')}
        pendingLabel={t('create')}
        fields={conditionFields(t)}
      />
    </div>
  );
}

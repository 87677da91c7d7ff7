import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { listFlags } from '@/lib/studio/flags';
import { studioProject } from '@/lib/studio/project';
import { ActionForm } from '@/components/forms/ActionForm';
import { ButtonForm } from '@/components/forms/ButtonForm';
import { StudioTable } from '@/components/studio/StudioTable';
import { createFlagAction, setFlagActiveAction } from '@/app/[lang]/_lib/studio-actions';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { flagFields } from '../_ui/flag-fields';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/flags'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/studio/flags',
    title: t('studio.flags.title'),
    description: t('studio.flags.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** Feature flags: the list with on/off, and a form for a new one. */
export default async function StudioFlagsPage({ params }: PageProps<'/[lang]/studio/flags'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const flags = await listFlags(viewer, (await studioProject()).id);
  const t = await getTranslations({ locale: lang, namespace: 'studio.flags' });
  return (
    <div className="page wide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <StudioTable
        rows={flags}
        rowKey={(flag) => flag.id}
        empty={t('none')}
        columns={[
          {
            key: 'key',
            header: t('key'),
            dir: 'ltr',
            cell: (flag) => <a href={localizedHref(`/studio/flags/${flag.id}`, lang)}>{flag.flagKey}</a>,
          },
          { key: 'description', header: t('description'), dir: 'auto', cell: (flag) => flag.description },
          {
            key: 'type',
            header: t('type'),
            cell: (flag) =>
              flag.flagType === 'multi'
                ? `${t('typeMulti')}: ${flag.variants.map((v) => `${v.value} ${v.rolloutPercentage}%`).join(', ')}`
                : t('typeBoolean'),
          },
          {
            key: 'rollout',
            header: t('rollout'),
            cell: (flag) => flag.conditions.map((group) => `${group.rolloutPercentage}%`).join(', '),
          },
          { key: 'persist', header: t('persist'), cell: (flag) => (flag.isPersist ? t('yes') : t('no')) },
          { key: 'state', header: t('state'), cell: (flag) => (flag.isActive ? t('on') : t('off')) },
          {
            key: 'edit',
            header: t('edit'),
            headerHidden: true,
            cell: (flag) => (
              <ButtonForm
                action={setFlagActiveAction.bind(null, lang, flag.id, !flag.isActive)}
                label={flag.isActive ? t('turnOff') : t('turnOn')}
              />
            ),
          },
        ]}
      />
      <h2>{t('createTitle')}</h2>
      <ActionForm
        idPrefix="flag"
        action={createFlagAction.bind(null, lang)}
        submitLabel={t('create')}
        pendingLabel={t('create')}
        fields={flagFields(t)}
      />
    </div>
  );
}

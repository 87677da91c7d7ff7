import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { listFlags } from '@/lib/studio/flags';
import { studioProject } from '@/lib/studio/project';
import { ActionForm } from '@/components/forms/ActionForm';
import { ButtonForm } from '@/components/forms/ButtonForm';
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
      {flags.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="studio-table">
            <thead>
              <tr>
                <th scope="col">{t('key')}</th>
                <th scope="col">{t('description')}</th>
                <th scope="col">{t('type')}</th>
                <th scope="col">{t('rollout')}</th>
                <th scope="col">{t('persist')}</th>
                <th scope="col">{t('state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {flags.map((flag) => (
                <tr key={flag.id}>
                  <td dir="ltr">
                    <a href={localizedHref(`/studio/flags/${flag.id}`, lang)}>{flag.flagKey}</a>
                  </td>
                  <td dir="auto">{flag.description}</td>
                  <td>
                    {flag.flagType === 'multi'
                      ? `${t('typeMulti')}: ${flag.variants.map((v) => `${v.value} ${v.rolloutPercentage}%`).join(', ')}`
                      : t('typeBoolean')}
                  </td>
                  <td>{flag.conditions.map((group) => `${group.rolloutPercentage}%`).join(', ')}</td>
                  <td>{flag.isPersist ? t('yes') : t('no')}</td>
                  <td>{flag.isActive ? t('on') : t('off')}</td>
                  <td>
                    <ButtonForm action={setFlagActiveAction.bind(null, lang, flag.id, !flag.isActive)} label={flag.isActive ? t('turnOff') : t('turnOn')} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>{t('createTitle')}</h2>
      <ActionForm idPrefix="flag" action={createFlagAction.bind(null, lang)} submitLabel={t('create')} pendingLabel={t('create')} fields={flagFields(t)} />
    </div>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { isolate } from '@/lib/i18n/bidi';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { flagById, flagFormValues } from '@/lib/studio/flags';
import { studioProject } from '@/lib/studio/project';
import { ActionForm } from '@/components/forms/ActionForm';
import { ButtonForm } from '@/components/forms/ButtonForm';
import { ConfirmDelete } from '@/components/studio/ConfirmDelete';
import { deleteConfirmedFlagAction, setFlagActiveAction, updateFlagAction } from '@/app/[lang]/_lib/studio-actions';
import { requireAdmin } from '@/app/current-user';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { flagFields } from '../../_ui/flag-fields';

export async function generateMetadata({ params }: PageProps<'/[lang]/studio/flags/[id]'>): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: `/studio/flags/${id}`,
    title: t('studio.flags.title'),
    description: t('studio.flags.intro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/** One flag's settings, edited in place; turning it off or on, and deleting it (asked first), are buttons of their own. */
export default async function StudioFlagPage({ params }: PageProps<'/[lang]/studio/flags/[id]'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params);
  const { id } = await params;
  const flag = /^\d{1,9}$/.test(id) ? await flagById(viewer, (await studioProject()).id, Number(id)) : null;
  if (!flag) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'studio.flags' });
  return (
    <div className="page narrow">
      <p>
        <a href={localizedHref('/studio/flags', lang)}>{t('title')}</a>
      </p>
      <h1>{t('editTitle', { key: isolate(flag.flagKey) })}</h1>
      {/* A div, not a p: the button is a form, which a paragraph may not hold. */}
      <div className="flag-state">
        {t('state')}: {flag.isActive ? t('on') : t('off')}{' '}
        <ButtonForm
          action={setFlagActiveAction.bind(null, lang, flag.id, !flag.isActive)}
          label={flag.isActive ? t('turnOff') : t('turnOn')}
        />
      </div>
      <ActionForm
        idPrefix="flag"
        action={updateFlagAction.bind(null, lang, flag.id)}
        submitLabel={t('save')}
        pendingLabel={t('save')}
        fields={flagFields(t, flagFormValues(flag))}
      />
      <h2>{t('deleteTitle')}</h2>
      <ConfirmDelete
        action={deleteConfirmedFlagAction.bind(null, lang, flag.id)}
        label={t('delete')}
        question={t('deleteQuestion', { key: isolate(flag.flagKey) })}
        confirm={t('confirmDelete')}
        cancel={t('cancel')}
      />
    </div>
  );
}

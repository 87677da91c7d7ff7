import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/forms/ActionForm';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, LANGUAGES } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentUser } from '../../current-user';
import { register } from '@/app/[lang]/_lib/account-actions';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '@/lib/auth';

export async function generateMetadata({ params }: PageProps<'/[lang]/register'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/register',
    title: t('account.registerTitle'),
    description: t('account.registerIntro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

export default async function RegisterPage({ params }: PageProps<'/[lang]/register'>) {
  const lang = await langFromParams(params);
  if (await currentUser()) redirect(localizedHref('/', lang));
  const t = await getTranslations({ locale: lang });
  return (
    <div className="page narrow">
      <h1>{t('account.registerTitle')}</h1>
      <p className="lead">{t('account.registerIntro')}</p>
      <ActionForm
        className="account-form"
        action={register.bind(null, lang)}
        submitLabel={t('account.submitRegister')}
        pendingLabel={t('account.submitting')}
        fields={[
          {
            name: 'username',
            label: t('account.username'),
            type: 'text',
            autoComplete: 'username',
            hint: t('account.usernameHint'),
            maxLength: USERNAME_MAX_LENGTH,
          },
          {
            name: 'email',
            label: t('account.email'),
            type: 'email',
            autoComplete: 'email',
            maxLength: EMAIL_MAX_LENGTH,
          },
          {
            name: 'pwd',
            label: t('account.password'),
            type: 'password',
            autoComplete: 'new-password',
            hint: t('account.passwordHint', { min: PASSWORD_MIN_LENGTH }),
            maxLength: PASSWORD_MAX_LENGTH,
          },
          {
            name: 'language',
            label: t('account.language'),
            type: 'select',
            autoComplete: 'language',
            defaultValue: lang,
            options: LANGUAGES.map((l) => ({ value: l.frontend_code, label: t(`languageNames.${l.frontend_code}`) })),
          },
        ]}
      />
      <p className="form-switch">
        {t('account.haveAccount')} <a href={localizedHref('/login', lang)}>{t('account.toLogin')}</a>
      </p>
    </div>
  );
}

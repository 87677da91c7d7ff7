import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/forms/ActionForm';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentUser } from '../../session';
import { logIn } from '@/app/[lang]/_lib/account-actions';
import { langFromParams, type LangParams } from '@/app/[lang]/_lib/lang-param';

export async function generateMetadata({ params }: { params: LangParams }): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({ lang, path: '/login', title: t('account.loginTitle'), description: t('account.loginIntro'), siteName: t('meta.siteName'), noindex: true });
}

export default async function LoginPage({ params }: { params: LangParams }) {
  const lang = await langFromParams(params);
  if (await currentUser()) redirect(localizedHref('/', lang));
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  return (
    <div className="page narrow">
      <h1>{t('loginTitle')}</h1>
      <p className="lead">{t('loginIntro')}</p>
      <ActionForm
        className="account-form"
        action={logIn.bind(null, lang)}
        submitLabel={t('submitLogin')}
        pendingLabel={t('submitting')}
        fields={[
          { name: 'email', label: t('email'), type: 'email', autoComplete: 'email' },
          { name: 'pwd', label: t('password'), type: 'password', autoComplete: 'current-password' },
        ]}
      />
      <p className="form-switch">
        {t('noAccount')} <a href={localizedHref('/register', lang)}>{t('toRegister')}</a>
      </p>
    </div>
  );
}

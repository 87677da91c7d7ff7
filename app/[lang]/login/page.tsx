import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/account/LoginForm';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang, languageOption } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentUser } from '../../current-user';
import { logIn } from '@/app/[lang]/_lib/account-actions';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/lib/auth';

export async function generateMetadata({ params }: PageProps<'/[lang]/login'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/login',
    title: t('account.loginTitle'),
    description: t('account.loginIntro'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

export default async function LoginPage({ params }: PageProps<'/[lang]/login'>) {
  const lang = await langFromParams(params);
  if (await currentUser()) redirect(localizedHref('/', lang));
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  return (
    <div className="page narrow">
      <h1>{t('loginTitle')}</h1>
      <p className="lead">{t('loginIntro')}</p>
      <LoginForm
        action={logIn.bind(null, lang)}
        submitLabel={t('submitLogin')}
        pendingLabel={t('submitting')}
        language={languageOption(lang).htmlLang}
        proofStrings={{
          label: t('proof.label'),
          verifying: t('proof.verifying'),
          verified: t('proof.verified'),
          error: t('proof.error'),
          expired: t('proof.expired'),
          waitAlert: t('proof.waitAlert'),
          verificationRequired: t('proof.verificationRequired'),
          verify: t('proof.verify'),
          loading: t('proof.loading'),
          reload: t('proof.reload'),
        }}
        fields={[
          { name: 'email', label: t('email'), type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH },
          {
            name: 'pwd',
            label: t('password'),
            type: 'password',
            autoComplete: 'current-password',
            maxLength: PASSWORD_MAX_LENGTH,
          },
        ]}
      />
      <p className="form-switch">
        {t('noAccount')} <a href={localizedHref('/register', lang)}>{t('toRegister')}</a>
      </p>
    </div>
  );
}

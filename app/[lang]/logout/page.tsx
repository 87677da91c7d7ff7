import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LogoutButton } from '@/components/account/LogoutButton';
import { localizedHref } from '@/lib/i18n/routing';
import { isLang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentUser } from '../../current-user';
import { logOut } from '@/app/[lang]/_lib/account-actions';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';

export async function generateMetadata({ params }: PageProps<'/[lang]/logout'>): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang });
  return pageMetadata({
    lang,
    path: '/logout',
    title: t('account.logoutTitle'),
    description: t('account.logoutText'),
    siteName: t('meta.siteName'),
    noindex: true,
  });
}

/**
 * /logout asks before it acts: a page that logged out on a plain GET would let any other site sign our members out
 * with a link.
 */
export default async function LogoutPage({ params }: PageProps<'/[lang]/logout'>) {
  const lang = await langFromParams(params);
  const t = await getTranslations({ locale: lang, namespace: 'account' });
  const user = await currentUser();
  return (
    <div className="page narrow">
      <h1>{t('logoutTitle')}</h1>
      {user ? (
        <>
          <p>{t('logoutText')}</p>
          <LogoutButton
            lang={lang}
            logOut={logOut}
            className="button primary"
            labels={{
              logout: t('logoutButton'),
              loggingOut: t('loggingOut'),
              loggedOut: t('loggedOut'),
              failed: t('errors.logoutFailed'),
            }}
          />
        </>
      ) : (
        <p>
          {t('notSignedIn')} <a href={localizedHref('/login', lang)}>{t('toLogin')}</a>
        </p>
      )}
    </div>
  );
}

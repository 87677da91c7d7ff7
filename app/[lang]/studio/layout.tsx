import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/i18n/routing';
import { languageChoices } from '@/lib/i18n/languages';
import { StudioHeader, type StudioSection } from '@/components/studio/StudioHeader';
import { unreadNotificationCount } from '@/lib/studio/mentions';
import { studioProject } from '@/lib/studio/project';
import { requireAdmin } from '@/app/current-user';
import { logOut } from '@/app/[lang]/_lib/account-actions';
import { langFromParams } from '@/app/[lang]/_lib/lang-param';
import './studio.css';

/** Each section: its first segment below /studio (the sessions list has none) and its page. */
const SECTIONS = [
  ['sessions', '', '/studio'],
  ['live', 'live', '/studio/live'],
  ['bugs', 'bugs', '/studio/bugs'],
  ['flags', 'flags', '/studio/flags'],
  ['tags', 'tags', '/studio/tags'],
  ['conditions', 'conditions', '/studio/conditions'],
  ['tests', 'tests', '/studio/tests'],
  ['notes', 'notes', '/studio/notes'],
  ['collections', 'collections', '/studio/collections'],
  ['dashboards', 'dashboards', '/studio/dashboards'],
  ['clickMap', 'clickmap', '/studio/clickmap'],
  ['trends', 'trends', '/studio/trends'],
  ['funnels', 'funnels', '/studio/funnels'],
  ['errors', 'errors', '/studio/errors'],
  ['integrations', 'integrations', '/studio/integrations'],
  ['journeys', 'journeys', '/studio/journeys'],
  ['experiments', 'experiments', '/studio/experiments'],
] as const;

/**
 * The studio's frame: its own header with its sections (the site's bar and footer are left out: SiteChrome in the
 * root layout). Only the product team gets this far (the proxy, and requireAdmin() again).
 */
export default async function StudioLayout({ children, params }: LayoutProps<'/[lang]/studio'>) {
  const viewer = await requireAdmin();
  const lang = await langFromParams(params as Promise<{ lang: string }>);
  const t = await getTranslations({ locale: lang });
  const unread = await unreadNotificationCount(viewer, (await studioProject()).id);
  const sections: StudioSection[] = SECTIONS.map(([key, segment, path]) => ({
    segment,
    href: localizedHref(path, lang),
    label: t(`studio.nav.${key}`),
  }));
  return (
    <div className="studio">
      <StudioHeader
        lang={lang}
        brand={t('studio.brand')}
        home={localizedHref('/studio', lang)}
        navLabel={t('studio.navLabel')}
        sections={sections}
        toSite={{ href: localizedHref('/', lang), label: t('studio.toSite') }}
        notifications={{
          href: localizedHref('/studio/notifications', lang),
          label: t('studio.notifications.link', { count: unread }),
          unread,
        }}
        languages={languageChoices()}
        languageLabel={t('nav.language')}
        dialogLabels={{
          title: t('languageDialog.title'),
          close: t('languageDialog.close'),
          current: t('languageDialog.current'),
        }}
        privacyLabel={t('consent.settings')}
        logOut={logOut}
        logoutLabels={{
          logout: t('nav.logout'),
          loggingOut: t('account.loggingOut'),
          loggedOut: t('account.loggedOut'),
          failed: t('account.errors.logoutFailed'),
        }}
      />
      {children}
    </div>
  );
}

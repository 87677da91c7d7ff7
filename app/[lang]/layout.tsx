import { Suspense } from 'react';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { NavBar } from '@/components/nav/NavBar';
import { Footer } from '@/components/nav/Footer';
import { RecordingConsent } from '@/components/tracking/RecordingConsent';
import { HydrationSignal } from '@/components/nav/HydrationSignal';
import { SiteChrome } from '@/components/nav/SiteChrome';
import { languageChoices, languageOption } from '@/lib/i18n/languages';
import { logOut } from '@/app/[lang]/_lib/account-actions';
import { langFromParams, langStaticParams } from '@/app/[lang]/_lib/lang-param';
import { MEMBER_HINT_SCRIPT } from '@/lib/auth/member-hint';
import '../globals.css';

// Every language is prerendered. No `dynamicParams = false` here: Next.js applies it to every segment below, and the
// kept question pages (app/[lang]/question) must be rendered at their first request. An unknown language never gets
// here anyway: the proxy routes only the five, and langFromParams answers any other with the not-found screen.
export const generateStaticParams = langStaticParams;

/** The site name is every page's title unless the page sets its own (the not-found screen does not). */
export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const lang = await langFromParams(params);
  const t = await getTranslations({ locale: lang });
  return { title: t('meta.siteName'), description: t('meta.siteDescription') };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#2f4858' };

export default async function LangLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const lang = await langFromParams(params);
  const t = await getTranslations();
  const option = languageOption(lang);
  const navKeys = [
    'brand',
    'home',
    'mainNavigation',
    'articles',
    'blog',
    'random',
    'language',
    'menu',
    'closeMenu',
    'login',
    'signUp',
    'account',
  ] as const;

  return (
    // The pre-paint script marks <html data-member> and sets its --member-name before React hydrates
    // (lib/auth/member-hint.ts).
    <html lang={option.htmlLang} dir={option.dir} suppressHydrationWarning>
      <head>
        {/* Before the body is parsed: the signed-in bar and name for a member, on every page (the same HTML for
            everyone). Allowed by its hash in the per-request pages' policy (lib/security/headers.ts). */}
        <script dangerouslySetInnerHTML={{ __html: MEMBER_HINT_SCRIPT }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        {/* The studio has its own header instead of the site's bar and footer (its layout). */}
        <SiteChrome>
          <NavBar
            lang={lang}
            labels={{
              ...(Object.fromEntries(navKeys.map((key) => [key, t(`nav.${key}`)])) as Record<
                (typeof navKeys)[number],
                string
              >),
              ask: t('discussion.ask'),
            }}
            dialogLabels={{
              title: t('languageDialog.title'),
              close: t('languageDialog.close'),
              current: t('languageDialog.current'),
            }}
            languages={languageChoices()}
            logOut={logOut}
            logoutLabels={{
              logout: t('nav.logout'),
              loggingOut: t('account.loggingOut'),
              loggedOut: t('account.loggedOut'),
              failed: t('account.errors.logoutFailed'),
            }}
            notificationLabels={{
              button: t('discussion.notifications'),
              // Raw: the bell fills in {count} (in the page's digits).
              buttonUnread: t.raw('discussion.unreadNotifications') as string,
              title: t('discussion.notificationsTitle'),
              close: t('discussion.closeNotifications'),
              empty: t('discussion.noNotifications'),
              // Raw templates: the panel fills in {actor}, {title} and {group} per item.
              answer: t.raw('discussion.activityAnswer') as string,
              vote_question: t.raw('discussion.activityVoteQuestion') as string,
              vote_answer: t.raw('discussion.activityVoteAnswer') as string,
              group_question: t.raw('discussion.activityGroupQuestion') as string,
            }}
            filterLabels={{
              button: t('discussion.filters'),
              title: t('discussion.filtersTitle'),
              catalogueTitle: t('discussion.filtersTitleCatalogue'),
              apply: t('discussion.applyFilters'),
              clear: t('discussion.clearFilters'),
              close: t('discussion.closeFilters'),
              any: t('discussion.anyOption'),
              // The catalogue's own words for no category, as its form says them.
              catalogueAny: t('catalogue.allCategories'),
            }}
          />
        </SiteChrome>
        {/* No Suspense boundary here: the status of a not-found page must still be 404 when it is sent. Segments that
            render per request have their own loading.tsx ("Loading..."). */}
        <main id="main">{children}</main>
        <SiteChrome>
          <Footer lang={lang} />
        </SiteChrome>
        {/* The consent banner hydrates in a Suspense boundary of its own: React hydrates the page first and the banner
            after it, in slices that yield to the browser (docs/decisions/0061-reader-page-hydration.md). It renders
            nothing on the server, so the boundary is never streamed apart from the page. The bar is not in one: on a
            page rendered per request React may send a large boundary after its fallback, and the bar would then be
            missing from the first frames (docs/decisions/0021-no-signed-out-flash.md). */}
        <Suspense>
          <RecordingConsent
            lang={lang}
            labels={{
              title: t('consent.title'),
              text: t('consent.text'),
              accept: t('consent.accept'),
              decline: t('consent.decline'),
              signal: t('consent.signal'),
              close: t('consent.close'),
              current: t('consent.current'),
              currentOff: t('consent.currentOff'),
              studio: t('consent.studio'),
              test: {
                title: t('consent.test.title'),
                text: t('consent.test.text'),
                signal: t('consent.test.signal'),
                accept: t('consent.test.accept'),
                decline: t('consent.test.decline'),
                current: t('consent.test.current'),
                currentOff: t('consent.test.currentOff'),
                endedTitle: t('consent.test.endedTitle'),
                ended: t('consent.test.ended'),
              },
            }}
          />
          {/* Last, in the banner's boundary: the page, the banner included, is hydrated when its effect runs. */}
          <HydrationSignal />
        </Suspense>
      </body>
    </html>
  );
}

'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';
import { LanguageDialog, type LanguageChoice, type LanguageDialogLabels } from '@/components/language/LanguageDialog';
import { applySavedLanguage, changeLanguage } from '@/components/language/saved-language';
import { useCompactLayout } from './compact-layout';
import { hasSessionHint, readMemberHint } from '@/components/account/current-user';
import { MemberBarShell } from './MemberBarShell';
import type { LogOutAction, LogoutLabels } from '@/components/account/LogoutButton';
import type { NotificationLabels } from './Notifications';
import type { FilterPanelLabels } from './FilterPanel';
import { applyChosenFilters, chosenFiltersHref } from './filters';

/** The element that ends the bar's markup: rendering waits until it is parsed. */
const BAR_END_ID = 'navbar-end';
// Only members download the signed-in part of the bar (and the client cache it uses).
const UserMenu = lazy(() => import('./UserMenu'));
const FilterPanel = lazy(() => import('./FilterPanel'));
// The session hint and the chosen filters change only with a page load (login, logout, renewal and the filter panel
// all navigate).
const subscribeToNothing = () => () => {};

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

export type NavLabels = {
  brand: string;
  home: string;
  mainNavigation: string;
  articles: string;
  blog: string;
  random: string;
  language: string;
  menu: string;
  closeMenu: string;
  login: string;
  signUp: string;
  account: string;
  /** The members' primary action, in the bar beside random questions. */
  ask: string;
};

/**
 * The navigation bar: the brand label and the random-questions button always; under 700 px the
 * language and menu buttons. Every link is a plain anchor: a full page load to `/{target}?lang={language}`.
 */
export function NavBar(props: {
  lang: Lang;
  labels: NavLabels;
  dialogLabels: LanguageDialogLabels;
  languages: readonly LanguageChoice[];
  logoutLabels: LogoutLabels;
  /** The logout server action, passed down (components never import app/). */
  logOut: LogOutAction;
  notificationLabels: NotificationLabels;
  filterLabels: FilterPanelLabels & { button: string };
}) {
  const { lang, labels, dialogLabels, languages, logoutLabels, logOut, notificationLabels, filterLabels } = props;
  const compact = useCompactLayout();
  const current = languages.find((language) => language.code === lang);
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  // The session cookies are httpOnly; script-readable hints say whether there is a session to ask about, and whose
  // (lib/auth/member-hint.ts). The server cannot know (the page is the same for everyone), so its render, which
  // hydration repeats, holds both bars: `null` here. The pre-paint script has already shown the right one, and
  // once hydrated the bar keeps only that one, unchanged to the eye.
  const member = useSyncExternalStore(subscribeToNothing, readMemberHint, () => null);
  const signedIn = typeof member === 'string';
  const unknown = member === null;
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Escape closes the phone menu, as it does every dialog and panel of the bar, and returns focus to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  useEffect(() => {
    if (!applySavedLanguage(lang)) applyChosenFilters(lang, { signedIn: hasSessionHint() });
  }, [lang]);
  // The random-questions button takes this session's chosen filters along (one page load, already filtered). The
  // choices change only with a page load (the filter panel navigates), like the session hint.
  const plainRandomHref = localizedHref('/random', lang);
  const randomHref = useSyncExternalStore(
    subscribeToNothing,
    () => chosenFiltersHref('/random', lang) ?? plainRandomHref,
    () => plainRandomHref,
  );

  const showWide = compact !== true;
  const showCompact = compact !== false;
  const links = [
    { href: localizedHref('/articles', lang), label: labels.articles },
    { href: localizedHref('/blog', lang), label: labels.blog },
  ];
  // The signed-in parts, in the bar and (under 700 px) in the menu.
  const userMenuProps = {
    lang,
    notificationLabels,
    loginHref: localizedHref('/login', lang),
    loginLabel: labels.login,
    accountLabel: labels.account,
    logoutLabels,
    logOut,
  };
  const shellProps = {
    lang,
    accountLabel: labels.account,
    notificationsLabel: notificationLabels.button,
    logoutLabel: logoutLabels.logout,
  };
  // Members ask from anywhere: the home screen opens its ask form at the top.
  const askHref = `${localizedHref('/home', lang, { ask: 'open' })}#ask`;
  // Under 700 px the bar has no room for the login link or the ask button, so the menu carries them.
  const menuLinks = signedIn
    ? [{ href: askHref, label: labels.ask }, ...links]
    : [
        ...links,
        { href: localizedHref('/login', lang), label: labels.login },
        { href: localizedHref('/register', lang), label: labels.signUp },
      ];

  return (
    <header className="navbar">
      {/* The browser paints nothing until the whole bar is parsed (React puts the link in <head>): a frame drawn
          between two chunks of the streamed page would show the bar without the member's part. */}
      <link rel="expect" href={`#${BAR_END_ID}`} blocking="render" />
      <nav className="navbar-inner" aria-label={labels.mainNavigation}>
        <a className="brand" href={localizedHref('/', lang)} aria-label={labels.home}>
          {labels.brand}
        </a>
        {showWide ? (
          <ul className={compact === null ? 'nav-links wide-only' : 'nav-links'}>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="nav-actions">
          {(signedIn || unknown) && showWide ? (
            <a
              className={classes(
                'button primary ask-button',
                compact === null && 'wide-only',
                unknown && 'member-only',
              )}
              href={askHref}
            >
              {labels.ask}
            </a>
          ) : null}
          <a className="button primary" href={randomHref}>
            {labels.random}
          </a>
          {showWide ? (
            <button
              type="button"
              className={compact === null ? 'button secondary wide-only' : 'button secondary'}
              aria-haspopup="dialog"
              onClick={() => setDialogOpen(true)}
            >
              {/* The current language named in itself ("Deutsch", "فارسی"), like the options in the dialog. */}
              {current ? (
                <span lang={current.htmlLang} dir={current.dir}>
                  {current.ownName}
                </span>
              ) : (
                lang
              )}
            </button>
          ) : null}
          {/* The filter button: text on wide screens, an icon under 700 px. Until the resize check has run both are
              rendered and CSS shows the right one, so the bar does not shift. */}
          {showWide ? (
            <button
              type="button"
              className={compact === null ? 'button secondary wide-only' : 'button secondary'}
              aria-expanded={filtersOpen}
              aria-controls={filtersOpen ? 'filter-panel' : undefined}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filterLabels.button}
            </button>
          ) : null}
          {showCompact ? (
            <button
              type="button"
              className={compact === null ? 'icon-button compact-only' : 'icon-button'}
              aria-label={filterLabels.button}
              aria-expanded={filtersOpen}
              aria-controls={filtersOpen ? 'filter-panel' : undefined}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <svg
                aria-hidden="true"
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M3 5h18l-7 8v6l-4 2v-8z" />
              </svg>
            </button>
          ) : null}
          {/* Not inside a Suspense boundary in the server render: React may stream a boundary's content after its
              fallback, past the pre-paint script that writes the member's name. */}
          {unknown ? <MemberBarShell {...shellProps} username="" className="member-only" /> : null}
          {signedIn ? (
            <Suspense fallback={<MemberBarShell {...shellProps} username={member} />}>
              <UserMenu {...userMenuProps} hintedName={member} />
            </Suspense>
          ) : null}
          {!signedIn && showWide ? (
            <>
              <a
                className={classes('button secondary', compact === null && 'wide-only', unknown && 'signed-out-only')}
                href={localizedHref('/login', lang)}
              >
                {labels.login}
              </a>
              <a
                className={classes('button secondary', compact === null && 'wide-only', unknown && 'signed-out-only')}
                href={localizedHref('/register', lang)}
              >
                {labels.signUp}
              </a>
            </>
          ) : null}
          {showCompact ? (
            <>
              <button
                type="button"
                className={compact === null ? 'icon-button compact-only' : 'icon-button'}
                aria-label={labels.language}
                aria-haspopup="dialog"
                onClick={() => setDialogOpen(true)}
              >
                <svg
                  aria-hidden="true"
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <circle cx="12" cy="12" r="9" />
                  <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
                </svg>
              </button>
              <button
                ref={menuButtonRef}
                type="button"
                className={compact === null ? 'icon-button compact-only' : 'icon-button'}
                aria-label={menuOpen ? labels.closeMenu : labels.menu}
                aria-expanded={menuOpen}
                aria-controls={menuOpen ? 'mobile-menu' : undefined}
                onClick={() => setMenuOpen((open) => !open)}
              >
                <svg
                  aria-hidden="true"
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
                </svg>
              </button>
            </>
          ) : null}
        </div>
      </nav>
      <span id={BAR_END_ID} hidden />
      {menuOpen && compact ? (
        <ul id="mobile-menu" className="mobile-menu">
          {menuLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
          {signedIn ? (
            <Suspense fallback={null}>
              <UserMenu placement="menu" {...userMenuProps} hintedName={member} />
            </Suspense>
          ) : null}
        </ul>
      ) : null}
      {filtersOpen ? (
        <Suspense fallback={null}>
          <FilterPanel lang={lang} labels={filterLabels} onClose={closeFilters} />
        </Suspense>
      ) : null}
      {dialogOpen ? (
        <LanguageDialog
          current={lang}
          languages={languages}
          labels={dialogLabels}
          onClose={closeDialog}
          onSelect={(next) => changeLanguage(next, lang)}
        />
      ) : null}
    </header>
  );
}

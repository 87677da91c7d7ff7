'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelectedLayoutSegments } from 'next/navigation';
import type { Lang } from '@/lib/i18n/languages';
import { LanguageDialog, type LanguageChoice, type LanguageDialogLabels } from '@/components/language/LanguageDialog';
import { applySavedLanguage, changeLanguage } from '@/components/language/saved-language';
import { LogoutButton, type LogOutAction, type LogoutLabels } from '@/components/account/LogoutButton';
import { PrivacySettingsButton } from '@/components/tracking/PrivacySettingsButton';

/** A section of the studio: its first path segment below /studio ('' for the sessions list), link and name. */
export interface StudioSection {
  segment: string;
  href: string;
  label: string;
}

/**
 * Which section the address is in, and whether it is that section's own page: the first segment below /studio names
 * the section (none: the sessions list, whose replays are `sessions/{id}`); more segments are a page inside it.
 */
export function currentSection(
  sections: readonly StudioSection[],
  segments: readonly string[],
): { segment: string; page: boolean } | null {
  const [first = '', ...rest] = segments;
  const inSessions = first === 'sessions';
  const section = sections.find((one) => one.segment === (inSessions ? '' : first));
  if (!section) return null;
  return { segment: section.segment, page: !inSessions && rest.length === 0 };
}

/**
 * The studio's own header, in place of the public site's bar and footer (the studio is a tool, not a page of the
 * site): its name, its sections with the current one marked (`aria-current="page"` on its own page, `"true"` on a
 * page inside it, a replay inside the sessions), and what a team member still needs of the site's bar: the language,
 * the recording choice and signing out.
 */
export function StudioHeader(props: {
  lang: Lang;
  brand: string;
  home: string;
  navLabel: string;
  sections: readonly StudioSection[];
  toSite: { href: string; label: string };
  /** The team member's notifications (mentions in notes): the link says how many are unread. */
  notifications?: { href: string; label: string; unread: number };
  languages: readonly LanguageChoice[];
  languageLabel: string;
  dialogLabels: LanguageDialogLabels;
  privacyLabel: string;
  logOut: LogOutAction;
  logoutLabels: LogoutLabels;
}) {
  const { lang, sections, languages } = props;
  const current = currentSection(sections, useSelectedLayoutSegments());
  const [dialogOpen, setDialogOpen] = useState(false);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  const language = languages.find((one) => one.code === lang);
  // As the site's bar does on every page: a saved language the address does not name wins (a full page load).
  useEffect(() => {
    applySavedLanguage(lang);
  }, [lang]);
  // On a phone the sections are one row scrolled sideways (studio.css): bring the current one into view.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = nav.current;
    const here = row?.querySelector('a[aria-current]');
    if (row && here && row.scrollWidth > row.clientWidth) here.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current?.segment]);
  return (
    <header className="studio-header">
      <a className="studio-brand" href={props.home}>
        {props.brand}
      </a>
      <nav className="studio-nav" aria-label={props.navLabel} ref={nav}>
        <ul>
          {sections.map((section) => {
            const here = current?.segment === section.segment;
            return (
              <li key={section.segment}>
                <a href={section.href} aria-current={here ? (current.page ? 'page' : 'true') : undefined}>
                  {section.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="studio-account">
        {props.notifications ? (
          <a href={props.notifications.href} data-unread={props.notifications.unread || undefined}>
            {props.notifications.label}
          </a>
        ) : null}
        <a href={props.toSite.href}>{props.toSite.label}</a>
        <button
          type="button"
          className="link-button"
          aria-haspopup="dialog"
          aria-label={`${props.languageLabel}: ${language?.ownName ?? lang}`}
          onClick={() => setDialogOpen(true)}
        >
          {language ? (
            <span lang={language.htmlLang} dir={language.dir}>
              {language.ownName}
            </span>
          ) : (
            lang
          )}
        </button>
        <PrivacySettingsButton label={props.privacyLabel} />
        <LogoutButton lang={lang} logOut={props.logOut} labels={props.logoutLabels} className="link-button" />
      </div>
      {dialogOpen ? (
        <LanguageDialog
          current={lang}
          languages={languages}
          labels={props.dialogLabels}
          onClose={closeDialog}
          onSelect={(next) => changeLanguage(next, lang)}
        />
      ) : null}
    </header>
  );
}

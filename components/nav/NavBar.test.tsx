import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NavBar } from './NavBar';
import { notificationLabels } from './test-labels';
import { COMPACT_LAYOUT_WIDTH } from './compact-layout';
import { languageChoices } from '@/lib/i18n/languages';
import { queuedEvents } from '@/lib/analytics/events';
import fs from 'node:fs';
import path from 'node:path';

const labels = {
  brand: 'Parley',
  home: 'Parley home',
  mainNavigation: 'Main navigation',
  articles: 'Articles',
  blog: 'Blog',
  random: 'Random questions',
  language: 'Language',
  menu: 'Menu',
  closeMenu: 'Close menu',
  login: 'Log in',
  signUp: 'Sign up',
  account: 'Account menu',
  ask: 'Ask a question',
};
const languages = languageChoices();

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function bar(lang: 'original' | 'de' = 'original') {
  return (
    <NavBar
      lang={lang}
      labels={labels}
      dialogLabels={{ title: 'Select Language', close: 'Close', current: 'current' }}
      languages={languages}
      logoutLabels={{ logout: 'Log out', loggingOut: 'Logging out...', loggedOut: 'Logged out', failed: 'Failed' }}
      logOut={jest.fn()}
      notificationLabels={notificationLabels}
      filterLabels={{
        button: 'Filters',
        title: 'Filter questions',
        catalogueTitle: 'Filter articles',
        apply: 'Apply filters',
        clear: 'Clear filters',
        close: 'Close filters',
        any: 'Any',
        catalogueAny: 'All categories',
      }}
    />
  );
}

const renderBar = (lang: 'original' | 'de' = 'original') => render(bar(lang));

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/articles?lang=original');
});

describe('navigation bar', () => {
  test('wide: brand, links and the random-questions button, no menu or language icon', () => {
    setWidth(1024);
    renderBar();
    expect(screen.getByRole('link', { name: 'Parley home' })).toHaveTextContent('Parley');
    expect(screen.getByRole('link', { name: 'Random questions' })).toHaveAttribute('href', '/random?lang=original');
    expect(screen.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/articles?lang=original');
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Language' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  });

  test(`under ${COMPACT_LAYOUT_WIDTH} px: language and menu buttons; the menu opens and closes`, () => {
    setWidth(COMPACT_LAYOUT_WIDTH - 1);
    renderBar('de');
    expect(screen.getByRole('link', { name: 'Random questions' })).toHaveAttribute('href', '/random?lang=de');
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Articles' })).toBeNull();
    fireEvent.click(menu);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      '/blog?lang=de',
    );
    // No room for the login link in the compact bar: the menu carries it.
    expect(within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?lang=de',
    );
    expect(screen.getAllByRole('link', { name: 'Log in' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  test('Escape closes the phone menu and returns focus to the menu button', () => {
    setWidth(COMPACT_LAYOUT_WIDTH - 1);
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  test('exactly 700 px is not compact, and a resize switches the layout', () => {
    setWidth(COMPACT_LAYOUT_WIDTH);
    renderBar();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    act(() => {
      setWidth(500);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    act(() => {
      setWidth(900);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  test('the random-questions button takes the filters chosen in this session along', () => {
    setWidth(1024);
    window.sessionStorage.setItem('chosenFilters', JSON.stringify({ category: 'deep-communication' }));
    renderBar();
    expect(screen.getByRole('link', { name: 'Random questions' })).toHaveAttribute(
      'href',
      '/random?category=deep-communication&lang=original',
    );
  });

  test('the language button opens the Select Language dialog', () => {
    setWidth(500);
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    const dialog = screen.getByRole('dialog', { name: 'Select Language' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Original(current)', 'Enhanced English', 'Deutsch', 'فارسی', 'Español', 'Close']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(queuedEvents()).toEqual([]);
  });

  test('members find "Ask a question" in the bar (wide) and first in the menu (compact); readers do not', async () => {
    // The signed-in part of the bar loads lazily and asks for the member; leave that request pending.
    global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
    const settle = () => act(async () => {});
    setWidth(1280);
    const { unmount } = renderBar();
    expect(screen.queryByRole('link', { name: 'Ask a question' })).toBeNull();
    unmount();
    document.cookie = 'parley-signed-in=1; path=/';
    try {
      const wide = renderBar('de');
      await settle();
      expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
        'href',
        '/home?ask=open&lang=de#ask',
      );
      wide.unmount();
      setWidth(390);
      renderBar('de');
      fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
      await settle();
      const menuLinks = within(document.getElementById('mobile-menu')!).getAllByRole('link');
      expect(menuLinks[0]).toHaveTextContent('Ask a question');
      expect(menuLinks[0]).toHaveAttribute('href', '/home?ask=open&lang=de#ask');
    } finally {
      document.cookie = 'parley-signed-in=; path=/; max-age=0';
    }
  });

  test('readers find "Sign up" beside "Log in" (wide) and in the menu (compact)', () => {
    setWidth(1280);
    const wide = renderBar('de');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register?lang=de');
    wide.unmount();
    setWidth(390);
    renderBar('de');
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(document.getElementById('mobile-menu')!).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register?lang=de',
    );
  });

  test('the wide language button names the current language in itself', () => {
    setWidth(1024);
    renderBar('de');
    const button = screen.getByRole('button', { name: 'Deutsch' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.getByText('Deutsch')).toHaveAttribute('lang', 'de');
  });

  test('the server render holds both variants for CSS to choose, so the resize check shifts nothing', () => {
    const html = renderToString(bar());
    const document = new DOMParser().parseFromString(html, 'text/html');
    const classesOf = (selector: string) => [...document.querySelectorAll(selector)].map((e) => e.className);
    // The filter button as text (wide) and as an icon (compact), each hidden by the other breakpoint.
    expect(classesOf('button[aria-expanded]').filter((c) => c.includes('wide-only'))).toHaveLength(1);
    expect(classesOf('button[aria-label="Filters"]')).toEqual(['icon-button compact-only']);
    expect(classesOf('button[aria-label="Menu"]')).toEqual(['icon-button compact-only']);
    expect(classesOf('ul.nav-links')).toEqual(['nav-links wide-only']);
  });

  test('the server render holds the signed-out and the signed-in bar for the pre-paint script to choose (no signed-out flash)', () => {
    const html = renderToString(bar());
    const document = new DOMParser().parseFromString(html, 'text/html');
    const classesOf = (selector: string) => [...document.querySelectorAll(selector)].map((e) => e.className);
    // The login and sign-up links for readers, hidden under <html data-member>...
    expect(classesOf('a[href="/login?lang=original"]')).toEqual(['button secondary wide-only signed-out-only']);
    expect(classesOf('a[href="/register?lang=original"]')).toEqual(['button secondary wide-only signed-out-only']);
    // ...and the member's part, shown only there: the bell, the name the script fills in, logout; and "Ask".
    expect(classesOf('.user-menu')).toEqual(['user-menu member-only']);
    const menu = document.querySelector('.user-menu')!;
    expect(menu.querySelector('.notifications > button')?.getAttribute('aria-label')).toBe('Notifications');
    expect(menu.querySelector('a.username[data-member-link] > span[data-member-name]')?.textContent).toBe('');
    expect(menu.querySelector(':scope > button')?.textContent).toBe('Log out');
    expect(classesOf('a.ask-button')).toEqual(['button primary ask-button wide-only member-only']);
  });

  test('signed in (the hint cookies): the member part with the hinted name and no login links, from the first render', () => {
    setWidth(1280);
    document.cookie = 'parley-signed-in=1';
    document.cookie = 'parley-member=mina';
    global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
    try {
      renderBar();
      expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
      expect(screen.getByRole('link', { name: 'mina' })).toHaveAttribute('href', '/user/mina?lang=original');
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ask a question' })).toBeInTheDocument();
    } finally {
      document.cookie = 'parley-signed-in=; max-age=0';
      document.cookie = 'parley-member=; max-age=0';
    }
  });

  test('the CSS breakpoint matches the resize check', () => {
    const css = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    expect(css).toContain(`@media (max-width: ${COMPACT_LAYOUT_WIDTH - 0.02}px)`);
    expect(css).toContain(`@media (min-width: ${COMPACT_LAYOUT_WIDTH}px)`);
  });
});

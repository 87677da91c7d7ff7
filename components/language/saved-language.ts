import { track } from '@/lib/analytics/events';
import { isLang, LANG_COOKIE_MAX_AGE_S, LANG_PARAM, type Lang } from '@/lib/i18n/languages';

export const LANGUAGE_EVENT = 'settings/language';

/** The saved setting: localStorage for the browser, a cookie of the same name for the server (proxy.ts). */
export function saveLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_PARAM, lang);
  } catch {
    // Storage can be disabled; the cookie below still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_PARAM}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

export function savedLanguage(): Lang | null {
  try {
    const value = window.localStorage.getItem(LANG_PARAM);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

function cookieLanguage(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANG_PARAM}=([^;]*)`));
  return match?.[1] ?? null;
}

/**
 * Changing the language saves it, writes it into the address, records `settings/language` and reloads.
 * `reload` is injectable so component tests can observe it (jsdom cannot reload).
 */
export function changeLanguage(next: Lang, current: Lang, reload: () => void = () => window.location.reload()): void {
  saveLanguage(next);
  track(LANGUAGE_EVENT, { from: current, to: next });
  const url = new URL(window.location.href);
  url.searchParams.set(LANG_PARAM, next);
  window.history.replaceState(window.history.state, '', url);
  reload();
}

/**
 * A page opened without `?lang=` was resolved on the server from the cookie. When localStorage holds a different
 * saved language (the cookie expired or was cleared), the saved setting wins: restore the cookie and load the page
 * in that language. Returns whether it navigated.
 */
export function applySavedLanguage(
  current: Lang,
  navigate: (url: string) => void = (u) => window.location.replace(u),
): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.has(LANG_PARAM)) return false;
  const saved = savedLanguage();
  if (!saved || saved === current) return false;
  if (cookieLanguage() !== saved) saveLanguage(saved);
  url.searchParams.set(LANG_PARAM, saved);
  navigate(url.toString());
  return true;
}

/**
 * The visitor's choice about session recording (design §5): nothing is recorded before they agree, Global Privacy
 * Control and Do Not Track turn recording off without asking, and the choice is kept (localStorage) and can be
 * changed from the footer.
 */
export const CONSENT_KEY = 'parley.recordingConsent';
export type ConsentChoice = 'granted' | 'denied';

/** The footer's "Privacy settings" asks the consent banner to show again with this window event. */
export const OPEN_PRIVACY_SETTINGS_EVENT = 'parley:privacy-settings';

/** Whether the browser asks not to be tracked: Global Privacy Control, or Do Not Track. */
export function privacySignal(nav: Navigator & { globalPrivacyControl?: boolean } = navigator, win: { doNotTrack?: string | null } = window as never): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || win.doNotTrack === '1';
}

export function readConsent(storage: Pick<Storage, 'getItem'> | null = safeStorage()): ConsentChoice | null {
  const value = storage?.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function writeConsent(choice: ConsentChoice, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  storage?.setItem(CONSENT_KEY, choice);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What the banner knows before it renders: a privacy signal, the saved choice, or nothing yet. */
export type ConsentStatus = 'signal' | ConsentChoice | 'none';

export function consentStatus(): ConsentStatus {
  return privacySignal() ? 'signal' : (readConsent() ?? 'none');
}

/** Listens for choices made in this tab (writeConsent) and in others (the storage event). */
export function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  };
}

const CONSENT_CHANGED_EVENT = 'parley:consent-changed';

/**
 * Whether the visitor lets the page be recorded. Global Privacy Control or Do Not Track on means no (unless the site
 * set `respectPrivacySignals: false`): then the tracker requests nothing at all, not even its worker. Read at every
 * start() and reloadFlags(), so a signal turned on after the page loaded still counts.
 */

export const PRIVACY_SIGNAL_REASON = 'privacy signal (GPC or DNT)';

export const privacySignal = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true ||
  navigator.doNotTrack === '1';

/** The reason nothing may be recorded or asked for now, or null when the visitor allows it. */
export type Consent = () => string | null;

export const createConsent =
  (respectPrivacySignals = true): Consent =>
  () =>
    respectPrivacySignals && privacySignal() ? PRIVACY_SIGNAL_REASON : null;

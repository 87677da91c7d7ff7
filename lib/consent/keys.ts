/**
 * Where the browser keeps the visitor's choice about session recording (docs/decisions/0060-recording-consent.md):
 * read by the consent banner (components/tracking/consent.ts) and, before any of the page's script has run, by the
 * loader of reader pages (lib/routes/deferred-hydration.ts), which starts the page at once for a visitor who agreed.
 */
/** localStorage: `granted` or `denied`. */
export const CONSENT_KEY = 'parley.recordingConsent';
/** localStorage: the choice about one usability test, `{"testId", "choice"}` (the latest test asked about). */
export const TEST_CONSENT_KEY = 'parley.recordingConsent.test';

import { STORAGE_KEYS, UXT_QUERY_PARAMETER, UXT_STORAGE_KEYS } from '@parley/tracker/constants';
import { CONSENT_KEY, TEST_CONSENT_KEY } from '@/lib/consent/keys';

/**
 * The visitor's choice about session recording (docs/decisions/0060-recording-consent.md): nothing is recorded before they agree, Global Privacy
 * Control and Do Not Track turn recording off without asking, and the choice is kept (localStorage) and can be
 * changed from the footer. A usability-test participant (a test link, or a test in progress) is asked about that test
 * alone, in its own words: docs/decisions/0058-usability-test-consent.md.
 */
export { CONSENT_KEY, TEST_CONSENT_KEY } from '@/lib/consent/keys';
export type ConsentChoice = 'granted' | 'denied';

/** The footer's "Privacy settings" asks the consent banner to show again with this window event. */
export const OPEN_PRIVACY_SETTINGS_EVENT = 'parley:privacy-settings';

type Reader = Pick<Storage, 'getItem'> | null;

/** Whether the browser asks not to be tracked: Global Privacy Control, or Do Not Track. */
export function privacySignal(
  nav: Navigator & { globalPrivacyControl?: boolean } = navigator,
  win: { doNotTrack?: string | null } = window as never,
): boolean {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || win.doNotTrack === '1';
}

export function readConsent(storage: Reader = safeStorage('localStorage')): ConsentChoice | null {
  const value = storage?.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function writeConsent(
  choice: ConsentChoice,
  storage: Pick<Storage, 'setItem'> | null = safeStorage('localStorage'),
): void {
  storage?.setItem(CONSENT_KEY, choice);
  announce();
}

export interface TestConsent {
  testId: string;
  choice: ConsentChoice;
}

export function readTestConsent(storage: Reader = safeStorage('localStorage')): TestConsent | null {
  try {
    const value = JSON.parse(storage?.getItem(TEST_CONSENT_KEY) ?? 'null') as Partial<TestConsent> | null;
    return typeof value?.testId === 'string' && (value.choice === 'granted' || value.choice === 'denied')
      ? { testId: value.testId, choice: value.choice }
      : null;
  } catch {
    return null;
  }
}

export function writeTestConsent(
  consent: TestConsent,
  storage: Pick<Storage, 'setItem'> | null = safeStorage('localStorage'),
): void {
  storage?.setItem(TEST_CONSENT_KEY, JSON.stringify(consent));
  announce();
}

/** The usability test a page invites its visitor to; `byLink`: its address has `?oruxt=` (else a test in progress). */
export interface Invitation {
  testId: string;
  byLink: boolean;
}

/**
 * The test this page would open, as the tracker decides it (tracker/PROTOCOL.md "Usability tests"): `?oruxt={id}`
 * wins; otherwise the test in progress that the tracker stored for the session this tab records (another session's
 * progress is stale: the tracker clears it instead of resuming it).
 */
export function usabilityInvitation(
  search: string,
  local: Reader = safeStorage('localStorage'),
  tab: Reader = safeStorage('sessionStorage'),
): Invitation | null {
  const linked = new URLSearchParams(search).get(UXT_QUERY_PARAMETER);
  // Test ids are UUIDs (PROTOCOL.md): anything else is no test, and no reason to ask or to record.
  if (linked) return TEST_ID.test(linked) ? { testId: linked.toLowerCase(), byLink: true } : null;
  const active = local?.getItem(UXT_STORAGE_KEYS.active);
  const session = local?.getItem(UXT_STORAGE_KEYS.sessionId);
  return active && TEST_ID.test(active) && session && session === tab?.getItem(STORAGE_KEYS.sessionID)
    ? { testId: active.toLowerCase(), byLink: false }
    : null;
}

const TEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function safeStorage(which: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[which];
  } catch {
    return null;
  }
}

/** What the banner knows before it renders: a privacy signal, the saved choice, or nothing yet. */
export type ConsentStatus = 'signal' | ConsentChoice | 'none';

export function consentStatus(): ConsentStatus {
  return privacySignal() ? 'signal' : (readConsent() ?? 'none');
}

/**
 * The banner's panels: the general question, the privacy-signal note, the usability-test question, the note that the
 * test a link led to has ended, or none.
 */
export type ConsentPanel = 'hidden' | 'ask' | 'signal' | 'test' | 'ended';

/** What the site knows of the test a page invites to: still asking, open, or ended (closed or unknown). */
export type LinkStatus = 'pending' | 'open' | 'ended';

/** Where the site asks whether a test link still leads to a test (app/api/usability-tests/[id]). */
export const testLinkStatusUrl = (testId: string, projectKey: string) =>
  `/api/usability-tests/${encodeURIComponent(testId)}?projectKey=${encodeURIComponent(projectKey)}`;

/**
 * What a page does about recording. `record`: `no`; `later` (at the visitor's first interaction, the general consent
 * of an earlier page); `now` (they agreed on this page, or this is a usability test they agreed to: its overlay shows
 * at once). `forTest`: the recording is the usability test's, which the participant agreed to for that test alone,
 * so it goes ahead despite a privacy signal.
 */
export interface RecordingPlan {
  panel: ConsentPanel;
  record: 'no' | 'later' | 'now';
  forTest: boolean;
}

/**
 * The plan from the saved choices (pure; `agreedNow`: the visitor said yes on this page). A usability test is asked
 * about on its own, whatever the general choice: its recording holds more (the typed answers, the camera and
 * microphone), a visitor who declined recording in general may still want to take part in a test they followed a link
 * to, and a privacy signal says nothing about a test the visitor asked to join. A "no" to the test means no recording
 * and no overlay on its pages; a test link opened again asks again. A test is asked about only once the site knows it
 * is open (`link`); a link to a test that has ended (closed or unknown) says so, and the visit is an ordinary one,
 * recorded only with the general consent, never as a test.
 */
export function recordingPlan(
  status: ConsentStatus,
  invitation: Invitation | null,
  test: TestConsent | null,
  agreedNow = false,
  link: LinkStatus = 'open',
): RecordingPlan {
  if (invitation && link === 'pending') return { panel: 'hidden', record: 'no', forTest: true };
  if (invitation && link === 'ended') {
    const general = recordingPlan(status, null, null, agreedNow);
    return invitation.byLink ? { ...general, panel: 'ended' } : general;
  }
  if (invitation) {
    const choice = test?.testId === invitation.testId ? test.choice : null;
    if (choice === 'granted') return { panel: 'hidden', record: 'now', forTest: true };
    // Declined: asked again only by the test link itself (the participant followed it again), never on later pages.
    return { panel: choice === null || invitation.byLink ? 'test' : 'hidden', record: 'no', forTest: true };
  }
  if (status === 'granted') return { panel: 'hidden', record: agreedNow ? 'now' : 'later', forTest: false };
  return { panel: status === 'none' ? 'ask' : 'hidden', record: 'no', forTest: false };
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
function announce() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

import { STORAGE_KEYS, UXT_STORAGE_KEYS } from '@parley/tracker/constants';
import {
  consentStatus,
  CONSENT_KEY,
  privacySignal,
  readConsent,
  readTestConsent,
  subscribeToConsent,
  writeConsent,
  recordingPlan,
  TEST_CONSENT_KEY,
  usabilityInvitation,
  writeTestConsent,
  type Invitation,
  type TestConsent,
} from './consent';

const TEST = '0b9d6a52-4c1e-4f55-9d0e-2b8d1f0c7a11';
const OTHER = '7f3e2d10-1111-4a2b-8c3d-000000000002';

/** A Storage stand-in holding `entries`. */
const store = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe("the site's consent gate and the browser's privacy signals", () => {
  /** What the browser says: Navigator's fields, and the window's doNotTrack some browsers kept there. */
  const browser = (
    nav: { globalPrivacyControl?: boolean; doNotTrack?: string | null },
    win: { doNotTrack?: string } = {},
  ) => [nav as Navigator & { globalPrivacyControl?: boolean }, win] as const;

  test('Global Privacy Control and Do Not Track (on navigator or on window) each count as a signal', () => {
    expect(privacySignal(...browser({ globalPrivacyControl: true }))).toBe(true);
    expect(privacySignal(...browser({ doNotTrack: '1' }))).toBe(true);
    expect(privacySignal(...browser({}, { doNotTrack: '1' }))).toBe(true);
  });

  test('a browser that says nothing, or says tracking is fine, gives no signal', () => {
    expect(privacySignal(...browser({}))).toBe(false);
    expect(privacySignal(...browser({ globalPrivacyControl: false, doNotTrack: '0' }, { doNotTrack: '0' }))).toBe(
      false,
    );
    expect(privacySignal(...browser({ doNotTrack: null }))).toBe(false);
  });

  describe('in the browser', () => {
    afterEach(() => {
      delete (navigator as { doNotTrack?: string }).doNotTrack;
      window.localStorage.clear();
    });

    test('Do Not Track turns recording off without asking, even after a yes saved on an earlier visit', () => {
      window.localStorage.setItem(CONSENT_KEY, 'granted');
      expect(consentStatus()).toBe('granted');
      Object.defineProperty(navigator, 'doNotTrack', { configurable: true, get: () => '1' });
      expect(consentStatus()).toBe('signal');
      expect(recordingPlan(consentStatus(), null, null)).toEqual({ panel: 'hidden', record: 'no', forTest: false });
    });
  });
});

describe("the visitor's general choice", () => {
  beforeEach(() => window.localStorage.clear());

  test('is kept in localStorage and read back; anything else stored reads as no choice', () => {
    expect(readConsent()).toBeNull();
    writeConsent('denied');
    expect([readConsent(), window.localStorage.getItem(CONSENT_KEY)]).toEqual(['denied', 'denied']);
    writeConsent('granted');
    expect(readConsent()).toBe('granted');
    for (const stored of ['', 'yes', 'GRANTED']) {
      window.localStorage.setItem(CONSENT_KEY, stored);
      expect([stored, readConsent()]).toEqual([stored, null]);
    }
    expect(consentStatus()).toBe('none');
  });

  test('without storage (a browser that refuses it) there is no choice, and making one does not fail', () => {
    expect(readConsent(null)).toBeNull();
    expect(readTestConsent(null)).toBeNull();
    expect(() => writeConsent('granted', null)).not.toThrow();
    expect(() => writeTestConsent({ testId: TEST, choice: 'granted' }, null)).not.toThrow();
    expect(usabilityInvitation('', null, null)).toBeNull();
    const local = store({ [UXT_STORAGE_KEYS.active]: TEST, [UXT_STORAGE_KEYS.sessionId]: 'session-1' });
    expect(usabilityInvitation('', local, null)).toBeNull();
  });

  test('a choice made in this tab or another reaches every listener; one that stopped listening hears nothing', () => {
    const heard = jest.fn();
    const stop = subscribeToConsent(heard);
    writeConsent('granted');
    writeTestConsent({ testId: TEST, choice: 'denied' });
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY }));
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    writeConsent('denied');
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY }));
    expect(heard).toHaveBeenCalledTimes(3);
  });
});

describe('the usability test a page invites to', () => {
  test('a test link (?oruxt=) invites, whatever is stored', () => {
    expect(usabilityInvitation(`?lang=fa&oruxt=${TEST}`, store({}), store({}))).toEqual({ testId: TEST, byLink: true });
  });

  test('an address whose test id is no UUID invites to nothing (no question, nothing recorded for it)', () => {
    expect(usabilityInvitation('?oruxt=not-a-test', store({}), store({}))).toBeNull();
    expect(usabilityInvitation(`?oruxt=${TEST}x`, store({}), store({}))).toBeNull();
    expect(usabilityInvitation(`?oruxt=x${TEST}`, store({}), store({}))).toBeNull();
    // Test ids are compared as the site stores them: lower case.
    expect(usabilityInvitation(`?oruxt=${TEST.toUpperCase()}`, store({}), store({}))).toEqual({
      testId: TEST,
      byLink: true,
    });
  });

  test("a test in progress of the session this tab records invites on every later page (the tracker's own keys)", () => {
    const local = store({ [UXT_STORAGE_KEYS.active]: TEST, [UXT_STORAGE_KEYS.sessionId]: 'session-1' });
    expect(usabilityInvitation('?lang=de', local, store({ [STORAGE_KEYS.sessionID]: 'session-1' }))).toEqual({
      testId: TEST,
      byLink: false,
    });
  });

  test("another session's progress (a new tab, an old visit) does not: the tracker clears it instead of resuming it", () => {
    const local = store({ [UXT_STORAGE_KEYS.active]: TEST, [UXT_STORAGE_KEYS.sessionId]: 'session-1' });
    expect(usabilityInvitation('', local, store({ [STORAGE_KEYS.sessionID]: 'session-2' }))).toBeNull();
    expect(usabilityInvitation('', local, store({}))).toBeNull();
    expect(usabilityInvitation('?lang=original', store({}), store({}))).toBeNull();
    // Stored progress that is no test id, or no session to match, invites to nothing either.
    const tab = store({ [STORAGE_KEYS.sessionID]: 'session-1' });
    expect(
      usabilityInvitation(
        '',
        store({ [UXT_STORAGE_KEYS.active]: 'x', [UXT_STORAGE_KEYS.sessionId]: 'session-1' }),
        tab,
      ),
    ).toBeNull();
    expect(usabilityInvitation('', store({ [UXT_STORAGE_KEYS.active]: TEST }), store({}))).toBeNull();
  });

  test("without arguments, it reads the page's address and the browser's own storage", () => {
    window.history.replaceState(null, '', `/random?oruxt=${OTHER}`);
    expect(usabilityInvitation(window.location.search)).toEqual({ testId: OTHER, byLink: true });
    window.localStorage.setItem(UXT_STORAGE_KEYS.active, TEST);
    window.localStorage.setItem(UXT_STORAGE_KEYS.sessionId, 'session-1');
    window.sessionStorage.setItem(STORAGE_KEYS.sessionID, 'session-1');
    try {
      expect(usabilityInvitation('')).toEqual({ testId: TEST, byLink: false });
    } finally {
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('the choice about one usability test', () => {
  beforeEach(() => window.localStorage.clear());

  test('is kept in localStorage and read back; anything damaged reads as no choice', () => {
    writeTestConsent({ testId: TEST, choice: 'granted' });
    expect(readTestConsent()).toEqual({ testId: TEST, choice: 'granted' });
    window.localStorage.setItem(TEST_CONSENT_KEY, '{"testId": 5, "choice": "granted"}');
    expect(readTestConsent()).toBeNull();
    window.localStorage.setItem(TEST_CONSENT_KEY, 'not json');
    expect(readTestConsent()).toBeNull();
    writeTestConsent({ testId: TEST, choice: 'denied' });
    expect(readTestConsent()).toEqual({ testId: TEST, choice: 'denied' });
    for (const choice of ['maybe', '', null]) {
      window.localStorage.setItem(TEST_CONSENT_KEY, JSON.stringify({ testId: TEST, choice }));
      expect([choice, readTestConsent()]).toEqual([choice, null]);
    }
    window.localStorage.setItem(TEST_CONSENT_KEY, 'null');
    expect(readTestConsent()).toBeNull();
  });
});

describe('what a page does about recording', () => {
  const link: Invitation = { testId: TEST, byLink: true };
  const resumed: Invitation = { testId: TEST, byLink: false };
  const yes: TestConsent = { testId: TEST, choice: 'granted' };
  const no: TestConsent = { testId: TEST, choice: 'denied' };

  test('without a test: the general question, then recording at the first interaction (at once when agreed on this page)', () => {
    expect(recordingPlan('none', null, null)).toEqual({ panel: 'ask', record: 'no', forTest: false });
    expect(recordingPlan('granted', null, null)).toEqual({ panel: 'hidden', record: 'later', forTest: false });
    expect(recordingPlan('granted', null, null, true)).toEqual({ panel: 'hidden', record: 'now', forTest: false });
    expect(recordingPlan('denied', null, null)).toEqual({ panel: 'hidden', record: 'no', forTest: false });
  });

  test('a privacy signal records nothing and asks nothing, even with a yes to a test on another page', () => {
    expect(recordingPlan('signal', null, null)).toEqual({ panel: 'hidden', record: 'no', forTest: false });
    expect(recordingPlan('signal', null, yes)).toEqual({ panel: 'hidden', record: 'no', forTest: false });
  });

  test.each(['none', 'granted', 'denied', 'signal'] as const)(
    'a test link asks the test question first (general choice %s), and records nothing before the answer',
    (status) => {
      expect(recordingPlan(status, link, null)).toEqual({ panel: 'test', record: 'no', forTest: true });
      // A yes to another test is no yes to this one.
      expect(recordingPlan(status, link, { testId: OTHER, choice: 'granted' })).toEqual({
        panel: 'test',
        record: 'no',
        forTest: true,
      });
    },
  );

  test.each(['none', 'granted', 'denied', 'signal'] as const)(
    'a yes to the test records its pages at once, without asking again (general choice %s)',
    (status) => {
      expect(recordingPlan(status, link, yes)).toEqual({ panel: 'hidden', record: 'now', forTest: true });
      expect(recordingPlan(status, resumed, yes)).toEqual({ panel: 'hidden', record: 'now', forTest: true });
    },
  );

  test('a no to the test records nothing on its pages (no overlay), even with general consent; only the link asks again', () => {
    expect(recordingPlan('granted', resumed, no)).toEqual({ panel: 'hidden', record: 'no', forTest: true });
    expect(recordingPlan('granted', link, no)).toEqual({ panel: 'test', record: 'no', forTest: true });
    expect(recordingPlan('none', resumed, no)).toEqual({ panel: 'hidden', record: 'no', forTest: true });
    // A test in progress that was never answered (its question left open on an earlier page) asks again.
    expect(recordingPlan('granted', resumed, null)).toEqual({ panel: 'test', record: 'no', forTest: true });
  });

  test.each(['none', 'granted', 'denied', 'signal'] as const)(
    'a link to a test that has ended says so and is an ordinary visit, never recorded as a test (general choice %s)',
    (status) => {
      const general = recordingPlan(status, null, null);
      expect(recordingPlan(status, link, yes, false, 'ended')).toEqual({ ...general, panel: 'ended', forTest: false });
      // Stored progress of a test that has since ended: nothing to say, the general choice applies.
      expect(recordingPlan(status, resumed, yes, false, 'ended')).toEqual(general);
    },
  );

  test('nothing is asked or recorded as a test before the site knows the test is open', () => {
    expect(recordingPlan('granted', link, yes, false, 'pending')).toEqual({
      panel: 'hidden',
      record: 'no',
      forTest: true,
    });
  });
});

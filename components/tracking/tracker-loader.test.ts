import { STORAGE_KEYS } from '@parley/tracker/constants';
import { track } from '@/lib/analytics/events';
import { MEMBER_NAME_COOKIE, SIGNED_IN_HINT_COOKIE } from '@/lib/auth/member-hint';
import { flagValue } from './feature-flags';
import { MEMBER_TOKEN_URL } from './member-token';
import {
  identifyMember,
  PROJECT_KEY,
  startTracker,
  stopTracker,
  TRACKER_CONTINUE_START_MS,
  TRACKER_IDLE_START_MS,
  TRACKER_WORKER_URL,
  type SiteTracker,
} from './tracker-loader';

/** The options the site created the tracker with, one entry per createTracker call. */
const created: Record<string, unknown>[] = [];
/** The trackers made, newest last. */
const trackers: (SiteTracker & { flagsListener?: (flags: { key: string; value: string | boolean }[]) => void })[] = [];
/** What the fake tracker's start answers. */
let startAnswer: { success: boolean; reason?: string } | Error = { success: true };

const fakeTracker = () => {
  const tracker: (typeof trackers)[number] = {
    start: jest.fn(async () => {
      if (startAnswer instanceof Error) throw startAnswer;
      return { ...startAnswer, sessionID: 'session-1' };
    }),
    stop: jest.fn(),
    setUserID: jest.fn(),
    event: jest.fn(),
    getSessionID: () => 'session-1',
    onFlagsLoad: jest.fn((listener) => void (tracker.flagsListener = listener)),
    reloadFlags: jest.fn(async () => undefined),
  };
  trackers.push(tracker);
  return tracker;
};

// The tracker's module is a plain file the site serves (/tracker/tracker.js), not part of the bundles.
jest.mock(
  '/tracker/tracker.js',
  () => ({
    createTracker: (options: Record<string, unknown>) => {
      created.push(options);
      return fakeTracker();
    },
  }),
  { virtual: true },
);

const latest = () => trackers[trackers.length - 1]!;

/** Stands in for GET /api/member-token: the member and token it answers, or a 401 (null). */
function answerMemberToken(answer: { username: string; token: string } | null) {
  // jsdom has no Response: what fetchMemberToken reads of one.
  const fetch = jest.fn(async (_url: string, _init?: RequestInit) => ({
    ok: answer !== null,
    status: answer ? 200 : 401,
    json: async () => answer ?? { error: 'Not signed in' },
  }));
  Object.assign(window, { fetch });
  return fetch;
}

beforeEach(async () => {
  jest.useRealTimers();
  await stopTracker();
  created.length = 0;
  trackers.length = 0;
  startAnswer = { success: true };
  sessionStorage.clear();
  for (const name of [SIGNED_IN_HINT_COOKIE, MEMBER_NAME_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Lets the promises queued so far (the module's import, the start) settle, with fake timers. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('the tracker the site loads', () => {
  test('respects privacy signals (Global Privacy Control, Do Not Track) on an ordinary visit', async () => {
    jest.useFakeTimers();
    const started = startTracker('fa', { now: true });
    await jest.runAllTimersAsync();
    expect(await started).not.toBeNull();
    expect(created).toEqual([
      {
        projectKey: PROJECT_KEY,
        ingestPoint: '/ingest',
        workerUrl: TRACKER_WORKER_URL,
        language: 'fa',
        userID: undefined,
        obscureTextEmails: true,
        obscureTextNumbers: false,
        respectPrivacySignals: true,
        conditional: 'project',
      },
    ]);
    expect(PROJECT_KEY).toBe('parley-demo');
  });

  test("records a usability test's pages despite a privacy signal, as the participant agreed to that test", async () => {
    expect(await startTracker('de', { forTest: true })).not.toBeNull();
    expect(created).toEqual([
      expect.objectContaining({ language: 'de', respectPrivacySignals: false, conditional: false }),
    ]);
  });

  test("starts as the signed-in member named by the hint cookie, and gives the page's code the flags", async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    document.cookie = `${MEMBER_NAME_COOKIE}=mina; path=/`;
    const tracker = await startTracker('de', { forTest: true });
    expect(created[0]).toEqual(expect.objectContaining({ userID: 'mina' }));
    latest().flagsListener!([{ key: 'new-editor', value: true }]);
    expect(flagValue('new-editor')).toBe(true);
    // The site's analytics events become the session's custom events.
    track('settings/language', { to: 'fa' }, 1);
    expect(tracker!.event).toHaveBeenCalledWith('settings/language', { to: 'fa' });
  });

  test("hands a signed-in member's tracker the member token the site signed for them, with the name it names", async () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    document.cookie = `${MEMBER_NAME_COOKIE}=mina; path=/`;
    const asked = answerMemberToken({ username: 'mina', token: 'signed-for-mina' });
    await startTracker('de', { forTest: true });
    expect(asked).toHaveBeenCalledWith(MEMBER_TOKEN_URL, expect.objectContaining({ credentials: 'same-origin' }));
    expect(created[0]).toEqual(expect.objectContaining({ userID: 'mina', userToken: 'signed-for-mina' }));
  });

  test('asks for no member token without a session hint; a token the site refuses leaves the name unverified', async () => {
    const asked = answerMemberToken(null);
    await startTracker('de', { forTest: true });
    expect(asked).not.toHaveBeenCalled();
    expect(created[0]).toEqual(expect.objectContaining({ userID: undefined, userToken: undefined }));
    await stopTracker();
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    document.cookie = `${MEMBER_NAME_COOKIE}=mina; path=/`;
    await startTracker('de', { forTest: true });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(created[1]).toEqual(expect.objectContaining({ userID: 'mina', userToken: undefined }));
  });

  test('is made and started once per page: later calls answer the same tracker', async () => {
    const first = await startTracker('de', { forTest: true });
    expect(await startTracker('fa', { forTest: true })).toBe(first);
    expect(created).toHaveLength(1);
    expect(latest().start).toHaveBeenCalledTimes(1);
  });

  test('a start the tracker refuses is said in the console and still gives the tracker; one that throws gives none', async () => {
    startAnswer = { success: false, reason: 'project has no recording' };
    expect(await startTracker('de', { forTest: true })).not.toBeNull();
    expect(console.warn).toHaveBeenCalledWith('Recording did not start: project has no recording');
    await stopTracker();
    startAnswer = { success: false };
    await startTracker('de', { forTest: true });
    expect(console.warn).toHaveBeenLastCalledWith('Recording did not start: unknown reason');
    await stopTracker();
    startAnswer = new Error('worker refused');
    expect(await startTracker('de', { forTest: true })).toBeNull();
    expect(console.error).toHaveBeenCalledWith('The tracker could not start:', startAnswer);
  });
});

describe('when the tracker starts', () => {
  test(`on a first page: at the first interaction, or ${TRACKER_IDLE_START_MS} ms after load without one; the flags are asked for at the first idle moment`, async () => {
    jest.useFakeTimers();
    void startTracker('de');
    // The module loads at idle time (no requestIdleCallback in jsdom: a timeout) and asks for the flags at once.
    await jest.advanceTimersByTimeAsync(1500);
    expect(created).toHaveLength(1);
    expect(latest().reloadFlags).toHaveBeenCalledTimes(1);
    expect(latest().start).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(TRACKER_IDLE_START_MS - 1500 - 1);
    expect(latest().start).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1 + 1500);
    expect(latest().start).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
  });

  test(`on a later page of a recorded visit: ${TRACKER_CONTINUE_START_MS} ms after load`, async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(STORAGE_KEYS.token, 'token');
    void startTracker('de');
    await jest.advanceTimersByTimeAsync(TRACKER_CONTINUE_START_MS + 1500 - 1);
    expect(latest().start).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(latest().start).toHaveBeenCalledTimes(1);
  });

  test(`after a page left before its start was answered (its start key kept, no token): ${TRACKER_CONTINUE_START_MS} ms after load`, async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(STORAGE_KEYS.startKey, 'k'.repeat(22));
    void startTracker('de');
    await jest.advanceTimersByTimeAsync(TRACKER_CONTINUE_START_MS + 1500);
    expect(latest().start).toHaveBeenCalledTimes(1);
  });

  test.each(['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'])(
    'at the first %s, seen before any handler of the page can stop it, and only once',
    async (type) => {
      jest.useFakeTimers();
      void startTracker('de');
      await jest.advanceTimersByTimeAsync(100);
      // Caught on the way down: a page's handler that stops the event does not hide it.
      const stop = (event: Event) => event.stopPropagation();
      document.body.addEventListener(type, stop);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.removeEventListener(type, stop);
      await jest.advanceTimersByTimeAsync(1500);
      await settle();
      expect(latest().start).toHaveBeenCalledTimes(1);
      // Neither another interaction nor the timeout starts it again.
      window.dispatchEvent(new Event(type));
      await jest.advanceTimersByTimeAsync(TRACKER_IDLE_START_MS * 2);
      expect(latest().start).toHaveBeenCalledTimes(1);
    },
  );

  test('with requestIdleCallback, at idle time, within 3 s at most', async () => {
    const idle = jest.fn((run: () => void, _options?: IdleRequestOptions) => (run(), 1));
    Object.assign(window, { requestIdleCallback: idle });
    try {
      await startTracker('de', { now: true });
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
      expect(latest().start).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });
});

describe('the member the tracker names', () => {
  test('a member who signs in on the page is named, and their flags asked for; naming the same member again does nothing', async () => {
    await startTracker('de', { forTest: true });
    const tracker = latest();
    answerMemberToken({ username: 'mina', token: 'signed-for-mina' });
    await identifyMember('mina');
    expect(tracker.setUserID).toHaveBeenCalledWith('mina', 'signed-for-mina');
    expect(tracker.reloadFlags).toHaveBeenCalledTimes(1);
    await identifyMember('mina');
    expect(tracker.setUserID).toHaveBeenCalledTimes(1);
    expect(tracker.reloadFlags).toHaveBeenCalledTimes(1);
  });

  test('before the tracker loads (no consent), nothing is named', async () => {
    await expect(identifyMember('mina')).resolves.toBeUndefined();
    expect(created).toHaveLength(0);
  });
});

describe('withdrawn consent', () => {
  test('stops the tracker, forgets the flags and the analytics sink, and a new start loads a new one', async () => {
    await startTracker('de', { forTest: true });
    const first = latest();
    first.flagsListener!([{ key: 'new-editor', value: true }]);
    await stopTracker();
    expect(first.stop).toHaveBeenCalledTimes(1);
    expect(flagValue('new-editor')).toBeUndefined();
    track('settings/language', { to: 'fa' }, 1);
    expect(first.event).not.toHaveBeenCalled();
    await startTracker('de', { forTest: true });
    expect(created).toHaveLength(2);
    expect(latest()).not.toBe(first);
  });
});

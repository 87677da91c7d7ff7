import { OVERLAY_HOST_ID, UXT_ANSWER_MAX_LENGTH, UXT_VIDEO_TOKEN_HEADER } from '../constants';
import type { StartResponse } from '../protocol/messages';
import { fakeContext } from '../test/fakeContext';
import { fakeCamera } from '../test/fake-media';
import { memorySegmentStore } from '../test/memory-segment-store';
import { saveProgress } from '../uxt/progress';
import { TEXTS } from '../uxt/texts';
import type { Segment, SegmentStore } from '../uxt/segments';
import { requestedTest, startUsabilityTest as startTest, taskAnswer } from './uxt';

/**
 * Every usability test a test starts is stopped after it: one left running goes on uploading (retries wait in real
 * time), and its requests would reach the next test's fake ingest.
 */
const running: (() => void)[] = [];
function startUsabilityTest(...args: Parameters<typeof startTest>): () => void {
  const stop = startTest(...args);
  running.push(stop);
  return stop;
}

const TEST_ID = 't-1';
const TEST = {
  title: 'Study',
  description: 'About the site',
  guidelines: '<p>Think aloud.</p>',
  conclusion: '',
  status: 'in-progress',
  reqMic: false,
  reqCamera: false,
  tasks: [
    { task_id: 11, title: 'Find page two', description: '', allow_typing: false },
    { task_id: 12, title: 'Describe it', description: '', allow_typing: true },
  ],
};

interface Signal {
  path: string;
  body: Record<string, unknown>;
}

/** A fake ingest behind window.fetch for the test and its signals. */
function fakeIngest(test: Record<string, unknown> | null = TEST) {
  const signals: Signal[] = [];
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname.startsWith('/ingest/v1/web/uxt/test/'))
      return new Response(JSON.stringify(test ? { test } : { error: 'no' }), { status: test ? 200 : 404 });
    if (url.pathname.startsWith('/ingest/v1/web/uxt/signals/')) {
      signals.push({
        path: url.pathname.slice('/ingest/v1/web/uxt/signals/'.length),
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      });
      return new Response('{}', { status: 200 });
    }
    return new Response('{"error":"no"}', { status: 404 });
  }) as unknown as typeof fetch;
  const story = () =>
    signals.map(
      (s) => `${s.path}${s.body.taskId === undefined ? '' : ` ${String(s.body.taskId)}`} ${String(s.body.status)}`,
    );
  return { signals, story };
}

/** A segment store whose listing (the start of the upload) waits until `release()`. */
function heldStore() {
  let release: (segments: Segment[]) => void = () => undefined;
  const listed = new Promise<Segment[]>((resolve) => (release = resolve));
  const store: SegmentStore = {
    create: jest.fn(async (owner, startedAt) => ({
      ...owner,
      key: `${owner.sessionId}/${owner.testId}/0`,
      n: 0,
      startedAt,
    })),
    append: jest.fn(),
    list: () => listed,
    remove: async () => undefined,
    removeOthers: jest.fn(async () => undefined),
  };
  return { store, release };
}

const auth = (sessionID: string) => ({ sessionID, token: `tok-${sessionID}` }) as StartResponse;
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const shadow = () => document.getElementById(OVERLAY_HOST_ID)?.querySelector('parley-uxt-root')?.shadowRoot ?? null;
const button = (name: string) => {
  const found = Array.from(shadow()?.querySelectorAll('button') ?? []).find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
};
const click = async (name: string) => {
  button(name).click();
  await settle();
};

let clock = 1_000;
const context = () => fakeContext({ now: () => clock, ingest: 'http://site.test/ingest' });

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', `/page?oruxt=${TEST_ID}`);
  clock = 1_000;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  for (const stop of running.splice(0)) stop();
  await settle();
  jest.restoreAllMocks();
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

describe('the usability test on the page', () => {
  it('runs greeting → guidelines → tasks → end with the signals of PROTOCOL.md, the answer only where typing is allowed', async () => {
    const ingest = fakeIngest();
    const { store, release } = heldStore();
    const closeWindow = jest.fn();
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store, closeWindow });
    await settle();
    expect(shadow()?.querySelector('[role="dialog"] h2')?.textContent).toBe('Study');

    await click('Read guidelines to begin');
    expect(ingest.signals).toEqual([]);
    clock = 2_000;
    await click('Begin Test');
    expect(localStorage.getItem('parley.uxt.taskIndex')).toBe('0');
    // No answer field where typing is not allowed: a typed answer cannot even be made.
    expect(shadow()?.querySelector('textarea')).toBeNull();
    clock = 5_000;
    await click('Done, Next');
    const field = shadow()!.querySelector('textarea')!;
    expect(field.maxLength).toBe(UXT_ANSWER_MAX_LENGTH);
    field.value = 'A page with a form';
    clock = 9_000;
    await click('Done, Next');

    expect(ingest.story()).toEqual([
      'test begin',
      'task 11 begin',
      'task 11 done',
      'task 12 begin',
      'task 12 done',
      'test done',
    ]);
    expect(ingest.signals.map((s) => s.body)).toEqual([
      { testId: TEST_ID, status: 'begin', duration: 0, timestamp: 2_000, media: 'none' },
      { testId: TEST_ID, taskId: 11, status: 'begin', duration: 0, timestamp: 2_000 },
      { testId: TEST_ID, taskId: 11, status: 'done', duration: 3_000, timestamp: 5_000 },
      { testId: TEST_ID, taskId: 12, status: 'begin', duration: 0, timestamp: 5_000 },
      {
        testId: TEST_ID,
        taskId: 12,
        status: 'done',
        duration: 4_000,
        timestamp: 9_000,
        taskAnswer: 'A page with a form',
      },
      { testId: TEST_ID, status: 'done', duration: 7_000, timestamp: 9_000 },
    ]);
    // `done` clears the progress; the video is listed as still to upload until it is.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('parley.uxt.'))).toEqual([
      'parley.uxt.pendingUploads',
    ]);

    // The end button is inert until the upload finished: announced so, and a click does nothing.
    const end = button('Submitting Feedback');
    expect(end.getAttribute('aria-disabled')).toBe('true');
    end.click();
    expect(closeWindow).not.toHaveBeenCalled();
    release([]);
    await settle();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('parley.uxt.'))).toEqual([]);
    expect(button('End Session').getAttribute('aria-disabled')).toBe('false');
    button('End Session').click();
    expect(closeWindow).toHaveBeenCalledTimes(1);
  });

  it('starts the upload only once the ingest responded to the signals: it gives upload URLs to a session whose begin it stored', async () => {
    let respond: () => void = () => undefined;
    const responded = new Promise<void>((resolve) => (respond = resolve));
    window.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname.startsWith('/ingest/v1/web/uxt/test/'))
        return new Response(JSON.stringify({ test: TEST }), { status: 200 });
      await responded;
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const list = jest.fn(async (): Promise<Segment[]> => []);
    const store: SegmentStore = {
      create: jest.fn(),
      append: jest.fn(),
      list,
      remove: async () => undefined,
      removeOthers: jest.fn(async () => undefined),
    };
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store, closeWindow: jest.fn() });
    await settle();
    await click('Read guidelines to begin');
    await click('Begin Test');
    await click('Done, Next');
    await click('Done, Next');
    expect(list).not.toHaveBeenCalled();
    respond();
    await settle();
    expect(list).toHaveBeenCalled();
  });

  it('sends the answer only when the task allows typing, and at most UXT_ANSWER_MAX_LENGTH characters of it', () => {
    expect(taskAnswer(false, 'typed anyway')).toBeUndefined();
    expect(taskAnswer(true, '   ')).toBeUndefined();
    expect(taskAnswer(true, 'yes')).toBe('yes');
    expect(taskAnswer(true, 'x'.repeat(UXT_ANSWER_MAX_LENGTH + 5))).toHaveLength(UXT_ANSWER_MAX_LENGTH);
  });

  it('comes back at the task it was on after a full page load, with the typed draft, and counts the task from its first begin', async () => {
    const ingest = fakeIngest();
    const first = startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store: heldStore().store });
    await settle();
    await click('Read guidelines to begin');
    await click('Begin Test');
    clock = 4_000;
    await click('Done, Next');
    const field = shadow()!.querySelector('textarea')!;
    field.value = 'half';
    field.dispatchEvent(new Event('input'));
    first(); // the page is left
    expect(document.getElementById(OVERLAY_HOST_ID)).toBeNull();

    history.replaceState(null, '', '/other-page');
    clock = 10_000;
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store: heldStore().store });
    await settle();
    expect(shadow()?.querySelector('[role="dialog"]')).toBeNull();
    expect(shadow()?.querySelector('.task-title')?.textContent).toBe('Describe it');
    expect(shadow()!.querySelector('textarea')!.value).toBe('half');
    await click('Done, Next');
    expect(ingest.signals.at(-2)!.body).toEqual({
      testId: TEST_ID,
      taskId: 12,
      status: 'done',
      duration: 6_000,
      timestamp: 10_000,
      taskAnswer: 'half',
    });
    expect(ingest.signals.at(-1)!.body).toMatchObject({ status: 'done', duration: 9_000 });
  });

  it('clears the progress of another session and shows nothing without ?oruxt=', async () => {
    const ingest = fakeIngest();
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store: heldStore().store })();
    await settle();
    localStorage.setItem('parley.uxt.active', TEST_ID);
    localStorage.setItem('parley.uxt.sessionId', 's-1');
    localStorage.setItem('parley.uxt.testStart', '1000');
    localStorage.setItem('parley.uxt.taskIndex', '1');
    localStorage.setItem('parley.uxt.durations', '{"testStart":1000,"tasks":[]}');
    history.replaceState(null, '', '/other-page');
    startUsabilityTest(context(), auth('s-2'), 'original', jest.fn(), { store: heldStore().store });
    await settle();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('parley.uxt.'))).toEqual([]);
    expect(shadow()).toBeNull();
    expect(ingest.signals).toEqual([]);
  });

  it('shows nothing for a closed or unknown test, logs "Error fetching test" and drops the progress for it', async () => {
    fakeIngest(null);
    localStorage.setItem('parley.uxt.active', TEST_ID);
    localStorage.setItem('parley.uxt.sessionId', 's-1');
    localStorage.setItem('parley.uxt.testStart', '1000');
    localStorage.setItem('parley.uxt.taskIndex', '0');
    localStorage.setItem('parley.uxt.durations', '{"testStart":1000,"tasks":[]}');
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store: heldStore().store });
    await settle();
    expect(shadow()).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Error fetching test', 404);
    expect(localStorage.getItem('parley.uxt.active')).toBeNull();
  });

  it('uploads what was recorded of a test closed mid-way (the ingest takes it from a session that began it) instead of leaving it as a leftover', async () => {
    const calls: string[] = [];
    window.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      calls.push(url.pathname);
      if (url.pathname === '/ingest/v1/web/uxt/upload-url')
        return new Response('{"url":"/ingest/v1/web/uxt/upload/ticket"}', { status: 200 });
      return new Response('{"error":"No such test, or it is closed"}', { status: 404 });
    }) as unknown as typeof fetch;
    const puts: string[] = [];
    (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = class {
      status = 200;
      upload = {};
      onload?: () => void;
      open(_method: string, url: string) {
        puts.push(new URL(url).pathname);
      }
      setRequestHeader() {}
      send() {
        setTimeout(() => this.onload?.());
      }
    };
    const { store, left } = memorySegmentStore([
      { sessionId: 's-1', testId: TEST_ID, key: 's-1/t-1/0', n: 0, startedAt: 1_500, blob: new Blob(['webm']) },
    ]);
    localStorage.setItem('parley.uxt.active', TEST_ID);
    localStorage.setItem('parley.uxt.sessionId', 's-1');
    localStorage.setItem('parley.uxt.testStart', '1000');
    localStorage.setItem('parley.uxt.taskIndex', '1');
    localStorage.setItem('parley.uxt.durations', '{"testStart":1000,"tasks":[]}');
    localStorage.setItem('parley.uxt.media', 'recording');
    history.replaceState(null, '', '/other-page');
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store });
    await settle();
    expect(shadow()).toBeNull();
    expect(calls).toEqual([`/ingest/v1/web/uxt/test/${TEST_ID}`, '/ingest/v1/web/uxt/upload-url']);
    expect(puts).toEqual(['/ingest/v1/web/uxt/upload/ticket']);
    expect(left()).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('parley.uxt.'))).toEqual([]);
  });

  it("a test broken off by a new session: the new session uploads what the old one recorded, with the old session's token as proof, instead of deleting it", async () => {
    // Session s-1 begins a test that records video (a camera that records, as far as the flow can tell).
    const recording = { ...TEST, reqCamera: true };
    const target = new EventTarget();
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: async () => ({ getTracks: () => [] }) },
      configurable: true,
    });
    Object.assign(window, {
      MediaRecorder: Object.assign(
        class {
          state = 'inactive';
          addEventListener = target.addEventListener.bind(target);
          start() {
            this.state = 'recording';
          }
          stop() {
            this.state = 'inactive';
            target.dispatchEvent(new Event('stop'));
          }
        },
        { isTypeSupported: () => true },
      ),
    });
    fakeIngest(recording);
    const first = startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store: heldStore().store });
    await settle();
    await click('Read guidelines to begin');
    await click('Begin Test');
    await click('Done, Next');
    expect(localStorage.getItem('parley.uxt.media')).toBe('recording');
    first(); // the page is left in the middle of the second task

    // The next page starts another session (s-1's ended, or was replaced): s-1's progress and signals go, its video stays.
    const calls: { path: string; headers: Record<string, string> }[] = [];
    window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      calls.push({ path: url.pathname, headers: (init?.headers ?? {}) as Record<string, string> });
      if (url.pathname === '/ingest/v1/web/uxt/upload-url')
        return new Response('{"url":"/ingest/v1/web/uxt/upload/ticket"}', { status: 200 });
      return new Response('{"error":"no"}', { status: 404 });
    }) as unknown as typeof fetch;
    const puts: string[] = [];
    (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = class {
      status = 200;
      upload = {};
      onload?: () => void;
      open(_method: string, url: string) {
        puts.push(new URL(url).pathname);
      }
      setRequestHeader() {}
      send() {
        setTimeout(() => this.onload?.());
      }
    };
    const { store, left } = memorySegmentStore([
      { sessionId: 's-1', testId: TEST_ID, key: 's-1/t-1/0', n: 0, startedAt: 1_500, blob: new Blob(['webm']) },
    ]);
    history.replaceState(null, '', '/other-page');
    startUsabilityTest(context(), auth('s-2'), 'original', jest.fn(), { store });
    await settle();
    expect(shadow()).toBeNull();
    expect(calls).toEqual([
      {
        path: '/ingest/v1/web/uxt/upload-url',
        headers: { Authorization: 'Bearer tok-s-2', [UXT_VIDEO_TOKEN_HEADER]: 'tok-s-1' },
      },
    ]);
    expect(puts).toEqual(['/ingest/v1/web/uxt/upload/ticket']);
    expect(left()).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('parley.uxt.'))).toEqual([]);
  });

  it('a recorded test given up for another one (`?oruxt=` names another test) has its video uploaded too; a test without video leaves nothing listed', async () => {
    const asked: string[] = [];
    window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.pathname !== '/ingest/v1/web/uxt/upload-url') return new Response('{"error":"no"}', { status: 503 });
      asked.push(`${url.searchParams.get('testId')} ${JSON.stringify(init?.headers)}`);
      return new Response('{"error":"later"}', { status: 503 });
    }) as unknown as typeof fetch;
    const progress = (testId: string, media: string) => {
      localStorage.setItem('parley.uxt.active', testId);
      localStorage.setItem('parley.uxt.sessionId', 's-1');
      localStorage.setItem('parley.uxt.testStart', '1000');
      localStorage.setItem('parley.uxt.taskIndex', '0');
      localStorage.setItem('parley.uxt.durations', '{"testStart":1000,"tasks":[]}');
      localStorage.setItem('parley.uxt.media', media);
      if (media === 'recording') localStorage.setItem('parley.uxt.token', 'tok-s-1-page-1');
    };
    const { store } = memorySegmentStore([
      { sessionId: 's-1', testId: 't-0', key: 's-1/t-0/0', n: 0, startedAt: 1_500, blob: new Blob(['webm']) },
    ]);
    progress('t-0', 'recording');
    const stopFirst = startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store });
    await settle();
    // The same session's video: its own token, no proof; it failed, so it stays listed (and kept by removeOthers).
    expect(asked[0]).toBe('t-0 {"Authorization":"Bearer tok-s-1"}');
    expect(JSON.parse(localStorage.getItem('parley.uxt.pendingUploads')!)).toEqual([
      { sessionId: 's-1', testId: 't-0', token: 'tok-s-1-page-1', since: expect.any(Number) },
    ]);
    expect(localStorage.getItem('parley.uxt.active')).toBeNull();
    // Stopped, it tries no more (its retries would list the video again).
    stopFirst();
    await settle();

    localStorage.clear();
    progress('t-0', 'none');
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store: heldStore().store })();
    await settle();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('parley.uxt.'))).toEqual([]);
  });

  it('Abort Session signals skipped, discards the video, removes the overlay and closes the window', async () => {
    const ingest = fakeIngest();
    const { store } = heldStore();
    const closeWindow = jest.fn();
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store, closeWindow });
    await settle();
    await click('Read guidelines to begin');
    await click('Begin Test');
    await click('Abort Session');
    await settle();
    expect(ingest.story()).toEqual(['test begin', 'task 11 begin', 'task 11 skipped', 'test skipped']);
    expect(store.removeOthers).toHaveBeenLastCalledWith([]);
    expect(closeWindow).toHaveBeenCalledTimes(1);
    expect(shadow()!.querySelector('.widget')).toBeNull();
    expect(localStorage.getItem('parley.uxt.active')).toBeNull();
  });

  it('a restart (a new start on the same page) leaves one overlay, not two', async () => {
    fakeIngest();
    const stop = startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store: heldStore().store });
    await settle();
    stop();
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store: heldStore().store });
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store: heldStore().store });
    await settle();
    expect(document.querySelectorAll(`#${OVERLAY_HOST_ID}`)).toHaveLength(1);
  });

  it('is right-to-left and translated in Persian', async () => {
    fakeIngest();
    startUsabilityTest(context(), auth('s-1'), 'fa', jest.fn(), { store: heldStore().store });
    await settle();
    const root = shadow()!.querySelector('.root')!;
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('fa');
    const labels = Array.from(shadow()!.querySelectorAll('button')).map((b) => b.textContent?.trim());
    expect(labels).toContain('برای شروع، راهنما را بخوانید');
    expect(labels).not.toContain('Read guidelines to begin');
  });

  it('takes the test from the address first, then from stored progress', () => {
    const progress = { testId: 'stored' } as Parameters<typeof requestedTest>[1];
    expect(requestedTest('?oruxt=fresh', progress)).toBe('fresh');
    expect(requestedTest('', progress)).toBe('stored');
    expect(requestedTest('?lang=de', null)).toBeNull();
  });
});

describe("the participant's video while the test goes on", () => {
  /** The ingest's usability-test calls; `uploadUrlStatus` answers `GET upload-url`; PUTs are counted. */
  function videoIngest(test: Record<string, unknown>) {
    const state = { uploadUrlStatus: 200, asked: [] as string[], puts: 0, signals: [] as Record<string, unknown>[] };
    window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.pathname.startsWith('/ingest/v1/web/uxt/test/'))
        return new Response(JSON.stringify({ test }), { status: 200 });
      if (url.pathname.startsWith('/ingest/v1/web/uxt/signals/')) {
        state.signals.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return new Response('{}', { status: 200 });
      }
      if (url.pathname === '/ingest/v1/web/uxt/upload-url') {
        state.asked.push(url.searchParams.get('segment')!);
        return state.uploadUrlStatus === 200
          ? new Response('{"url":"/ingest/v1/web/uxt/upload/ticket"}', { status: 200 })
          : new Response('{"error":"busy"}', { status: state.uploadUrlStatus });
      }
      return new Response('{"error":"no"}', { status: 404 });
    }) as unknown as typeof fetch;
    (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = class {
      status = 200;
      upload = {};
      onload?: () => void;
      open() {
        state.puts++;
      }
      setRequestHeader() {}
      send() {
        setTimeout(() => this.onload?.());
      }
    };
    return state;
  }
  const RECORDING = { ...TEST, reqCamera: true, reqMic: true };

  it('a later page records at once and uploads what the pages before recorded, not the segment it is writing', async () => {
    fakeCamera();
    const ingest = videoIngest(RECORDING);
    saveProgress({
      testId: TEST_ID,
      sessionId: 's-1',
      testStart: 1_000,
      taskIndex: 0,
      media: 'recording',
      durations: { testStart: 1_000, tasks: [{ taskId: 11, started: 1_000 }] },
      token: 'tok-s-1',
    });
    history.replaceState(null, '', '/page-two');
    const { store, left } = memorySegmentStore([
      { sessionId: 's-1', testId: TEST_ID, key: `s-1/${TEST_ID}/0`, n: 0, startedAt: 1_000, blob: new Blob(['p1']) },
    ]);
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), { store });
    await settle();
    expect(store.create).toHaveBeenCalledWith({ sessionId: 's-1', testId: TEST_ID }, 1_000);
    expect(ingest.asked).toEqual(['0']);
    expect(ingest.puts).toBe(1);
    // The page's own segment stays: it is still being written.
    expect(left()).toEqual([`s-1/${TEST_ID}/1`]);
    expect(shadow()?.querySelector('.rec')?.hasAttribute('hidden')).toBe(false);
  });

  it('an upload that failed at the end is tried again with "Try again", and ends once it got through', async () => {
    fakeCamera();
    const ingest = videoIngest(RECORDING);
    ingest.uploadUrlStatus = 503;
    const { store, left } = memorySegmentStore([]);
    startUsabilityTest(context(), auth('s-1'), 'original', jest.fn(), {
      store,
      closeWindow: jest.fn(),
      sleep: async () => undefined,
    });
    await settle();
    await click('Read guidelines to begin');
    await click('Begin Test');
    await click('Done, Next');
    await click('Done, Next');
    await settle();
    expect(shadow()?.querySelector('.status')?.textContent).toBe(
      'Your video could not be uploaded yet. It stays in this browser and is sent on your next visit.',
    );
    expect(left()).toHaveLength(1);
    expect(ingest.puts).toBe(0);
    expect(button('Try again').hidden).toBe(false);
    ingest.uploadUrlStatus = 200;
    await click('Try again');
    await settle();
    // Sent, and nothing of it left in the browser. Once in a loaded CI run (under faketime) it was sent twice: a
    // segment upload the camera's end queued behind the first attempts found the ingest answering again too. The ingest
    // stores a segment once whatever the number of PUTs (an upsert by test, session and segment), so the count is at
    // least one here; what must hold is that the video got through and the panel ends.
    expect(ingest.puts).toBeGreaterThanOrEqual(1);
    expect(left()).toEqual([]);
    expect(shadow()?.querySelector('.status')?.textContent).toBe('');
    expect(button('Try again').hidden).toBe(true);
    expect(button('End Session').getAttribute('aria-disabled')).toBe('false');
    expect(localStorage.getItem('parley.uxt.pendingUploads')).toBeNull();
  });

  it('on a page that is not a secure context: the begin signal says insecure, and the participant reads why', async () => {
    fakeCamera();
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    const ingest = videoIngest(RECORDING);
    startUsabilityTest(context(), auth('s-1'), 'de', jest.fn(), { store: memorySegmentStore([]).store });
    await settle();
    await click('Hinweise lesen und beginnen');
    await click('Test beginnen');
    expect(ingest.signals[0]).toMatchObject({ status: 'begin', media: 'insecure' });
    expect(shadow()?.querySelector('.note')?.textContent).toBe(TEXTS.de.mediaInsecure);
    expect(localStorage.getItem('parley.uxt.media')).toBe('insecure');
    Object.defineProperty(window, 'isSecureContext', { value: undefined, configurable: true });
  });
});

/**
 * The usability test's calls to the ingest (PROTOCOL.md "Usability tests"): the test, the signals and the upload
 * URLs. Signals carry the participant's answers, so none may be lost: each waits in a localStorage outbox until the
 * ingest responded to it, is retried like a batch (MAX_RETRIES, RETRY_DELAY_STEP_MS × attempt), and what a page could not
 * send the next page of the same session sends (the ingest stores a repeated signal once).
 */
import { MAX_RETRIES, RETRY_DELAY_STEP_MS, UXT_STORAGE_KEYS, UXT_VIDEO_TOKEN_HEADER } from '../constants';
import type { KeepaliveQuota } from '../keepalive-quota';
import { local, storage } from '../session';
import type { SignalStatus } from './flow';
import type { MediaState, TaskId } from './progress';

export interface UxtTask {
  task_id: TaskId;
  title: string;
  description: string;
  allow_typing: boolean;
}

export interface UxtTest {
  id: string;
  title: string;
  description: string;
  /** Sanitized HTML (the studio writes markdown). */
  guidelines: string;
  conclusion: string;
  startingPath: string;
  status: string;
  reqMic: boolean;
  reqCamera: boolean;
  tasks: UxtTask[];
}

export interface Api {
  ingest: string;
  token: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The test as the tracker uses it, or null when the response is not a test. */
export function parseTest(body: unknown, id: string): UxtTest | null {
  const test = (body as { test?: Record<string, unknown> } | null)?.test;
  if (!test || typeof test.title !== 'string' || !Array.isArray(test.tasks)) return null;
  const tasks = (test.tasks as Record<string, unknown>[]).filter(
    (t) => (typeof t?.task_id === 'string' || typeof t?.task_id === 'number') && typeof t.title === 'string',
  );
  if (tasks.length !== test.tasks.length) return null;
  return {
    id: text(test.id) || id,
    title: test.title,
    description: text(test.description),
    guidelines: text(test.guidelines),
    conclusion: text(test.conclusion),
    startingPath: text(test.startingPath),
    status: text(test.status),
    reqMic: test.reqMic === true,
    reqCamera: test.reqCamera === true,
    tasks: tasks.map((t) => ({
      task_id: t.task_id as TaskId,
      title: t.title as string,
      description: text(t.description),
      allow_typing: t.allow_typing === true,
    })),
  };
}

export type TestLookup = { ok: true; test: UxtTest } | { ok: false; gone: boolean };

/**
 * `GET {ingest}/v1/web/uxt/test/{id}`. Any failure logs 'Error fetching test'; `gone` says the test is
 * unknown, closed or not this project's (404, 403), so stored progress for it can be dropped.
 */
export async function fetchTest(api: Api, id: string): Promise<TestLookup> {
  try {
    const response = await fetch(`${api.ingest}/v1/web/uxt/test/${encodeURIComponent(id)}`, {
      headers: { Authorization: `Bearer ${api.token}` },
    });
    const test = response.ok ? parseTest(await response.json(), id) : null;
    if (test) return { ok: true, test };
    console.error('Error fetching test', response.status);
    return { ok: false, gone: response.status === 404 || response.status === 403 };
  } catch (error) {
    console.error('Error fetching test', error);
    return { ok: false, gone: false };
  }
}

export type TestSignal = {
  testId: string;
  status: SignalStatus;
  duration: number;
  timestamp: number;
  media?: MediaState;
};
export type TaskSignal = {
  testId: string;
  taskId: TaskId;
  status: SignalStatus;
  duration: number;
  timestamp: number;
  taskAnswer?: string;
};
type Item = { kind: 'test'; body: TestSignal } | { kind: 'task'; body: TaskSignal };

interface Outbox {
  sessionId: string;
  items: Item[];
}

export interface Signals {
  test(body: TestSignal): void;
  task(body: TaskSignal): void;
  /** Resolves once every signal so far got a response (true) or this page gave up on some (false). */
  settled(): Promise<boolean>;
  stop(): void;
}

export interface SignalOptions extends Api {
  sessionId: string;
  warn(message: string): void;
  /** The page's keepalive quota (src/keepalive-quota.ts), shared with its other requests on the way out. */
  keepalive: KeepaliveQuota;
  /** Waits between retries (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

/** What a signal's response means: sent (or refused for good: never repeated), or try again on a later page. */
type Outcome = 'sent' | 'dropped' | 'later';

export function createSignals(options: SignalOptions): Signals {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const stored = (() => {
    try {
      return JSON.parse(storage.read(local, UXT_STORAGE_KEYS.outbox) ?? 'null') as Outbox | null;
    } catch {
      return null;
    }
  })();
  // Another session's signals cannot be sent with this session's token: they go.
  const items: Item[] = stored?.sessionId === options.sessionId && Array.isArray(stored.items) ? stored.items : [];
  const persist = () =>
    storage.write(
      local,
      UXT_STORAGE_KEYS.outbox,
      items.length ? JSON.stringify({ sessionId: options.sessionId, items } satisfies Outbox) : null,
    );
  persist();
  let stopped = false;
  let running: Promise<boolean> | null = null;

  async function deliver(item: Item): Promise<Outcome> {
    const body = JSON.stringify(item.body);
    for (let attempt = 0; attempt <= MAX_RETRIES && !stopped; attempt++) {
      if (attempt) await sleep(RETRY_DELAY_STEP_MS * attempt);
      let status = 0;
      // A signal sent as the participant follows a link still arrives (UTF-8: at most 3 bytes per UTF-16 unit).
      const quota = options.keepalive.take(body.length * 3);
      try {
        const response = await fetch(`${options.ingest}/v1/web/uxt/signals/${item.kind}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
          body,
          keepalive: quota.keepalive,
        });
        status = response.status;
      } catch {
        // a network error: retried
      } finally {
        quota.release();
      }
      if (status >= 200 && status < 300) return 'sent';
      // The token ran out: the next page's token sends it.
      if (status === 401) return 'later';
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
        options.warn(`usability test: ${item.kind} signal ${item.body.status} refused (${status})`);
        return 'dropped';
      }
    }
    return 'later';
  }

  function pump(): Promise<boolean> {
    running ??= (async () => {
      while (items.length && !stopped) {
        if ((await deliver(items[0]!)) === 'later') return false;
        items.shift();
        persist();
      }
      return items.length === 0;
    })().finally(() => (running = null));
    return running;
  }

  const add = (item: Item) => {
    items.push(item);
    persist();
    void pump();
  };
  if (items.length) void pump();

  return {
    test: (body) => add({ kind: 'test', body }),
    task: (body) => add({ kind: 'task', body }),
    settled: () => running ?? (items.length ? pump() : Promise.resolve(true)),
    stop() {
      stopped = true;
    },
  };
}

/**
 * `GET {ingest}/v1/web/uxt/upload-url`: a single-use URL for one segment, or the failed response's status (0: none; logged
 * 'Failed to get upload url'). `videoToken`: the token of the session the video was recorded in, when that is an
 * earlier session than the page's (sent as UXT_VIDEO_TOKEN_HEADER).
 */
export async function uploadUrl(
  api: Api,
  testId: string,
  segment: number,
  startedAt: number,
  videoToken?: string,
): Promise<string | number> {
  const query = new URLSearchParams({ testId, segment: String(segment), startedAt: String(Math.round(startedAt)) });
  const headers: Record<string, string> = { Authorization: `Bearer ${api.token}` };
  if (videoToken) headers[UXT_VIDEO_TOKEN_HEADER] = videoToken;
  try {
    const response = await fetch(`${api.ingest}/v1/web/uxt/upload-url?${query}`, { headers });
    const url = response.ok ? ((await response.json()) as { url?: unknown }).url : null;
    if (typeof url === 'string' && url) return new URL(url, location.href).href;
    console.error('Failed to get upload url', response.status);
    return response.status;
  } catch (error) {
    console.error('Failed to get upload url', error);
    return 0;
  }
}

import { STORAGE_KEYS } from './constants';
import { createFlagStore } from './flag-store';

const FLAGS = [
  { key: 'new-editor', value: 'b', is_persist: true },
  { key: 'off', value: false, is_persist: false },
];
const user = { userID: 'mina', metadata: { plan: 'pro' } };
const auth = { token: 'tok', projectID: '7' };
const warn = jest.fn();

let requests: { url: string; headers: unknown; body: Record<string, unknown> }[];
let answer: () => Promise<Response>;
beforeEach(() => {
  sessionStorage.clear();
  warn.mockClear();
  requests = [];
  answer = async () => new Response(JSON.stringify({ flags: FLAGS }), { status: 200 });
  window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), headers: init?.headers, body: JSON.parse(String(init!.body)) });
    return answer();
  }) as unknown as typeof fetch;
});

describe('the flag store', () => {
  it('asks with the token and project it is given, for the visitor, and keeps what comes back', async () => {
    const store = createFlagStore('https://p.example/ingest', warn);
    expect(await store.load(auth, user, () => true, false)).toEqual(FLAGS);
    expect(requests[0]).toMatchObject({
      url: 'https://p.example/ingest/v1/web/feature-flags',
      headers: { Authorization: 'Bearer tok' },
      body: { projectID: '7', userID: 'mina', metadata: { plan: 'pro' } },
    });
    expect(store.api.isFlagEnabled('new-editor')).toBe(true);
    expect(store.api.isFlagEnabled('off')).toBe(false);
    expect(store.api.isFlagEnabled('unknown')).toBe(false);
    expect(store.api.getFeatureFlag('new-editor')).toEqual(FLAGS[0]);
  });

  it('calls the listeners on every load, and a listener added later at once', async () => {
    const store = createFlagStore('/ingest', warn);
    const early = jest.fn();
    store.api.onFlagsLoad(early);
    expect(early).not.toHaveBeenCalled();
    await store.load(auth, user, () => true, false);
    await store.load(Promise.resolve(auth), user, () => true, false);
    expect(early).toHaveBeenCalledTimes(2);
    const late = jest.fn();
    store.api.onFlagsLoad(late);
    expect(late).toHaveBeenCalledWith(FLAGS);
  });

  it('keeps nothing when the run they were asked for ended before the token, or before the flags, came back', async () => {
    const store = createFlagStore('/ingest', warn);
    const listener = jest.fn();
    store.api.onFlagsLoad(listener);
    expect(await store.load(auth, user, () => false, true)).toBeNull();
    expect(requests).toEqual([]);
    let alive = true;
    answer = async () => {
      alive = false;
      return new Response(JSON.stringify({ flags: FLAGS }), { status: 200 });
    };
    expect(await store.load(auth, user, () => alive, true)).toBeNull();
    expect(requests).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
    expect(store.api.isFlagEnabled('new-editor')).toBe(false);
    expect(store.ofSession).toBe(false);
  });

  it("asks nothing without a token, and remembers flags had with the tab's stored session", async () => {
    const store = createFlagStore('/ingest', warn);
    expect(await store.load(Promise.resolve(null), user, () => true, false)).toBeNull();
    expect(requests).toEqual([]);
    await store.load(auth, user, () => true, false);
    expect(store.ofSession).toBe(false);
    await store.load(auth, user, () => true, true);
    expect(store.ofSession).toBe(true);
  });

  it('warns when the request fails, and keeps the flags it had', async () => {
    const store = createFlagStore('/ingest', warn);
    await store.load(auth, user, () => true, false);
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await store.load(auth, user, () => true, false)).toBeNull();
    expect(warn).toHaveBeenCalledWith('feature flags: TypeError: Failed to fetch');
    expect(store.api.isFlagEnabled('new-editor')).toBe(true);
  });

  it('forgets the persisted flags of the visit', async () => {
    const store = createFlagStore('/ingest', warn);
    await store.load(auth, user, () => true, false);
    expect(sessionStorage.getItem(STORAGE_KEYS.flags)).not.toBeNull();
    store.api.clearPersistFlags();
    expect(sessionStorage.getItem(STORAGE_KEYS.flags)).toBeNull();
  });
});

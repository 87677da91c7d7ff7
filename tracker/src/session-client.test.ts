import { STORAGE_KEYS } from './constants';
import { parseStartResponse } from './session';
import { createSessionClient } from './session-client';

const NOW = Date.UTC(2030, 0, 2, 3, 4, 5);
const response = (delay: number) =>
  parseStartResponse({ token: 'tok', sessionID: 's1', userUUID: 'u1', delay, beaconSizeLimit: 5000 })!;

function stubFetch() {
  const bodies: Record<string, unknown>[] = [];
  window.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init!.body)));
    return new Response(JSON.stringify({ token: 'tok', sessionID: 's1', userUUID: 'u1', delay: 0 }), { status: 200 });
  }) as unknown as typeof fetch;
  return bodies;
}

const options = { projectKey: 'parley-demo', ingest: 'https://p.example/ingest', language: 'fa', userID: 'mina' };

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the session client', () => {
  it('asks for a session as the visitor is now: the user id changed after creation goes with the next start', async () => {
    const bodies = stubFetch();
    const session = createSessionClient(options);
    await session.start({});
    session.userID = 'leila';
    await session.start({ doNotRecord: true, condition: 'went-to-checkout' });
    expect(bodies[0]).toMatchObject({ projectKey: 'parley-demo', userID: 'mina', language: 'fa' });
    expect(bodies[1]).toMatchObject({ userID: 'leila', doNotRecord: true, condition: 'went-to-checkout' });
    expect(jest.mocked(window.fetch).mock.calls[0]![0]).toBe('https://p.example/ingest/v1/web/start');
  });

  it("keeps its own copy of the metadata (the page's object is not changed by setMetadata)", () => {
    const metadata = { plan: 'pro' };
    const session = createSessionClient({ ...options, metadata });
    session.metadata.plan = 'free';
    expect(metadata).toEqual({ plan: 'pro' });
  });

  it("builds the worker's auth for a recorded page and takes the server's clock from its start response", () => {
    const session = createSessionClient(options);
    expect(session.now()).toBe(NOW);
    const auth = session.auth(response(250), 3);
    expect(auth).toEqual({
      ingest: 'https://p.example/ingest',
      token: 'tok',
      pageNo: 3,
      tabId: sessionStorage.getItem(STORAGE_KEYS.tabId),
      delay: 250,
      beaconSizeLimit: 5000,
      compressionThreshold: 24_000,
    });
    expect(auth.tabId).toMatch(/^[0-9a-z]{12}$/);
    expect(session.now()).toBe(NOW + 250);
  });

  it("tells the tab's stored session token, and forgets the session", () => {
    const session = createSessionClient(options);
    expect(session.storedToken()).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.token, 'tok-stored');
    sessionStorage.setItem(STORAGE_KEYS.pageNo, '2');
    expect(session.storedToken()).toBe('tok-stored');
    session.forget();
    expect(session.storedToken()).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.pageNo)).toBeNull();
  });
});

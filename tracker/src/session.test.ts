import { STORAGE_KEYS, TRACKER_VERSION } from './constants';
import { forgetSession, parseStartResponse, startSession, tabId } from './session';

const startResponse = (overrides: Record<string, unknown> = {}) => ({
  token: 'tok-1',
  sessionID: '111',
  projectID: '7',
  userUUID: 'u-1',
  startTimestamp: 1_763_900_000_000,
  delay: 12,
  beaconSizeLimit: 1_000_000,
  compressionThreshold: 24_000,
  canvasEnabled: true,
  canvasQuality: 'medium',
  canvasFPS: 2,
  features: { 'feature-flags': true },
  ...overrides,
});

function stubStart(...responses: [number, unknown][]) {
  const bodies: Record<string, unknown>[] = [];
  window.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init!.body)));
    const [status, body] = responses.shift() ?? [200, startResponse()];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return bodies;
}

const request = { projectKey: 'parley-demo', ingest: 'https://p.example/ingest', userID: 'mina', language: 'fa' };

describe('starting a session (POST {ingest}/v1/web/start)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('sends the PROTOCOL.md body, and the first page of a new session is page 0', async () => {
    const bodies = stubStart();
    const result = await startSession(request);
    expect(bodies[0]).toEqual({
      projectKey: 'parley-demo',
      trackerVersion: TRACKER_VERSION,
      timestamp: expect.any(Number),
      userID: 'mina',
      width: screen.width,
      height: screen.height,
      timezone: expect.stringMatching(/^UTC[+-]\d\d:\d\d$/),
      language: 'fa',
      startKey: expect.stringMatching(/^[0-9a-z]{22}$/),
    });
    expect(result).toMatchObject({
      ok: true,
      pageNo: 0,
      startResponse: { sessionID: '111', delay: 12, canvasQuality: 'medium' },
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('tok-1');
    expect(localStorage.getItem(STORAGE_KEYS.userUUID)).toBe('u-1');
  });

  it('continues the session on the next full page load with the stored token and the next page number', async () => {
    const bodies = stubStart(
      [200, startResponse()],
      [200, startResponse({ token: 'tok-2' })],
      [200, startResponse({ token: 'tok-3' })],
    );
    const pages = [];
    for (let load = 0; load < 3; load++)
      pages.push((await startSession(request)).ok && sessionStorage.getItem(STORAGE_KEYS.pageNo));
    expect(pages).toEqual(['0', '1', '2']);
    expect(bodies.map((b) => b.token)).toEqual([undefined, 'tok-1', 'tok-2']);
    expect(bodies[1]!.userUUID).toBe('u-1');
  });

  it("records under the ingest's page number when it gives one: a duplicated tab that copied the token does not reuse one", async () => {
    // The original tab is on page 1; its copy (same sessionStorage) loads and the ingest hands it page 2; then the
    // original's next page load gets page 3, not the 2 it would have counted.
    stubStart(
      [200, startResponse()],
      [200, startResponse({ token: 'tok-2', pageNo: 1 })],
      [200, startResponse({ token: 'tok-3', pageNo: 2 })],
      [200, startResponse({ token: 'tok-4', pageNo: 3 })],
    );
    await startSession(request);
    await startSession(request);
    const copied = { ...sessionStorage } as Record<string, string>;
    expect(await startSession(request)).toMatchObject({ ok: true, pageNo: 2 });
    for (const [key, value] of Object.entries(copied)) sessionStorage.setItem(key, value);
    expect(await startSession(request)).toMatchObject({ ok: true, pageNo: 3 });
    expect(sessionStorage.getItem(STORAGE_KEYS.pageNo)).toBe('3');
  });

  it('starts again at page 0 when the ingest responds with another session (an expired token)', async () => {
    stubStart([200, startResponse()], [200, startResponse({ sessionID: '222', token: 'tok-9' })]);
    await startSession(request);
    const second = await startSession(request);
    expect(second).toMatchObject({ ok: true, pageNo: 0, startResponse: { sessionID: '222' } });
  });

  it('sends no token when a new session is needed (after a 401 or 30 minutes hidden)', async () => {
    const bodies = stubStart();
    await startSession(request);
    await startSession({ ...request, forceNew: true });
    expect(bodies[1]).not.toHaveProperty('token');
    forgetSession();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('keeps nothing of a doNotRecord (cold start) session in the tab', async () => {
    const bodies = stubStart();
    const result = await startSession({ ...request, doNotRecord: true });
    expect(bodies[0]).toMatchObject({ doNotRecord: true });
    expect(result.ok).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('sends bufferDiff and the condition name of a session a start condition started', async () => {
    const bodies = stubStart();
    await startSession({ ...request, bufferDiff: 31_000, condition: 'checkout-error' });
    expect(bodies[0]).toMatchObject({ bufferDiff: 31_000, condition: 'checkout-error' });
  });

  it('reports an error response and an incorrect response as reasons, storing nothing', async () => {
    stubStart([403, '{"error":"capture rate miss"}'], [200, { token: 'x' }], [200, 'not json']);
    expect(await startSession(request)).toEqual({
      ok: false,
      reason: 'Server error: 403. {"error":"capture rate miss"}',
    });
    expect(await startSession(request)).toEqual({ ok: false, reason: 'Incorrect server response' });
    expect(await startSession(request)).toEqual({ ok: false, reason: 'Incorrect server response' });
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('a page left before its start was answered: the next page sends the same start key, with no token, and a start answered forgets it', async () => {
    // The first page's start goes out and the page is left before the answer comes (the ingest made the session).
    let leave: () => void = () => undefined;
    const bodies: Record<string, unknown>[] = [];
    window.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init!.body)));
      if (bodies.length === 1) await new Promise<void>((resolve) => (leave = resolve));
      return new Response(JSON.stringify(startResponse({ pageNo: 1 })), { status: 200 });
    }) as unknown as typeof fetch;
    void startSession(request);
    await Promise.resolve();
    const key = sessionStorage.getItem(STORAGE_KEYS.startKey);
    expect(key).toMatch(/^[0-9a-z]{22}$/);
    // The next page: the tab has no token, only the key.
    expect(await startSession(request)).toMatchObject({ ok: true, pageNo: 1 });
    expect(bodies.map((body) => [body.startKey, body.token])).toEqual([
      [key, undefined],
      [key, undefined],
    ]);
    expect(sessionStorage.getItem(STORAGE_KEYS.startKey)).toBeNull();
    leave();
    // A later start gets a key of its own; a new session (after a 401) never takes the old one's.
    await startSession(request);
    await startSession({ ...request, forceNew: true });
    expect(new Set(bodies.map((body) => body.startKey)).size).toBe(3);
    // A start that may record nothing (a cold start) names no key.
    await startSession({ ...request, doNotRecord: true });
    expect(bodies.at(-1)).not.toHaveProperty('startKey');
  });

  it('reports a network error', async () => {
    window.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await startSession(request)).toEqual({ ok: false, reason: 'Network error: TypeError: Failed to fetch' });
  });
});

describe('the start response', () => {
  it('needs token, sessionID, userUUID and a numeric delay', () => {
    expect(parseStartResponse(startResponse())).not.toBeNull();
    for (const missing of ['token', 'sessionID', 'userUUID', 'delay'])
      expect(parseStartResponse({ ...startResponse(), [missing]: undefined })).toBeNull();
    expect(parseStartResponse({ ...startResponse(), delay: '12' })).toBeNull();
    expect(parseStartResponse(null)).toBeNull();
  });

  it('fills what the ingest left out with the protocol defaults', () => {
    expect(parseStartResponse({ token: 't', sessionID: 's', userUUID: 'u', delay: 0 })).toMatchObject({
      beaconSizeLimit: 1_000_000,
      compressionThreshold: 24_000,
      canvasEnabled: false,
      canvasQuality: 'low',
      canvasFPS: 1,
      features: {},
    });
  });
});

describe('tab id', () => {
  it('is 12 random characters, kept for the tab', () => {
    sessionStorage.clear();
    const id = tabId();
    expect(id).toMatch(/^[a-z0-9]{12}$/);
    expect(tabId()).toBe(id);
  });
});

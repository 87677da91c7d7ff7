import { STORAGE_KEYS } from '../constants';
import { fetchFlags, persistedFlags } from './flags';

const request = {
  ingest: 'https://p.example/ingest',
  token: 'tok',
  projectID: '7',
  userID: 'mina',
  metadata: { plan: 'pro' },
};

function stubFlags(...responses: unknown[]) {
  const bodies: Record<string, unknown>[] = [];
  const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init!.body)));
    const response = responses.shift();
    return typeof response === 'number'
      ? new Response('{}', { status: response })
      : new Response(JSON.stringify(response));
  });
  window.fetch = fetch as unknown as typeof window.fetch;
  return { bodies, fetch };
}

describe('feature flags', () => {
  beforeEach(() => sessionStorage.clear());

  it('POSTs what the page knows to {ingest}/v1/web/feature-flags with the bearer token', async () => {
    const { bodies, fetch } = stubFlags({ flags: [] });
    await fetchFlags(request);
    expect(fetch.mock.calls[0]![0]).toBe('https://p.example/ingest/v1/web/feature-flags');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer tok' } });
    expect(bodies[0]).toEqual({
      projectID: '7',
      userID: 'mina',
      metadata: { plan: 'pro' },
      referrer: document.referrer,
      persistFlags: {},
    });
  });

  it('keeps the flags returned with is_persist in sessionStorage and sends them back on the next call', async () => {
    const { bodies } = stubFlags(
      {
        flags: [
          { key: 'new-editor', value: 'variant-b', is_persist: true },
          { key: 'dark', value: true, is_persist: false },
        ],
      },
      { flags: [{ key: 'new-editor', value: 'variant-b', is_persist: true }] },
    );
    const first = await fetchFlags(request);
    expect(first!.map((f) => f.key)).toEqual(['new-editor', 'dark']);
    expect(persistedFlags()).toEqual({ 'new-editor': { key: 'new-editor', value: 'variant-b' } });
    await fetchFlags(request);
    expect(bodies[1]!.persistFlags).toEqual({ 'new-editor': { key: 'new-editor', value: 'variant-b' } });
  });

  it('answers null (the previous flags stay) when the call fails, without touching what is persisted', async () => {
    sessionStorage.setItem(STORAGE_KEYS.flags, JSON.stringify({ a: { key: 'a', value: true } }));
    stubFlags(500, { nope: 1 });
    expect(await fetchFlags(request)).toBeNull();
    expect(await fetchFlags(request)).toBeNull();
    expect(persistedFlags()).toEqual({ a: { key: 'a', value: true } });
  });

  it('ignores malformed flags and a corrupt stored value', async () => {
    sessionStorage.setItem(STORAGE_KEYS.flags, '{not json');
    expect(persistedFlags()).toEqual({});
    stubFlags({ flags: [{ key: 'ok', value: false, is_persist: false }, { value: true }, { key: 'n', value: 3 }] });
    expect(await fetchFlags(request)).toEqual([{ key: 'ok', value: false, is_persist: false }]);
  });
});

import { act, render, screen } from '@testing-library/react';
import {
  FLAGS_CACHE_KEY,
  flagValue,
  forgetFlags,
  loadServerFlags,
  receiveFlags,
  SERVER_FLAGS_URL,
  useFeatureFlag,
} from './feature-flags';

const clearCookies = () => {
  for (const cookie of document.cookie.split(/;\s*/)) document.cookie = `${cookie.split('=')[0]}=; max-age=0`;
};

function Banner({ flag }: { flag: string }) {
  return <p>{String(useFeatureFlag(flag, 'fallback'))}</p>;
}

beforeEach(() => {
  forgetFlags();
  sessionStorage.clear();
  clearCookies();
});

describe("the project's feature flags for the site's code", () => {
  test("a signed-in member's flags, evaluated by the server, are there before any tracker answers, and win over the tab's kept ones", () => {
    sessionStorage.setItem(FLAGS_CACHE_KEY, JSON.stringify({ layout: 'narrow' }));
    document.cookie = 'parley-signed-in=1';
    document.cookie = `parley-flags=${encodeURIComponent(JSON.stringify({ layout: 'wide', 'new-editor': true }))}`;
    expect([flagValue('layout'), flagValue('new-editor'), flagValue('old-search')]).toEqual(['wide', true, false]);
    // Signed out: the cookie left behind is not theirs any more.
    document.cookie = 'parley-signed-in=; max-age=0';
    expect(flagValue('layout')).toBe('narrow');
  });

  test('a visitor without a tracker gets the flags the server evaluates; a failed request leaves the defaults', async () => {
    const answer = (status: number, body: unknown) => ({ ok: status === 200, status, json: async () => body });
    const fetcher = jest.fn(async () => answer(200, { flags: [{ key: 'layout', value: 'wide' }, { key: 7 }] }));
    await loadServerFlags(fetcher as unknown as typeof fetch);
    expect(fetcher).toHaveBeenCalledWith(SERVER_FLAGS_URL, { credentials: 'same-origin' });
    expect([flagValue('layout'), flagValue('new-editor')]).toEqual(['wide', false]);
    forgetFlags();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadServerFlags((async () => answer(500, {})) as unknown as typeof fetch);
    await loadServerFlags((async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch);
    expect(flagValue('layout')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  test("the server's flags are taken only from a good answer, entry by entry: a key and a text or true/false value", async () => {
    const answer = (status: number, body: unknown) => ({ ok: status === 200, status, json: async () => body });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // A refusal is not read, whatever its body says.
      await loadServerFlags((async () => answer(503, { flags: [{ key: 'layout', value: 'wide' }] })) as never);
      expect(flagValue('layout')).toBeUndefined();
      // An answer without a list of flags changes nothing (and is no error).
      await loadServerFlags((async () => answer(200, { flags: { layout: 'wide' } })) as never);
      expect(flagValue('layout')).toBeUndefined();
      await loadServerFlags((async () =>
        answer(200, {
          flags: [
            { key: 'layout', value: 'wide' },
            { key: 'editor', value: true },
            { key: 'count', value: 3 },
            { value: 'orphan' },
            { key: 'nothing' },
          ],
        })) as never);
      expect(['layout', 'editor', 'count', 'nothing'].map(flagValue)).toEqual(['wide', true, false, false]);
      expect(warn).not.toHaveBeenCalled();
      // A hole in the list (null) is one entry left out, not a broken answer.
      await loadServerFlags((async () => answer(200, { flags: [null, { key: 'other', value: true }] })) as never);
      expect(flagValue('other')).toBe(true);
      expect(warn).not.toHaveBeenCalled();
      // A body that is no JSON is: said in the console, the flags as they were.
      const broken = { ok: true, status: 200, json: async () => Promise.reject(new SyntaxError('Unexpected token <')) };
      await loadServerFlags((async () => broken) as never);
      expect(flagValue('other')).toBe(true);
      expect(warn).toHaveBeenCalledWith('feature flags:', expect.any(SyntaxError));
    } finally {
      warn.mockRestore();
    }
  });

  test("the tab keeps its flags under parley.featureFlags (a renamed key would lose every open tab's flags)", () => {
    expect(FLAGS_CACHE_KEY).toBe('parley.featureFlags');
    receiveFlags([{ key: 'layout', value: 'wide' }]);
    expect(JSON.parse(sessionStorage.getItem('parley.featureFlags') ?? 'null')).toEqual({ layout: 'wide' });
  });

  test('unknown until they arrive; then a flag that is on reads as true or its variant, any other as false', () => {
    expect(flagValue('new-editor')).toBeUndefined();
    receiveFlags([
      { key: 'new-editor', value: true },
      { key: 'layout', value: 'wide' },
      { key: 'old-search', value: false },
    ]);
    expect([flagValue('new-editor'), flagValue('layout'), flagValue('old-search'), flagValue('never-set')]).toEqual([
      true,
      'wide',
      false,
      false,
    ]);
    // Only the flags that are on are kept for the next page of the visit.
    expect(JSON.parse(sessionStorage.getItem(FLAGS_CACHE_KEY)!)).toEqual({ 'new-editor': true, layout: 'wide' });
  });

  test("a later page of the visit has the tab's last flags before the tracker answers; damaged ones count as none", () => {
    sessionStorage.setItem(FLAGS_CACHE_KEY, JSON.stringify({ layout: 'wide' }));
    expect(flagValue('layout')).toBe('wide');
    expect(flagValue('new-editor')).toBe(false);
    for (const damaged of ['[1,2]', '"wide"', '7', 'null', '{not json']) {
      sessionStorage.setItem(FLAGS_CACHE_KEY, damaged);
      expect([damaged, flagValue('layout')]).toEqual([damaged, undefined]);
    }
  });

  test('flags that arrived on this page win over the kept ones', () => {
    sessionStorage.setItem(FLAGS_CACHE_KEY, JSON.stringify({ layout: 'wide' }));
    receiveFlags([{ key: 'layout', value: 'narrow' }]);
    sessionStorage.setItem(FLAGS_CACHE_KEY, JSON.stringify({ layout: 'wide' }));
    expect(flagValue('layout')).toBe('narrow');
  });

  test('withdrawn consent forgets them, on this page and for the next', () => {
    receiveFlags([{ key: 'layout', value: 'wide' }]);
    forgetFlags();
    expect(flagValue('layout')).toBeUndefined();
    expect(sessionStorage.getItem(FLAGS_CACHE_KEY)).toBeNull();
  });

  test('storage that refuses (private mode) still gives this page its flags', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(flagValue('layout')).toBeUndefined();
      receiveFlags([{ key: 'layout', value: 'wide' }]);
      expect(flagValue('layout')).toBe('wide');
      forgetFlags();
      expect(flagValue('layout')).toBeUndefined();
    } finally {
      setItem.mockRestore();
      getItem.mockRestore();
      removeItem.mockRestore();
    }
  });

  test('a component shows the fallback until the flags arrive, then follows them', () => {
    render(<Banner flag="layout" />);
    expect(screen.getByText('fallback')).toBeInTheDocument();
    act(() => receiveFlags([{ key: 'layout', value: 'wide' }]));
    expect(screen.getByText('wide')).toBeInTheDocument();
    act(() => forgetFlags());
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });
});

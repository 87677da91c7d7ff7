import { fetchMemberToken, MEMBER_TOKEN_URL } from './member-token';

// The browser's side of the verified member identity: the token is asked at the site's own route, and anything but a
// well-formed answer leaves the recording with the page's unverified name (null), said in the console.

const answer = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

let warn: jest.SpyInstance;
const realFetch = global.fetch;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  global.fetch = realFetch;
});

function answering(response: unknown): jest.Mock {
  const fetcher = jest.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  global.fetch = fetcher as unknown as typeof fetch;
  return fetcher;
}

describe("the signed-in member's token for the recording", () => {
  test("is asked at /api/member-token with the session's cookies, as JSON, and read back as the member's name and token", async () => {
    const fetcher = answering(answer(200, { username: 'mina', token: 'signed.token', extra: 1 }));
    expect(await fetchMemberToken()).toEqual({ username: 'mina', token: 'signed.token' });
    expect(MEMBER_TOKEN_URL).toBe('/api/member-token');
    expect(fetcher).toHaveBeenCalledWith('/api/member-token', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  test.each([
    ['a refusal (nobody signed in)', answer(401, { username: 'mina', token: 't' }), '/api/member-token answered 401'],
    ['no token', answer(200, { username: 'mina' }), '/api/member-token answered without a username and token'],
    ['no username', answer(200, { token: 't' }), '/api/member-token answered without a username and token'],
    ['a token that is not text', answer(200, { username: 'mina', token: 7 }), 'without a username and token'],
    ['a network failure', new TypeError('fetch failed'), 'fetch failed'],
  ])('%s gives no token, and says so in the console', async (_, response, said) => {
    answering(response);
    expect(await fetchMemberToken()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('No member token for the recording:', expect.any(Error));
    expect(String((warn.mock.calls[0] as [string, Error])[1].message)).toContain(said);
  });
});

import { MESSAGE_TYPES } from '../protocol/messages';
import { CONDITIONS_ERROR, createMatcher, fetchConditions, passes, type ConditionFilter } from './conditions';

const one = (name: string, ...filters: ConditionFilter[]) => createMatcher([{ name, capture_rate: 100, filters }]);

describe('operators (tracker/PROTOCOL.md "Condition filters") and their aliases', () => {
  it.each([
    ['is', '/checkout?lang=de', ['checkout'], true],
    ['is', '/home', ['checkout'], false],
    ['on', '/checkout', ['checkout'], true],
    ['=', '/checkout', ['checkout'], true],
    ['contains', 'Payment failed', ['fail', 'x'], true],
    ['isNot', '/home', ['checkout'], true],
    ['isNot', '/checkout', ['checkout'], false],
    ['notOn', '/checkout', ['checkout'], false],
    ['notContains', '/home', ['check', 'pay'], true],
    ['notContains', '/pay', ['check', 'pay'], false],
    ['startsWith', 'https://p.example/blog/x', ['https://p.example/blog'], true],
    ['startsWith', 'https://p.example/x', ['https://p.example/blog'], false],
    ['endsWith', 'report.pdf', ['.pdf', '.doc'], true],
    ['endsWith', 'report.txt', ['.pdf'], false],
    ['isAny', 'anything', [], true],
    ['unknownOperator', 'x', ['x'], false],
  ])('%s: %p against %p is %p', (operator, actual, values, expected) => {
    expect(passes(operator, actual, values)).toBe(expected);
  });

  it.each([
    ['greaterThan', 500, ['499'], true],
    ['>', 500, ['500'], false],
    ['lessThan', 120, ['200'], true],
    ['<', 200, ['200'], false],
    ['greaterOrEqual', 500, ['500'], true],
    ['>=', 499, ['500'], false],
    ['lessOrEqual', 200, [200], true],
    ['<=', 201, ['200'], false],
    ['is', 500, ['500'], true],
    ['is', 5000, ['500'], false],
    ['=', 404, ['500', '404'], true],
    ['isNot', 200, ['500'], true],
  ])('numbers: %s %p against %p is %p (compared as numbers)', (operator, actual, values, expected) => {
    expect(passes(operator, actual, values)).toBe(expected);
  });
});

describe('filter types', () => {
  it('click: the label or the selector of a click', () => {
    const matcher = one('buy-click', { type: 'click', operator: 'contains', value: ['Buy'] });
    expect(matcher.message(MESSAGE_TYPES.click, { label: 'Buy now', selector: 'button' })).toBe('buy-click');
    expect(
      one('sel', { type: 'click', operator: 'on', value: ['#buy'] }).message(MESSAGE_TYPES.click, {
        label: '',
        selector: '#buy',
      }),
    ).toBe('sel');
    expect(matcher.message(MESSAGE_TYPES.click, { label: 'Cancel', selector: 'a' })).toBeNull();
    expect(matcher.message(MESSAGE_TYPES.custom, { name: 'Buy' })).toBeNull();
  });

  it('location (visited URL): the url of a page message', () => {
    const matcher = one('visited-blog', {
      type: 'location',
      operator: 'startsWith',
      value: ['https://p.example/blog'],
    });
    expect(matcher.message(MESSAGE_TYPES.page, { url: 'https://p.example/blog/deep-talk' })).toBe('visited-blog');
    expect(matcher.message(MESSAGE_TYPES.page, { url: 'https://p.example/home' })).toBeNull();
  });

  it('custom: the name or the payload of a custom event', () => {
    const matcher = one('lang', { type: 'custom', operator: 'is', value: ['settings/language'] });
    expect(matcher.message(MESSAGE_TYPES.custom, { name: 'settings/language', payload: { to: 'fa' } })).toBe('lang');
    expect(
      one('p', { type: 'custom', operator: 'contains', value: ['"to":"fa"'] }).message(MESSAGE_TYPES.custom, {
        name: 'x',
        payload: { to: 'fa' },
      }),
    ).toBe('p');
    expect(matcher.message(MESSAGE_TYPES.custom, { name: 'bug-report' })).toBeNull();
  });

  it('error: the name or the message of an error', () => {
    const matcher = one('type-errors', { type: 'error', operator: 'contains', value: ['TypeError'] });
    expect(matcher.message(MESSAGE_TYPES.error, { name: 'TypeError', message: 'x is undefined' })).toBe('type-errors');
    expect(
      one('m', { type: 'error', operator: 'endsWith', value: ['undefined'] }).message(MESSAGE_TYPES.error, {
        name: 'Error',
        message: 'x is undefined',
      }),
    ).toBe('m');
    expect(matcher.message(MESSAGE_TYPES.error, { name: 'RangeError', message: 'too far' })).toBeNull();
  });

  it('feature flag (metadata with source featureFlag): the keys of the enabled flags', () => {
    const matcher = one('beta', { type: 'metadata', source: 'featureFlag', operator: 'is', value: ['new-editor'] });
    expect(matcher.flags(['dark-mode', 'new-editor'])).toBe('beta');
    expect(matcher.flags(['dark-mode'])).toBeNull();
    expect(matcher.message(MESSAGE_TYPES.metadata, { key: 'featureFlag', value: 'new-editor' })).toBeNull();
  });

  it('metadata with another source: that metadata key set by setMetadata', () => {
    const matcher = one('plan', { type: 'metadata', source: 'plan', operator: 'is', value: ['pro'] });
    expect(matcher.message(MESSAGE_TYPES.metadata, { key: 'plan', value: 'pro' })).toBe('plan');
    expect(matcher.message(MESSAGE_TYPES.metadata, { key: 'team', value: 'pro' })).toBeNull();
  });

  it('duration: the time since the cold start began, in ms', () => {
    const matcher = one('long-visit', { type: 'duration', operator: '>', value: [60_000] });
    expect(matcher.hasDuration).toBe(true);
    expect(matcher.duration(59_999)).toBeNull();
    expect(matcher.duration(60_001)).toBe('long-visit');
    expect(one('x', { type: 'click', operator: 'isAny', value: [] }).hasDuration).toBe(false);
  });

  it('fetch: every sub-filter (url, status, method, duration) must pass', () => {
    const matcher = one('failed-login', {
      type: 'fetch',
      operator: 'is',
      value: [],
      filters: [
        { type: 'fetchUrl', operator: 'contains', value: ['/api/login'] },
        { type: 'fetchStatusCode', operator: '>=', value: ['500'] },
        { type: 'fetchMethod', operator: 'on', value: ['POST'] },
        { type: 'fetchDuration', operator: 'lessThan', value: ['2000'] },
      ],
    });
    const request = { url: 'https://p.example/api/login', status: 502, method: 'POST', duration: 300 };
    expect(matcher.message(MESSAGE_TYPES.network, request)).toBe('failed-login');
    expect(matcher.message(MESSAGE_TYPES.network, { ...request, status: 200 })).toBeNull();
    expect(matcher.message(MESSAGE_TYPES.network, { ...request, method: 'GET' })).toBeNull();
    expect(matcher.message(MESSAGE_TYPES.network, { ...request, duration: 5_000 })).toBeNull();
    expect(matcher.message(MESSAGE_TYPES.network, { ...request, url: 'https://p.example/api/filters' })).toBeNull();
  });

  it('fetch: "is any" sub-filters match any request; a fetch filter without sub-filters matches none', () => {
    const any = one('any-request', {
      type: 'fetch',
      operator: 'is',
      value: [],
      filters: [{ type: 'fetchUrl', operator: 'isAny', value: [] }],
    });
    expect(any.message(MESSAGE_TYPES.network, { url: '/x', status: 200, method: 'GET', duration: 1 })).toBe(
      'any-request',
    );
    expect(
      one('empty', { type: 'fetch', operator: 'is', value: [], filters: [] }).message(MESSAGE_TYPES.network, {
        url: '/x',
      }),
    ).toBeNull();
  });

  it('a condition is met by any one of its filters; the first condition met names the session', () => {
    const matcher = createMatcher([
      { name: 'first', filters: [{ type: 'location', operator: 'contains', value: ['/nowhere'] }] },
      {
        name: 'second',
        filters: [
          { type: 'location', operator: 'contains', value: ['/nowhere'] },
          { type: 'custom', operator: 'is', value: ['go'] },
        ],
      },
      { name: 'third', filters: [{ type: 'custom', operator: 'is', value: ['go'] }] },
    ]);
    expect(matcher.message(MESSAGE_TYPES.custom, { name: 'go' })).toBe('second');
  });

  it('ignores a filter without a value (except "is any") and unknown filter types', () => {
    const matcher = createMatcher([
      {
        name: 'x',
        filters: [
          { type: 'click', operator: 'is', value: [] },
          { type: 'mystery', operator: 'isAny' },
        ],
      },
    ]);
    expect(matcher.message(MESSAGE_TYPES.click, { label: 'a', selector: 'b' })).toBeNull();
  });
});

describe('fetching the conditions', () => {
  it('GETs {ingest}/v1/web/conditions/{projectID} with the bearer token', async () => {
    const fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ conditions: [{ name: 'a', capture_rate: 50, filters: [] }, { bogus: true }] })),
    );
    window.fetch = fetch as unknown as typeof window.fetch;
    expect(await fetchConditions('https://p.example/ingest', '7', 'tok')).toEqual([
      { name: 'a', capture_rate: 50, filters: [] },
    ]);
    expect(fetch).toHaveBeenCalledWith('https://p.example/ingest/v1/web/conditions/7', {
      headers: { Authorization: 'Bearer tok' },
    });
  });

  it(`logs exactly "${CONDITIONS_ERROR}" when they cannot be had`, async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const respond of [
      () => Promise.resolve(new Response('{"error":"x"}', { status: 404 })),
      () => Promise.reject(new TypeError('offline')),
      () => Promise.resolve(new Response('{}')),
    ]) {
      window.fetch = jest.fn(respond) as unknown as typeof window.fetch;
      expect(await fetchConditions('https://p.example/ingest', '7', 'tok')).toBeNull();
    }
    expect(error.mock.calls).toEqual([
      ['cannot fetch start conditions'],
      ['cannot fetch start conditions'],
      ['cannot fetch start conditions'],
    ]);
    error.mockRestore();
  });
});

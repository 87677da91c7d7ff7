/**
 * @jest-environment node
 */
import { FUNNEL_STEPS_MAX } from './funnels';
import { JOURNEY_DEPTH_MAX } from './journey-paths';
import {
  cardFromAddress,
  cardPageHref,
  DASHBOARD_CARD_ADDRESS_MAX,
  DASHBOARD_CARD_PARAM_MAX,
  parseCardDescription,
} from './dashboard-cards';

/** The refusal's message, or 'ok' with the card. */
const outcome = (result: ReturnType<typeof parseCardDescription>) => (result.ok ? result.card : result.error);

describe('a dashboard card description', () => {
  test('is kept in the form its page parser gives back: the same query the page reads from its address', () => {
    expect(
      outcome(
        parseCardDescription({
          kind: 'funnel',
          params: {
            s1k: 'page',
            s1v: ' /articles/ ',
            s2k: 'click',
            s2v: 'vote-up',
            by: 'device',
            within: '',
            unit: 'minute',
          },
        }),
      ),
    ).toEqual({
      kind: 'funnel',
      params: { s1k: 'page', s1v: '/articles/', s2k: 'click', s2v: 'vote-up', by: 'device' },
    });
    expect(
      outcome(
        parseCardDescription({
          kind: 'funnel',
          params: { s1k: 'page', s1v: '/a', s2k: 'page', s2v: '/b', within: '12', unit: 'hour' },
        }),
      ),
    ).toEqual({
      kind: 'funnel',
      params: { s1k: 'page', s1v: '/a', s2k: 'page', s2v: '/b', by: 'none', within: '12', unit: 'hour' },
    });
    // A journey's page is a path, as the journeys page makes it.
    expect(
      outcome(parseCardDescription({ kind: 'journey', params: { page: 'https://parley.example/articles/' } })),
    ).toEqual({
      kind: 'journey',
      params: { dir: 'from', page: '/articles', depth: String(JOURNEY_DEPTH_MAX) },
    });
    expect(
      outcome(parseCardDescription({ kind: 'trend', params: { metric: 'rageClicks', interval: 'week' } })),
    ).toEqual({
      kind: 'trend',
      params: { metric: 'rageClicks', interval: 'week', by: 'none' },
    });
    expect(outcome(parseCardDescription({ kind: 'errors' }))).toEqual({ kind: 'errors', params: {} });
    expect(outcome(parseCardDescription({ kind: 'clickmap', params: { url: 'https://parley.example/' } }))).toEqual({
      kind: 'clickmap',
      params: { url: 'https://parley.example/' },
    });
  });

  test('bad input is refused with a message naming what is wrong, where the page would quietly fall back', () => {
    const refused = (input: unknown) => {
      const result = parseCardDescription(input);
      if (result.ok) throw new Error(`accepted ${JSON.stringify(input)}`);
      return [result.field, result.error];
    };
    expect(refused({ kind: 'sql', params: {} })).toEqual([
      'kind',
      'kind: must be one of funnel, journey, trend, errors, clickmap',
    ]);
    expect(refused(null)[0]).toBe('card');
    expect(refused({ kind: 'trend', params: { metric: 'select 1' } })).toEqual([
      'params.metric',
      'params.metric: "select 1" is not a valid value for a trend card',
    ]);
    expect(refused({ kind: 'trend', params: { where: 'x' } })).toEqual([
      'params.where',
      'params.where: a trend card has no such parameter',
    ]);
    expect(refused({ kind: 'funnel', params: { s1k: 'page', s1v: '/a', s2k: 'hover', s2v: '/b' } })[0]).toBe(
      'params.s2k',
    );
    // A step past a gap is not where the page would put it.
    expect(refused({ kind: 'funnel', params: { s1k: 'page', s1v: '/a', s3k: 'page', s3v: '/b' } })[0]).toBe(
      'params.s3k',
    );
    expect(refused({ kind: 'funnel', params: { s1k: 'page', s1v: '/a', s2k: 'page', s2v: '/b', by: 'flag' } })[0]).toBe(
      'params.by',
    );
    expect(
      refused({ kind: 'funnel', params: { s1k: 'page', s1v: '/a', s2k: 'page', s2v: '/b', within: '0' } })[0],
    ).toBe('params.within');
    expect(refused({ kind: 'funnel', params: { s1k: 'page', s1v: '/a' } })).toEqual([
      'params',
      'params: a funnel card needs at least 2 complete steps (a kind and a text each)',
    ]);
    expect(refused({ kind: 'journey', params: { depth: '99', page: '/a' } })[0]).toBe('params.depth');
    expect(refused({ kind: 'journey', params: {} })).toEqual([
      'params',
      'params: a journey card needs a page (its path, such as /articles)',
    ]);
    expect(refused({ kind: 'clickmap', params: { url: '  ' } })[1]).toBe(
      'params: a click map card needs the address of the page',
    );
    expect(refused({ kind: 'errors', params: { group: 'x' } })[0]).toBe('params.group');
    expect(refused({ kind: 'clickmap', params: { url: 'x'.repeat(DASHBOARD_CARD_PARAM_MAX + 1) } })[0]).toBe(
      'params.url',
    );
    expect(refused({ kind: 'trend', params: { metric: 1 } })[0]).toBe('params.metric');
  });

  test('an analytics page address makes its card, in any language, with or without the origin; anything else is refused', () => {
    const steps = Array.from({ length: FUNNEL_STEPS_MAX }, (_, i) => `s${i + 1}k=page&s${i + 1}v=/p${i}`).join('&');
    const funnel = cardFromAddress(`https://parley.example/fa/studio/funnels?${steps}&by=none&flag=&lang=fa`);
    expect(funnel.ok && funnel.card.kind).toBe('funnel');
    expect(funnel.ok && Object.keys(funnel.card.params)).toHaveLength(FUNNEL_STEPS_MAX * 2 + 1);
    expect(outcome(cardFromAddress('/studio/errors?lang=de'))).toEqual({ kind: 'errors', params: {} });
    const trend = cardFromAddress('/studio/trends?metric=errors&interval=hour&by=browser');
    expect(trend.ok && cardPageHref(trend.card)).toEqual({
      path: '/studio/trends',
      query: { metric: 'errors', interval: 'hour', by: 'browser' },
    });
    const address = (value: unknown) => {
      const result = cardFromAddress(value);
      return result.ok ? 'accepted' : result.error;
    };
    expect(address('/studio/sessions?q=1')).toBe(
      'address: is not the address of a funnel, journey, trend, errors or click map page of the studio',
    );
    expect(address('/studio/funnels/extra')).toMatch(/^address: is not the address/);
    expect(address('')).toBe('address: is required');
    expect(address(undefined)).toBe('address: is required');
    expect(address(`/studio/trends?${'a'.repeat(DASHBOARD_CARD_ADDRESS_MAX)}`)).toBe(
      `address: must be at most ${DASHBOARD_CARD_ADDRESS_MAX} characters`,
    );
    expect(address('/studio/trends?metric=nope')).toBe('params.metric: "nope" is not a valid value for a trend card');
  });
});

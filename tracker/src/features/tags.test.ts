import { TAG_POLL_INTERVAL_MS } from '../constants';
import { createNodeRegistry } from '../nodes';
import { fakeContext } from '../test/fakeContext';
import {
  forgetIntersectionObservers,
  installIntersectionObserver,
  observedCount,
  setVisible,
} from '../test/intersection';
import { fetchTags, watchTags } from './tags';

beforeAll(installIntersectionObserver);
beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  forgetIntersectionObservers();
});
afterEach(() => jest.useRealTimers());

describe('tag watching', () => {
  it('GETs the tags with the bearer token and keeps the well-formed ones', async () => {
    const fetch = jest.fn(
      async () => new Response(JSON.stringify({ tags: [{ id: 1, selector: '.cta' }, { id: 'x' }] })),
    );
    window.fetch = fetch as unknown as typeof window.fetch;
    expect(await fetchTags('https://p.example/ingest', 'tok')).toEqual([{ id: 1, selector: '.cta' }]);
    expect(fetch).toHaveBeenCalledWith('https://p.example/ingest/v1/web/tags', {
      headers: { Authorization: 'Bearer tok' },
    });
  });

  it('sends a tag message once, when a match of the selector becomes visible in the viewport', () => {
    const context = fakeContext();
    const nodes = createNodeRegistry();
    const stop = watchTags([{ id: 7, selector: '.cta' }], context, nodes, () => undefined);
    const cta = document.body.appendChild(Object.assign(document.createElement('button'), { className: 'cta' }));
    expect(observedCount()).toBe(0);
    jest.advanceTimersByTime(TAG_POLL_INTERVAL_MS);
    expect(observedCount()).toBe(1);
    setVisible(cta, false);
    expect(context.sent).toEqual([]);
    setVisible(cta, true);
    setVisible(cta, true);
    jest.advanceTimersByTime(TAG_POLL_INTERVAL_MS * 10);
    expect(context.sent).toEqual([{ name: 'tag', data: { ts: 1_000, tagId: 7 } }]);
    expect(observedCount()).toBe(0);
    expect(nodes.size).toBe(0);
    stop();
    nodes.stop();
  });

  it('follows the match when the page replaces the element, and frees the old one', () => {
    const context = fakeContext();
    const nodes = createNodeRegistry();
    const first = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'promo' }));
    watchTags([{ id: 3, selector: '#promo' }], context, nodes, () => undefined);
    first.remove();
    const second = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'promo' }));
    jest.advanceTimersByTime(TAG_POLL_INTERVAL_MS);
    expect(observedCount()).toBe(1);
    expect(nodes.size).toBe(1);
    setVisible(second, true);
    expect(context.sent.map((m) => m.data.tagId)).toEqual([3]);
    nodes.stop();
  });

  it('drops a tag with an invalid selector, with a warning, and watches the others', () => {
    const warnings: string[] = [];
    const context = fakeContext();
    const nodes = createNodeRegistry();
    document.body.innerHTML = '<p class="ok">x</p>';
    watchTags(
      [
        { id: 1, selector: '[[bad' },
        { id: 2, selector: '.ok' },
      ],
      context,
      nodes,
      (w) => warnings.push(w),
    );
    setVisible(document.querySelector('.ok')!, true);
    expect(warnings).toEqual(['tag 1: invalid selector [[bad']);
    expect(context.sent.map((m) => m.data.tagId)).toEqual([2]);
    nodes.stop();
  });

  it('stops polling when stopped', () => {
    const context = fakeContext();
    const nodes = createNodeRegistry();
    const stop = watchTags([{ id: 1, selector: '.late' }], context, nodes, () => undefined);
    stop();
    document.body.innerHTML = '<p class="late">x</p>';
    jest.advanceTimersByTime(TAG_POLL_INTERVAL_MS * 4);
    expect(observedCount()).toBe(0);
    nodes.stop();
  });
});

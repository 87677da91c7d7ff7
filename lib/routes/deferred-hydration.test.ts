import { UXT_ACTIVE_KEY, UXT_QUERY_PARAMETER } from '@parley/tracker/constants';
import { CONSENT_KEY } from '../consent/keys';
import { SIGNED_IN_HINT_COOKIE } from '../auth/member-hint';
import {
  deferHydration,
  DEFERRED_SRC_ATTRIBUTE,
  HYDRATED_EVENT,
  HYDRATION_LOADER_SCRIPT,
  HYDRATION_START_EVENTS,
} from './deferred-hydration';

// As Next.js writes a prerendered page: bundle chunks `async` in <head>, the noModule polyfills, JSON-LD, the inline
// payload, and the webpack runtime (with an id) at the end of <body>.
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<script src="/_next/static/chunks/4bd1-a.js" async=""></script>',
  '<script src="/_next/static/chunks/main-app-b.js" async=""></script>',
  '<script>document.documentElement.dataset.hint="1"</script>',
  '<script src="/_next/static/chunks/polyfills-c.js" noModule=""></script>',
  '</head><body><a href="/blog?lang=en">Blog</a><button type="button">Language</button>',
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
  '</body></html>',
].join('');

describe('deferHydration: the page with its bundle inert and the loader in <head>', () => {
  const deferred = deferHydration(PAGE)!;

  test('every async bundle script keeps its address in data-hydrate-src, not src, and is no longer async', () => {
    expect(deferred).toContain(`<script ${DEFERRED_SRC_ATTRIBUTE}="/_next/static/chunks/4bd1-a.js"></script>`);
    expect(deferred).toContain(`<script ${DEFERRED_SRC_ATTRIBUTE}="/_next/static/chunks/main-app-b.js"></script>`);
    expect(deferred).toContain(
      `<script id="_R_" ${DEFERRED_SRC_ATTRIBUTE}="/_next/static/chunks/webpack-1.js"></script>`,
    );
    expect(deferred).not.toMatch(/<script[^>]*\ssrc="\/_next\/static\/chunks\/(4bd1|main-app|webpack)/);
  });

  test('the polyfills, JSON-LD, the inline payload and the preload hint are left as they were', () => {
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills-c.js" noModule=""></script>');
    expect(deferred).toContain('<script type="application/ld+json">{"@type":"Article"}</script>');
    expect(deferred).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(deferred).toContain(
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
    );
  });

  test('the loader is the last thing in <head>, once', () => {
    expect(deferred).toContain(`<script>${HYDRATION_LOADER_SCRIPT}</script></head>`);
    expect(deferred.split(HYDRATION_LOADER_SCRIPT)).toHaveLength(2);
  });

  test('a page with a nonce gives the loader the nonce of its scripts (the per-request policy allows nothing else)', () => {
    const withNonce = PAGE.replaceAll(' async=""', ' async="" nonce="abc123"');
    const out = deferHydration(withNonce)!;
    expect(out).toContain(`<script nonce="abc123">${HYDRATION_LOADER_SCRIPT}</script></head>`);
    expect(out).toContain(`<script nonce="abc123" ${DEFERRED_SRC_ATTRIBUTE}="/_next/static/chunks/main-app-b.js">`);
  });

  test('nothing to defer, no <head>, or deferred already: null (the page goes out as it is)', () => {
    expect(deferHydration('<html><head></head><body><p>text</p></body></html>')).toBeNull();
    expect(deferHydration(PAGE.replace('</head>', ''))).toBeNull();
    expect(deferHydration(deferred)).toBeNull();
  });
});

/** The deferred page in this document, with the loader run as the browser runs it in <head>. */
function loadDeferredPage(search = '') {
  window.history.replaceState(null, '', `/articles/x${search}`);
  const body = deferHydration(PAGE)!.split('<body>')[1]!.split('</body>')[0]!;
  document.head.innerHTML = `<script ${DEFERRED_SRC_ATTRIBUTE}="/_next/static/chunks/main-app-b.js"></script>`;
  document.body.innerHTML = body;
  new Function(HYDRATION_LOADER_SCRIPT)();
}
const started = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const inert = () => document.querySelectorAll(`script[${DEFERRED_SRC_ATTRIBUTE}]`).length;

describe('the loader', () => {
  // Each test runs the loader once more in the same window, where the earlier loaders' listeners stay: each test gets
  // fresh document content, and the earlier loaders are told the page is hydrated, so they hold nothing more.
  afterEach(() => {
    window.localStorage.clear();
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  });

  test('starts nothing at load; the first sign of a reader (a scroll) starts every bundle script, in place', () => {
    loadDeferredPage();
    expect(started()).toEqual([]);
    expect(inert()).toBe(2);
    window.dispatchEvent(new Event('scroll'));
    expect(started()).toEqual(['/_next/static/chunks/main-app-b.js', '/_next/static/chunks/webpack-1.js']);
    expect(document.getElementById('_R_')?.getAttribute('src')).toBe('/_next/static/chunks/webpack-1.js');
    expect(inert()).toBe(0);
  });

  test('the events that start it are the named ones', () => {
    expect([...HYDRATION_START_EVENTS].sort()).toEqual([
      'focusin',
      'keydown',
      'pointerdown',
      'pointermove',
      'scroll',
      'touchstart',
      'wheel',
    ]);
    for (const name of HYDRATION_START_EVENTS) {
      loadDeferredPage();
      window.dispatchEvent(new Event(name));
      expect(inert()).toBe(0);
    }
  });

  test('a click on a button before hydration is held, and given again once the page is hydrated', () => {
    loadDeferredPage();
    const button = document.querySelector('button')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', () => clicks.push(document.documentElement.hasAttribute('data-after')));
    button.click();
    expect(clicks).toEqual([]);
    expect(inert()).toBe(0);
    document.documentElement.setAttribute('data-after', '');
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(clicks).toEqual([true]);
    document.documentElement.removeAttribute('data-after');
  });

  test('a click on a link is not held: it navigates without script', () => {
    loadDeferredPage();
    const link = document.querySelector('a')!;
    const reached: boolean[] = [];
    link.addEventListener('click', (click) => {
      reached.push(click.defaultPrevented);
      click.preventDefault(); // jsdom would try to navigate
    });
    link.click();
    expect(reached).toEqual([false]);
  });

  test('starts at once for a visitor who agreed to recording, or in a usability test (linked or in progress)', () => {
    window.localStorage.setItem(CONSENT_KEY, 'granted');
    loadDeferredPage();
    expect(inert()).toBe(0);
    window.localStorage.clear();
    window.localStorage.setItem(UXT_ACTIVE_KEY, '00000000-0000-4000-8000-000000000000');
    loadDeferredPage();
    expect(inert()).toBe(0);
    window.localStorage.clear();
    loadDeferredPage(`?${UXT_QUERY_PARAMETER}=00000000-0000-4000-8000-000000000000`);
    expect(inert()).toBe(0);
  });

  test('starts at once for a signed-in member (the bar checks the session and shows notifications)', () => {
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
    loadDeferredPage();
    expect(inert()).toBe(0);
    document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
  });

  test('starts at once on an address without ?lang= in a browser with a saved language (it may move to that language)', () => {
    window.localStorage.setItem('lang', 'de');
    loadDeferredPage();
    expect(inert()).toBe(0);
    loadDeferredPage('?lang=en');
    expect(inert()).toBe(2);
  });

  test('a visitor who declined recording waits for an interaction like anyone else', () => {
    window.localStorage.setItem(CONSENT_KEY, 'denied');
    loadDeferredPage();
    expect(inert()).toBe(2);
  });
});

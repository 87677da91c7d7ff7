/**
 * Reader pages start their script at the reader's first interaction, not at load
 * (docs/decisions/0065-reader-pages-hydrate-on-interaction.md).
 *
 * An article is text and links, which work without script. Yet every App Router page loads React and Next.js's
 * runtime (about 130 KB gzip) and hydrates as soon as it loads: on a phone that is the page's one long task, and
 * Lighthouse's Total Blocking Time is mostly that (BENCHMARKS.md §1). So the server (server/page-rewrites.ts) sends the
 * reader pages (lib/routes/pages.ts `hydration: 'on-interaction'`) with Next.js's script tags inert
 * (`data-hydrate-src` instead of `src`) and HYDRATION_LOADER_SCRIPT in `<head>`, which:
 * - prefetches those scripts into the HTTP cache once the page has loaded and the browser is idle (no execution);
 * - starts them at the first sign of a reader (HYDRATION_START_EVENTS: a scroll, a pointer, a key, a focus), so the
 *   page is hydrated by the time a reader reaches for a button, and at once for a visitor whose page has work to do at
 *   start: a signed-in member (the bar checks the session and shows notifications), recording agreed (the tracker
 *   starts), a usability test in progress or linked to, an address without `?lang=` in a browser with a saved
 *   language (components/language/saved-language.ts may move to it);
 * - holds a click on a button (anything but a link, which navigates by itself) made before the page is hydrated, and
 *   clicks it again when the layout announces HYDRATED_EVENT (components/nav/HydrationSignal.tsx).
 * Links, the catalogue's search form and text selection work without it. The inline scripts Next.js writes (the
 * Server Components payload) stay as they are: they only queue data for the runtime.
 */
import { UXT_ACTIVE_KEY, UXT_QUERY_PARAMETER } from '@parley/tracker/constants';
import { CONSENT_KEY } from '../consent/keys';
import { SIGNED_IN_HINT_COOKIE } from '../auth/member-hint';
import { LANG_PARAM } from '../i18n/languages';

/** The window event the layout sends once the page is hydrated (and `<html data-hydrated>` is set). */
export const HYDRATED_EVENT = 'parley:hydrated';
/** `<html>` attribute set once the page is hydrated (tests and styles can wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The attribute that holds a deferred script's address until the loader starts it. */
export const DEFERRED_SRC_ATTRIBUTE = 'data-hydrate-src';
/**
 * The events that start the page's script: the first signs that someone is reading and may reach for a control.
 * All are listened to passively, so scrolling never waits for them.
 */
export const HYDRATION_START_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;
/** What a click held before hydration may be on: controls only script answers (links, summaries and labels need none). */
const HELD_CLICK_TARGETS = 'button,[role="button"],input[type="button"],input[type="submit"]';

/**
 * The loader, a constant (its hash can be allowed by a policy; a page with a nonce gives it the nonce too). ES5 and
 * no dependency: it runs in `<head>` before anything else of the page.
 */
export const HYDRATION_LOADER_SCRIPT = `(function(){
var d=document,w=window,started=false,hydrated=false,held=null,events=${JSON.stringify(HYDRATION_START_EVENTS)};
function run(){d.querySelectorAll('script[${DEFERRED_SRC_ATTRIBUTE}]').forEach(function(s){var n=d.createElement('script');n.src=s.getAttribute('${DEFERRED_SRC_ATTRIBUTE}');n.async=true;if(s.id)n.id=s.id;if(s.nonce)n.nonce=s.nonce;s.parentNode.replaceChild(n,s)})}
function start(){if(started)return;started=true;events.forEach(function(e){w.removeEventListener(e,start,true)});if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);else run()}
events.forEach(function(e){w.addEventListener(e,start,{capture:true,passive:true})});
w.addEventListener('click',function(e){if(hydrated||!e.target||!e.target.closest)return;var t=e.target.closest('${HELD_CLICK_TARGETS}');if(!t)return;e.preventDefault();e.stopImmediatePropagation();held=t;start()},true);
w.addEventListener('${HYDRATED_EVENT}',function(){hydrated=true;var t=held;held=null;if(t&&t.isConnected)t.click()});
w.addEventListener('load',function(){(w.requestIdleCallback||setTimeout)(function(){if(started)return;d.querySelectorAll('script[${DEFERRED_SRC_ATTRIBUTE}]').forEach(function(s){var l=d.createElement('link');l.rel='prefetch';l.as='script';l.href=s.getAttribute('${DEFERRED_SRC_ATTRIBUTE}');d.head.appendChild(l)})})});
var atOnce=('; '+d.cookie).indexOf('; ${SIGNED_IN_HINT_COOKIE}=')!==-1;try{atOnce=atOnce||w.localStorage.getItem(${JSON.stringify(CONSENT_KEY)})==='granted'||!!w.localStorage.getItem(${JSON.stringify(UXT_ACTIVE_KEY)})}catch(e){}
var q=new URLSearchParams(w.location.search);try{atOnce=atOnce||!q.has(${JSON.stringify(LANG_PARAM)})&&!!w.localStorage.getItem(${JSON.stringify(LANG_PARAM)})}catch(e){}
if(atOnce||q.has(${JSON.stringify(UXT_QUERY_PARAMETER)}))start();
})();`;

/** An external script tag of Next.js's own bundle, which runs as soon as it arrives (`async`). */
const BUNDLE_SCRIPT = /<script\b([^>]*?)\ssrc="(\/_next\/static\/[^"]+\.js)"([^>]*)>/g;

/**
 * The page with Next.js's bundle scripts made inert and the loader in `<head>`, or null when there is nothing to
 * defer (no bundle script, no `<head>`, or already deferred). Tags other than the bundle's `async` scripts (the
 * `noModule` polyfills, JSON-LD, the inline payload) are left as they are. The loader gets the nonce of the page's
 * scripts, if they have one.
 */
export function deferHydration(html: string): string | null {
  if (html.includes(`${DEFERRED_SRC_ATTRIBUTE}=`)) return null;
  let deferred = 0;
  let nonce: string | null = null;
  const rewritten = html.replace(BUNDLE_SCRIPT, (tag, before: string, src: string, after: string) => {
    const attributes = `${before} ${after}`;
    if (!/\sasync(?:=""|\b)/.test(attributes) || /\snomodule\b/i.test(attributes)) return tag;
    nonce ??= /\snonce="([^"]*)"/.exec(attributes)?.[1] ?? null;
    deferred += 1;
    const kept = `${before}${after}`.replace(/\sasync(?:="")?/, '');
    return `<script${kept} ${DEFERRED_SRC_ATTRIBUTE}="${src}">`;
  });
  const headEnd = rewritten.indexOf('</head>');
  if (deferred === 0 || headEnd === -1) return null;
  const loader = `<script${nonce === null ? '' : ` nonce="${nonce}"`}>${HYDRATION_LOADER_SCRIPT}</script>`;
  return `${rewritten.slice(0, headEnd)}${loader}${rewritten.slice(headEnd)}`;
}

// Page weight: the bytes a first visit downloads, measured in Chromium (playwright-core driving /usr/bin/chromium)
// against the production server. For every response: scripts summed as gzip bytes (the bytes on the wire when the
// server gzipped them, zlib.gzipSync of the body otherwise), the HTML document raw and gzip, CSS and the rest.
// Target: at most 150 KB of gzip JavaScript per page. A reader page's script starts at the first interaction: it is
// counted after a first pointer movement, each address once.
// Baseline (same run, same browser, same measuring code): the same article text as a bare HTML page without any
// script or stylesheet, served by a bare node:http server.
//
//   node bench/page-weight.mjs            (needs a production build: npm run build)
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './lib/browser.mjs';
import { kb, printRunHeader, printTable, ratio, times, withTimeout, writeResult } from './lib/report.mjs';
import { fetchRaw, startBare, startSite, withServer } from './lib/server.mjs';
import { bareArticleHtml, firstArticle, pages } from './lib/site.mjs';

const JS_TARGET_BYTES = 150 * 1024;
const LOAD_TIMEOUT_MS = 60_000;

async function measureResponse(response) {
  const request = response.request();
  const headers = await response.allHeaders();
  const encoding = headers['content-encoding'] ?? null;
  let body = null;
  try {
    body = await response.body();
  } catch {
    // redirects and aborted requests have no body
  }
  const sizes = await request.sizes().catch(() => null);
  const raw = body?.length ?? 0;
  const gzip = encoding === 'gzip' && sizes ? sizes.responseBodySize : body ? gzipSync(body).length : 0;
  return {
    url: response.url(),
    type: request.resourceType(),
    status: response.status(),
    navigation: request.isNavigationRequest() && response.frame() === response.frame().page().mainFrame(),
    encoding,
    raw,
    gzip,
    gzipComputed: !(encoding === 'gzip' && sizes),
  };
}

/** Loads url in a fresh browser context (empty cache) until the network is idle; returns the summed bytes. */
async function measurePage(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => pending.push(measureResponse(response)));
    const main = await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    if (!main || main.status() !== 200) throw new Error(`${url} answered ${main?.status()}`);
    // A reader page starts its script at the first interaction (docs/decisions/0065): the bytes of a visit are those
    // after a reader's first movement too, when the page is hydrated.
    const deferred = await page.evaluate(() => document.querySelector('script[data-hydrate-src]') !== null);
    if (deferred) {
      await page.mouse.move(10, 10);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: LOAD_TIMEOUT_MS });
      await page.waitForLoadState('networkidle');
    }
    const all = await withTimeout(Promise.all(pending), 30_000, `reading the responses of ${url}`);
    // Each address once: a script prefetched at idle and then run is one download (the second is the HTTP cache's).
    const responses = all.filter((r, index) => all.findIndex((other) => other.url === r.url) === index);
    const sum = (list, key) => list.reduce((total, r) => total + r[key], 0);
    const documents = responses.filter((r) => r.navigation && r.type === 'document');
    // A prefetched script is of type `other` to the browser; it is a script by its address.
    const scripts = responses.filter(
      (r) => r.type === 'script' || (r.type === 'other' && new URL(r.url).pathname.endsWith('.js')),
    );
    const styles = responses.filter((r) => r.type === 'stylesheet');
    const other = responses.filter((r) => !documents.includes(r) && !scripts.includes(r) && !styles.includes(r));
    return {
      url,
      js: { count: scripts.length, raw: sum(scripts, 'raw'), gzip: sum(scripts, 'gzip') },
      html: { raw: sum(documents, 'raw'), gzip: sum(documents, 'gzip'), encoding: documents[0]?.encoding ?? null },
      css: { count: styles.length, raw: sum(styles, 'raw'), gzip: sum(styles, 'gzip') },
      other: { count: other.length, raw: sum(other, 'raw'), gzip: sum(other, 'gzip') },
      totalGzip: sum(responses, 'gzip'),
      responses,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  printRunHeader('page-weight', 'bytes a first visit downloads (Chromium, empty cache)');
  const article = firstArticle();
  const targets = pages(article.slug);
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const { results, bareHtml } = await withServer(startSite, async (site) => {
      const measured = [];
      for (const target of targets) {
        measured.push({ ...target, ...(await measurePage(browser, site.origin + target.path)) });
      }
      const { body } = await fetchRaw(site.origin + targets[0].path);
      return { results: measured, bareHtml: bareArticleHtml(body.toString('utf8')) };
    });
    const baseline = await withServer(
      () => startBare(bareHtml, 'text/html; charset=utf-8'),
      async (bare) => ({
        id: 'bare-article',
        label: 'baseline: bare article HTML',
        ...(await measurePage(browser, `${bare.origin}/`)),
      }),
    );

    const rows = [...results, baseline].map((r) => [
      r.label,
      kb(r.js.gzip),
      r.js.count,
      kb(r.html.raw),
      kb(r.html.gzip),
      kb(r.css.gzip),
      kb(r.other.gzip),
      kb(r.totalGzip),
      r === baseline ? '–' : r.js.gzip <= JS_TARGET_BYTES ? 'PASS' : 'FAIL',
    ]);
    printTable(
      `Page weight, first visit (gzip unless marked raw); target: JavaScript ≤ ${kb(JS_TARGET_BYTES)} gzip · article: /articles/${article.slug}`,
      ['page', 'JS gzip', 'scripts', 'HTML raw', 'HTML gzip', 'CSS gzip', 'other gzip', 'total gzip', 'JS ≤ 150 KB'],
      rows,
    );
    const articleRow = results.find((r) => r.id === 'article');
    const ratios = {
      totalGzip: ratio(articleRow.totalGzip, baseline.totalGzip),
      htmlGzip: ratio(articleRow.html.gzip, baseline.html.gzip),
      htmlRaw: ratio(articleRow.html.raw, baseline.html.raw),
    };
    console.log(
      `Article vs bare baseline: total ${times(ratios.totalGzip, 1)} the bytes (gzip), HTML ${times(ratios.htmlGzip, 1)} (gzip) / ` +
        `${times(ratios.htmlRaw, 1)} (raw); the baseline loads no JavaScript, the article ${kb(articleRow.js.gzip)}.`,
    );
    const htmlEncodings = [...new Set(results.map((r) => r.html.encoding ?? 'none'))].join(', ');
    console.log(
      `Server compression of the HTML documents: ${htmlEncodings} (gzip sizes of uncompressed bodies are zlib.gzipSync, level 6).`,
    );

    writeResult('page-weight', {
      targets: { jsGzipBytesMax: JS_TARGET_BYTES },
      article: article.slug,
      pages: results.map(({ responses, ...r }) => ({ ...r, jsTargetMet: r.js.gzip <= JS_TARGET_BYTES, responses })),
      baseline,
      ratiosArticleToBaseline: ratios,
    });
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(`page-weight failed: ${error.stack ?? error.message}`);
  process.exit(1);
});

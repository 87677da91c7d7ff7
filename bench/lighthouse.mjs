// Lighthouse 12.8.2, default config (mobile: Moto G Power viewport, simulated slow 4G and 4× CPU slowdown),
// performance category only, against the production server: median of N runs (default 5, `--runs`) of the
// article page, the catalogue, the landing page and the article in Persian (right-to-left). A fresh Chromium
// (/usr/bin/chromium, CHROME_PATH overrides) per run, launched with the chrome-launcher Lighthouse depends on.
// Targets: score ≥ 98, TBT ≤ 100 ms and CLS 0. Two baselines in the same run, both showing the site's own article
// element: a bare Next.js page of the site's version (bench/bare-next `/article`: Next's scripts and hydration, nothing
// of the site's), what the framework alone costs; and a bare HTML page (no script, no stylesheet) served by a bare
// node:http server, the best this machine and Lighthouse's simulation can score. Reader pages start their script at
// the first interaction, which Lighthouse never makes; what that start costs is measured too (firstInteractionCost).
// A benchmark, not a test: it prints PASS/FAIL beside the targets and exits 0 whenever it could measure.
//
//   node bench/lighthouse.mjs [--runs 5]      (needs a production build: npm run build)
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './lib/browser.mjs';
import { intOption, median, ms, printRunHeader, printTable, round, withTimeout, writeResult } from './lib/report.mjs';
import { fetchRaw, startBare, startBareNext, startSite, withServer } from './lib/server.mjs';
import { articleElement, bareArticleHtml, firstArticle, pages } from './lib/site.mjs';

const SCORE_TARGET = 98;
const TBT_TARGET_MS = 100;
const CLS_TARGET = 0;
const RUN_TIMEOUT_MS = 150_000;
/** The CPU slowdown of the first-interaction measurement: Lighthouse's mobile default. */
const CPU_SLOWDOWN = 4;
const INTERACTION_RUNS = 3;

// chrome-launcher exactly as Lighthouse resolves it (a dependency of lighthouse, not of the project).
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
const chromeLauncher = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);
process.env.CHROME_PATH = CHROME_PATH;

/** The LCP element and Lighthouse's LCP phases (TTFB, load delay, load time, render delay), to explain an LCP. */
function lcpElement(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : details ? [details] : [];
  const node = tables.flatMap((table) => table.items ?? []).find((item) => item.node)?.node;
  const phases = tables.flatMap((table) => table.items ?? []).filter((item) => item.phase);
  return {
    snippet: node?.snippet ?? null,
    selector: node?.selector ?? null,
    phases: Object.fromEntries(phases.map((item) => [item.phase, round(item.timing)])),
  };
}

/** The elements Lighthouse blames for layout shifts (empty when CLS is 0). */
function layoutShifts(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.map((item) => ({
    score: round(item.score, 4),
    selector: item.node?.selector ?? null,
    snippet: item.node?.snippet ?? null,
  }));
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
      () => chrome.kill(),
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      score: lhr.categories.performance.score === null ? null : lhr.categories.performance.score * 100,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndex: audit('speed-index'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      // Where the main thread's time went (ms, simulated 4× slowdown): script evaluation vs parsing vs layout, to
      // tell framework start-up from page work when TBT moves.
      mainThread: Object.fromEntries(
        (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
          item.group,
          round(item.duration),
        ]),
      ),
      // The longest main-thread tasks (simulated) and the script each is attributed to: what TBT is made of.
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
        .slice(0, 3)
        .map((item) => ({ url: item.url, duration: round(item.duration) })),
      lcpElement: lcpElement(lhr),
      layoutShifts: layoutShifts(lhr),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * What a reader pays when the page's script starts: reader pages start it at the first interaction
 * (docs/decisions/0065-reader-pages-hydrate-on-interaction.md), which Lighthouse never makes, so its TBT no longer
 * sees hydration. This measures it where it now happens, in Chromium with the CPU slowed 4× as Lighthouse's mobile
 * profile does (no network throttling; the scripts are prefetched at idle after load): the long tasks (≥ 50 ms) while
 * the page loads, and after a first interaction, and how long from that interaction until the page is hydrated, once
 * for a pointer movement and once for a click on the language button (held, and given again once hydrated: until
 * its dialog shows).
 */
async function firstInteractionCost(url) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const once = async (interact) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) =>
          window.__longTasks.push(
            ...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration })),
          ),
        ).observe({
          type: 'longtask',
          buffered: true,
        });
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const hydratedAtLoad = await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
      const before = await page.evaluate(() => performance.now());
      await interact(page);
      const hydratedAfter = await page.evaluate(() => performance.now());
      const tasks = await page.evaluate(() => window.__longTasks);
      const blocking = (list) => list.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      return {
        hydratedAtLoad,
        loadBlockingMs: blocking(tasks.filter((task) => task.start < before)),
        interactionBlockingMs: blocking(tasks.filter((task) => task.start >= before)),
        longestAfterMs: Math.max(0, ...tasks.filter((task) => task.start >= before).map((task) => task.duration)),
        untilReadyMs: hydratedAfter - before,
      };
    } finally {
      await page.close();
    }
  };
  try {
    const move = [];
    const click = [];
    for (let i = 0; i < INTERACTION_RUNS; i += 1) {
      move.push(
        await once(async (page) => {
          await page.mouse.move(200, 200);
          await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
        }),
      );
      click.push(
        await once(async (page) => {
          await page.locator('button[aria-haspopup=dialog]:visible').first().click();
          await page.getByRole('dialog').waitFor({ timeout: 30_000 });
        }),
      );
    }
    const pick = (list, key) => median(list.map((run) => run[key]));
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      runs: INTERACTION_RUNS,
      hydratedAtLoad: move.some((run) => run.hydratedAtLoad),
      loadBlockingMs: pick(move, 'loadBlockingMs'),
      move: {
        interactionBlockingMs: pick(move, 'interactionBlockingMs'),
        longestMs: pick(move, 'longestAfterMs'),
        untilHydratedMs: pick(move, 'untilReadyMs'),
      },
      click: { untilDialogMs: pick(click, 'untilReadyMs') },
      all: { move, click },
    };
  } finally {
    await browser.close();
  }
}

async function measure(label, url, runs) {
  const all = [];
  for (let i = 1; i <= runs; i += 1) {
    process.stdout.write(`  ${label}: run ${i}/${runs}... `);
    let run;
    try {
      run = await lighthouseRun(url);
    } catch (error) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: one more try.
      process.stdout.write(`failed (${error.message.split('\n')[0]}), once more... `);
      run = await lighthouseRun(url);
    }
    console.log(
      `score ${round(run.score)}, LCP ${ms(run.lcp)}, TBT ${ms(run.tbt)}, CLS ${round(run.cls, 3)}, benchmarkIndex ${round(run.benchmarkIndex)}`,
    );
    all.push(run);
  }
  const pick = (key) => median(all.map((run) => run[key]));
  return {
    label,
    url,
    median: {
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      speedIndex: pick('speedIndex'),
    },
    worst: { score: Math.min(...all.map((run) => run.score)), cls: Math.max(...all.map((run) => run.cls)) },
    benchmarkIndex: pick('benchmarkIndex'),
    runs: all,
  };
}

async function main() {
  const runs = intOption('runs', 5, { min: 1, max: 9 });
  printRunHeader('lighthouse', `Lighthouse 12.8.2 mobile defaults, performance, median of ${runs}`);
  const article = firstArticle();
  const targets = pages(article.slug);

  const { results, siteHtml, interaction } = await withServer(startSite, async (site) => {
    // One request each first, so no figure includes a first-request warm-up of the server.
    for (const target of targets) await fetchRaw(site.origin + target.path);
    const measured = [];
    for (const target of targets)
      measured.push({
        id: target.id,
        path: target.path,
        ...(await measure(target.label, site.origin + target.path, runs)),
      });
    const { body } = await fetchRaw(site.origin + targets[0].path);
    console.log(`  article: the first interaction, CPU ${CPU_SLOWDOWN}× slower, ${INTERACTION_RUNS} runs each...`);
    return {
      results: measured,
      siteHtml: body.toString('utf8'),
      interaction: await firstInteractionCost(site.origin + targets[0].path),
    };
  });
  console.log('  building the bare Next.js baseline (bench/bare-next)...');
  const bareNext = await withServer(
    () => startBareNext('', 'text/html; charset=utf-8', { articleHtml: articleElement(siteHtml) }),
    async (next) => {
      await fetchRaw(next.origin + next.articlePath);
      return {
        id: 'bare-next-article',
        path: next.articlePath,
        ...(await measure('baseline: bare Next.js article page', next.origin + next.articlePath, runs)),
      };
    },
  );
  const baseline = await withServer(
    () => startBare(bareArticleHtml(siteHtml), 'text/html; charset=utf-8'),
    async (bare) => ({
      id: 'bare-article',
      path: '/',
      ...(await measure('baseline: bare article HTML', `${bare.origin}/`, runs)),
    }),
  );
  const baselines = [bareNext, baseline];

  const verdict = (ok) => (ok ? 'PASS' : 'FAIL');
  const row = (r, isBaseline) => [
    r.label,
    round(r.median.score),
    isBaseline ? '–' : verdict(r.median.score >= SCORE_TARGET),
    ms(r.median.fcp),
    ms(r.median.lcp),
    ms(r.median.tbt),
    isBaseline ? '–' : verdict(r.median.tbt <= TBT_TARGET_MS),
    round(r.median.cls, 3),
    isBaseline ? '–' : verdict(r.median.cls === CLS_TARGET),
    `${round(r.worst.score)} / ${round(r.worst.cls, 3)}`,
  ];
  printTable(
    `Lighthouse ${runs}-run medians (mobile, simulated throttling) · article: /articles/${article.slug} · ` +
      `benchmarkIndex ${round(median(results.map((r) => r.benchmarkIndex)))}`,
    [
      'page',
      'score',
      `≥ ${SCORE_TARGET}`,
      'FCP',
      'LCP',
      'TBT',
      `≤ ${TBT_TARGET_MS} ms`,
      'CLS',
      'CLS = 0',
      'worst run: score / CLS',
    ],
    [...results.map((r) => row(r, false)), ...baselines.map((r) => row(r, true))],
  );
  const articleRow = results.find((r) => r.id === 'article');
  console.log(
    `Article vs bare baseline: score ${round(articleRow.median.score)} vs ${round(baseline.median.score)}, ` +
      `LCP ${(articleRow.median.lcp / baseline.median.lcp).toFixed(2)}× the baseline's, TBT ${ms(articleRow.median.tbt)} vs ${ms(baseline.median.tbt)}.`,
  );
  console.log(
    `Article vs bare Next.js page: score ${round(articleRow.median.score)} vs ${round(bareNext.median.score)}, TBT ${ms(articleRow.median.tbt)} vs ${ms(bareNext.median.tbt)}, ` +
      `script evaluation ${ms(median(articleRow.runs.map((run) => run.mainThread.scriptEvaluation ?? 0)))} vs ${ms(median(bareNext.runs.map((run) => run.mainThread.scriptEvaluation ?? 0)))}.`,
  );
  for (const r of [articleRow, bareNext]) {
    const tasks = r.runs
      .flatMap((run) => run.longTasks)
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3);
    console.log(
      `Longest tasks of ${r.label} over its runs: ${tasks.map((task) => `${ms(task.duration)} (${task.url.replace(/^https?:\/\/[^/]+/, '')})`).join(', ') || 'none'}`,
    );
  }
  printTable(
    `Article: the script's start at the first interaction (CPU ${CPU_SLOWDOWN}× slower, no network throttling, median of ${INTERACTION_RUNS})`,
    [
      'hydrated at load',
      'blocking while loading',
      'first move: blocking',
      'longest task',
      'until hydrated',
      'first click: until its dialog shows',
    ],
    [
      [
        interaction.hydratedAtLoad ? 'yes' : 'no',
        ms(interaction.loadBlockingMs),
        ms(interaction.move.interactionBlockingMs),
        ms(interaction.move.longestMs),
        ms(interaction.move.untilHydratedMs),
        ms(interaction.click.untilDialogMs),
      ],
    ],
  );
  for (const r of [...results, ...baselines]) {
    r.runs.forEach((run, i) => {
      for (const shift of run.layoutShifts) {
        console.log(
          `Layout shift in ${r.label}, run ${i + 1}: ${shift.score} at ${shift.selector ?? '?'} ${shift.snippet ?? ''}`,
        );
      }
    });
  }
  const warnings = [...new Set([...results, ...baselines].flatMap((r) => r.runs.flatMap((run) => run.warnings)))];
  for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);

  writeResult('lighthouse', {
    lighthouse: '12.8.2',
    config: 'default (mobile, simulated throttling), onlyCategories: performance',
    chrome: { path: CHROME_PATH, flags: CHROME_FLAGS },
    runsPerPage: runs,
    targets: { scoreMin: SCORE_TARGET, tbtMaxMs: TBT_TARGET_MS, cls: CLS_TARGET },
    article: article.slug,
    pages: results.map((r) => ({
      ...r,
      scoreTargetMet: r.median.score >= SCORE_TARGET,
      tbtTargetMet: r.median.tbt <= TBT_TARGET_MS,
      clsTargetMet: r.median.cls === CLS_TARGET,
    })),
    baselines,
    firstInteraction: interaction,
  });
}

main().catch((error) => {
  console.error(`lighthouse failed: ${error.stack ?? error.message}`);
  process.exit(1);
});

// Static throughput: autocannon (10 connections, keep-alive, no compression requested) against the prerendered
// article GET /articles/{first slug}?lang=original on the site's production server (what `npm start` runs: Next.js
// behind its page cache, server/response-cache.ts) for --duration seconds (default 10), and on a second one started with
// PAGE_CACHE=off (Next.js answers every request: its `?lang=` rewrite, or proxy.ts without `?lang=`), against
// baselines in the same run:
// - bare Next.js, prerendered page: bench/bare-next, a Next.js app of the same version with no proxy, rewrites or
//   headers, built into a temp folder here, whose prerendered page at a static path answers the exact same HTML bytes
//   and Content-Type (its HTML file is the site's): what the framework itself costs for a prerendered page, the
//   target the site is held to (≥ 0.9×);
// - bare Next.js, route handler: the same app's prerendered route handler answering the same bytes (the first
//   baseline the member-page targets were set against; another code path of the framework, shown beside it);
// - bare node:http (its own process) sending the same bytes from memory: what serving the bytes costs at all.
// It also measures the article asked with `Accept-Encoding: gzip`, as browsers ask (from the page cache; and, with
// PAGE_CACHE=off, compressed per request: COMPRESS=off leaves that to a proxy); with PAGE_CACHE=off, the same article
// without ?lang= (`/articles/{slug}`), which passes through proxy.ts (the saved-language check), to show what the
// proxy costs per request; and, when Debian's nginx is installed (`apt-get install nginx`), the production set-up of
// README "Scaling": nginx as a caching reverse proxy in front of the site (it keeps what the site marks `s-maxage`),
// against the bare node:http server, in rounds of their own.
// Each side gets a short warm-up first. The load runs alternate, one server after the other, for --rounds rounds
// (default 3; the figures are the medians), so a change in the machine's other load hits every side alike; the
// servers are never loaded at the same time (2 cores), the idle ones wait.
//
// With --replicas N (bench/lib/replicas.mjs) it measures the site as it scales instead: N replicas of the production
// server on one PostgreSQL cluster of its own (seeded as `npm start` seeds), the article from each replica's page
// cache (checked: `x-parley-cache: HIT` with the same bytes on every replica), with and without gzip asked, against
// N bare node:http processes sending the same bytes, in alternating rounds as above. Each side is loaded on all its
// processes at once: one autocannon instance per process, started together in this process, the 10 connections
// shared out (5 and 5), req/s summed and latencies merged (bench/lib/load.mjs). Not a balancer in front: a proxy in
// Node costs about what the page cache costs to answer (it parses and writes every request and answer once more, on
// the same 2 cores), so it would measure itself as much as the site; autocannon per replica adds no hop, and what it
// costs is the same for the bare baseline. The bare Next.js app and PAGE_CACHE=off are measured in the embedded mode
// only (they say what the framework costs, which replicas do not change).
// Target, both modes: the article from the page cache ≥ 0.9× bare node:http sending the same bytes (and, embedded
// only, ≥ 0.9× the bare Next.js prerendered page, the earlier target).
//
// With --cache-only (embedded) it measures this target's two servers alone: the article from the response cache and
// bare node:http, alternating, without the other baselines (no bare Next.js build, no PAGE_CACHE=off, no nginx): a run
// of a few minutes that can be repeated while working on the cache's hit path (server/response-cache.ts).
//
//   node bench/static-throughput.mjs [--duration 10] [--rounds 3] [--replicas 2 | --cache-only]   (needs a production build: npm run build)
import { intOption, median, printRunHeader, printTable, round, writeResult } from './lib/report.mjs';
import { CONNECTIONS, WARMUP_SECONDS, measure, msec, ratioCell, summarize } from './lib/load.mjs';
import { deploymentOption, startSeededPostgres, startServers } from './lib/replicas.mjs';
import { fetchRaw, hasNginx, startBare, startBareNext, startNginxCache, startSite, withServer } from './lib/server.mjs';
import { firstArticle } from './lib/site.mjs';

/** The article from the page cache against bare node:http sending the same bytes, in every mode. */
const TARGET_VS_BARE_NODE = 0.9;
/** The article from the page cache against a bare Next.js app's prerendered page (embedded mode). */
const TARGET_VS_BARE_NEXT = 0.9;
const verdict = (ratio, target) => (ratio >= target ? 'PASS' : 'FAIL');

/** The exact bytes and content type a server answers, or an error naming what differs. */
async function expectSameBytes(url, page) {
  const check = await fetchRaw(url);
  if (check.status !== 200 || !check.body.equals(page.body) || check.headers['content-type'] !== page.contentType) {
    throw new Error(`${url} does not send the same bytes and content type as the site (status ${check.status})`);
  }
  return check;
}

/** nginx caching the site (README "Scaling") against bare node:http, alternating; medians. */
async function measureNginxCache(site, bare, path, page, duration, roundCount) {
  return withServer(
    () => startNginxCache(site.origin),
    async (nginx) => {
      await fetchRaw(nginx.origin + path); // the miss that fills the cache
      const hit = await expectSameBytes(nginx.origin + path, page);
      if (hit.headers['x-cache-status'] !== 'HIT')
        throw new Error(`nginx did not cache ${path} (${hit.headers['x-cache-status']})`);
      const rounds = { nginx: [], bare: [] };
      for (let i = 1; i <= roundCount; i += 1) {
        console.log(`  caching proxy, round ${i}/${roundCount}`);
        rounds.nginx.push(await measure('nginx caching the site', nginx.origin + path, duration));
        rounds.bare.push(await measure('baseline: bare node:http', `${bare.origin}${path}`, duration));
      }
      return rounds;
    },
  );
}

/** What a browser asks for: `next start` then gzips every answer (unless started with COMPRESS=off). */
const GZIP = { 'accept-encoding': 'gzip' };
/** Set by the site's page cache (server/response-cache.ts RESPONSE_CACHE_STATUS_HEADER) on a request it could answer. */
const PAGE_CACHE_HEADER = 'x-parley-cache';

/** `count` bare node:http processes answering `body`: the baseline of as many processes as the site has replicas. */
async function startBares(count, body, contentType) {
  const servers = [];
  const stop = () => Promise.all(servers.map((server) => server.stop()));
  try {
    for (let i = 0; i < count; i += 1) servers.push(await startBare(body, contentType));
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: (path) => servers.map((server) => server.origin + path), stop };
}

/** The article from the page cache of N replicas on PostgreSQL against N bare node:http processes; medians. */
async function measureReplicas(deployment, article, duration, roundCount) {
  const path = `/articles/${article.slug}?lang=original`;
  const postgres = await startSeededPostgres();
  try {
    const result = await withServer(
      () => startServers(deployment, { databaseUrl: postgres.url }),
      async (site) => {
        // Next.js's answer to the first request, then the page cache's on every replica: the same bytes everywhere.
        const first = await fetchRaw(site.origins[0] + path);
        if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
        const page = {
          body: first.body,
          contentType: first.headers['content-type'],
          nextCache: first.headers['x-nextjs-cache'] ?? null,
        };
        for (const url of site.urls(path)) {
          await fetchRaw(url);
          await fetchRaw(url, { headers: GZIP });
          const hit = await expectSameBytes(url, page);
          if (hit.headers[PAGE_CACHE_HEADER] !== 'HIT')
            throw new Error(`the page cache of ${url} did not answer (${hit.headers[PAGE_CACHE_HEADER]})`);
        }
        return withServer(
          () => startBares(deployment.replicas, page.body, page.contentType),
          async (bare) => {
            for (const url of bare.urls(path)) await expectSameBytes(url, page);
            const rounds = { site: [], gzip: [], bare: [] };
            const on = `on ${deployment.replicas} ${deployment.replicas === 1 ? 'process' : 'processes'}`;
            for (let i = 1; i <= roundCount; i += 1) {
              console.log(`  round ${i}/${roundCount}`);
              rounds.site.push(await measure(`site (page cache), ?lang=, ${on}`, site.urls(path), duration));
              rounds.gzip.push(
                await measure(`site (page cache), ?lang=, gzip asked, ${on}`, site.urls(path), duration, {
                  headers: GZIP,
                }),
              );
              rounds.bare.push(await measure(`baseline: bare node:http, ${on}`, bare.urls(path), duration));
            }
            return { rounds, page };
          },
        );
      },
    );
    return { ...result, path };
  } finally {
    postgres.stop();
  }
}

function reportReplicas(deployment, article, duration, roundCount, { rounds, page, path }) {
  const n = deployment.replicas;
  const site = summarize(`site as \`npm start\` serves it (page cache), \`?lang=\`, ${n} replicas`, rounds.site);
  const gzip = summarize(`site (page cache), \`?lang=\`, \`Accept-Encoding: gzip\`, ${n} replicas`, rounds.gzip);
  const bare = summarize(`baseline: bare node:http, ${n} processes`, rounds.bare);
  const perRound = (a, b) => a.map((r, i) => r.requestsPerSecond / b[i].requestsPerSecond);
  const ratios = {
    siteToBare: site.requestsPerSecond / bare.requestsPerSecond,
    siteToBarePerRound: perRound(rounds.site, rounds.bare),
    gzipToBare: gzip.requestsPerSecond / bare.requestsPerSecond,
  };
  const row = (r) => [
    r.label,
    round(r.requestsPerSecond),
    msec(r.latencyMs.p50),
    msec(r.latencyMs.p99),
    ratioCell(r.requestsPerSecond / bare.requestsPerSecond),
    r.failed,
  ];
  const met = verdict(ratios.siteToBare, TARGET_VS_BARE_NODE);
  printTable(
    `${deployment.label} · GET ${path} · ${page.body.length} bytes of HTML · ${CONNECTIONS} connections shared out over the ${n} processes of each side · ` +
      `median of ${roundCount} alternating ${duration} s rounds`,
    ['server', 'req/s', 'p50', 'p99', 'vs bare node:http', 'failed'],
    [row(site), row(gzip), row(bare)],
  );
  console.log(
    `Mode: ${deployment.label}. Target: the article from the page cache at ≥ ${TARGET_VS_BARE_NODE}× bare node:http sending the same bytes ` +
      `(as many processes): ${ratioCell(ratios.siteToBare)} (per round: ${ratios.siteToBarePerRound.map(ratioCell).join(', ')}) — ${met}. ` +
      'autocannon runs in this process and shares the 2 cores with the servers under test.',
  );
  writeResult(`static-throughput${deployment.resultSuffix}`, {
    mode: deployment.label,
    replicas: n,
    article: article.slug,
    path,
    connections: CONNECTIONS,
    durationSeconds: duration,
    rounds: roundCount,
    warmupSeconds: WARMUP_SECONDS,
    htmlBytes: page.body.length,
    contentType: page.contentType,
    nextCache: page.nextCache,
    targetBareNode: { siteToBare: TARGET_VS_BARE_NODE, met: met === 'PASS' },
    site,
    gzip,
    baseline: bare,
    ratios,
  });
}

/** The article from the response cache against bare node:http sending the same bytes, alone; medians. */
async function measureCacheOnly(path, duration, roundCount) {
  return withServer(startSite, async (site) => {
    // Next.js's answer to the first request, then the response cache's: the same bytes.
    const first = await fetchRaw(site.origin + path);
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
    const page = { body: first.body, contentType: first.headers['content-type'] };
    const hit = await expectSameBytes(site.origin + path, page);
    if (hit.headers[PAGE_CACHE_HEADER] !== 'HIT')
      throw new Error(`the response cache did not answer ${path} (${hit.headers[PAGE_CACHE_HEADER]})`);
    const headerBytes = (headers) =>
      Buffer.byteLength(
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join(''),
      );
    return withServer(
      () => startBare(page.body, page.contentType),
      async (bare) => {
        const bareCheck = await expectSameBytes(`${bare.origin}${path}`, page);
        const rounds = { site: [], bare: [] };
        for (let i = 1; i <= roundCount; i += 1) {
          console.log(`  round ${i}/${roundCount}`);
          rounds.site.push(
            await measure(
              'site (npm start: response cache), ?lang=',
              site.origin + path,
              duration,
              {},
              { cpuPid: site.pid },
            ),
          );
          rounds.bare.push(
            await measure('baseline: bare node:http', `${bare.origin}${path}`, duration, {}, { cpuPid: bare.pid }),
          );
        }
        return {
          rounds,
          page,
          siteHeaderBytes: headerBytes(hit.headers),
          bareHeaderBytes: headerBytes(bareCheck.headers),
        };
      },
    );
  });
}

function reportCacheOnly(
  deployment,
  article,
  path,
  duration,
  roundCount,
  { rounds, page, siteHeaderBytes, bareHeaderBytes },
) {
  const site = summarize('site as `npm start` serves it (response cache), `?lang=`', rounds.site);
  const bare = summarize('baseline: bare node:http', rounds.bare);
  // Server CPU per response, median of the rounds: the bare server's over the site's is the ratio the two would
  // serve at on a core each, whatever else the machine was doing.
  const cpu = (list) => median(list.map((r) => r.serverCpuUsPerRequest).filter((us) => us !== null)) ?? null;
  const cpuUs = { site: cpu(rounds.site), bare: cpu(rounds.bare) };
  const ratios = {
    siteToBare: site.requestsPerSecond / bare.requestsPerSecond,
    siteToBarePerRound: rounds.site.map((r, i) => r.requestsPerSecond / rounds.bare[i].requestsPerSecond),
    bareCpuToSiteCpu: cpuUs.site && cpuUs.bare ? cpuUs.bare / cpuUs.site : null,
  };
  const row = (r, us) => [
    r.label,
    round(r.requestsPerSecond),
    msec(r.latencyMs.p50),
    msec(r.latencyMs.p99),
    ratioCell(r.requestsPerSecond / bare.requestsPerSecond),
    us === null ? '–' : round(us, 1),
    r.failed,
  ];
  const met = verdict(ratios.siteToBare, TARGET_VS_BARE_NODE);
  printTable(
    `${deployment.label}, cache only · GET ${path} · ${page.body.length} bytes of HTML (headers: site ${siteHeaderBytes}, bare ${bareHeaderBytes} bytes) · ` +
      `${CONNECTIONS} connections · median of ${roundCount} alternating ${duration} s rounds`,
    ['server', 'req/s', 'p50', 'p99', 'vs bare node:http', 'server CPU µs per response', 'failed'],
    [row(site, cpuUs.site), row(bare, cpuUs.bare)],
  );
  console.log(
    `Target: the article from the response cache at ≥ ${TARGET_VS_BARE_NODE}× bare node:http sending the same bytes: ` +
      `${ratioCell(ratios.siteToBare)} (per round: ${ratios.siteToBarePerRound.map(ratioCell).join(', ')}) — ${met}. ` +
      `Server CPU per response, bare over site: ${ratioCell(ratios.bareCpuToSiteCpu)}. ` +
      'autocannon runs in this process and shares the 2 cores with the server under test.',
  );
  writeResult('static-throughput-cache-only', {
    mode: `${deployment.label}, cache only`,
    article: article.slug,
    path,
    connections: CONNECTIONS,
    durationSeconds: duration,
    rounds: roundCount,
    warmupSeconds: WARMUP_SECONDS,
    htmlBytes: page.body.length,
    siteHeaderBytes,
    bareHeaderBytes,
    contentType: page.contentType,
    targetBareNode: { siteToBare: TARGET_VS_BARE_NODE, met: met === 'PASS' },
    site,
    baseline: bare,
    serverCpuUsPerResponse: cpuUs,
    ratios,
  });
}

async function main() {
  const duration = intOption('duration', 10, { min: 1, max: 300 });
  const roundCount = intOption('rounds', 3, { min: 1, max: 10 });
  const deployment = deploymentOption();
  printRunHeader(
    'static-throughput',
    `${deployment.label}; autocannon, ${CONNECTIONS} connections, ${roundCount} × ${duration} s per server, alternating`,
  );
  const article = firstArticle();
  if (deployment.replicas) {
    reportReplicas(
      deployment,
      article,
      duration,
      roundCount,
      await measureReplicas(deployment, article, duration, roundCount),
    );
    return;
  }
  const path = `/articles/${article.slug}?lang=original`;
  const proxiedPath = `/articles/${article.slug}`;
  if (process.argv.includes('--cache-only')) {
    reportCacheOnly(
      deployment,
      article,
      path,
      duration,
      roundCount,
      await measureCacheOnly(path, duration, roundCount),
    );
    return;
  }

  const result = await withServer(startSite, (site) =>
    withServer(
      () => startSite({ env: { PAGE_CACHE: 'off' } }),
      async (uncached) => {
        const response = await fetchRaw(uncached.origin + path);
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        if (response.headers[PAGE_CACHE_HEADER] !== undefined)
          throw new Error(`PAGE_CACHE=off still answered ${PAGE_CACHE_HEADER}: ${response.headers[PAGE_CACHE_HEADER]}`);
        // The page cache (server/response-cache.ts) answers the second anonymous request, with the bytes Next.js sent.
        await fetchRaw(site.origin + path);
        await fetchRaw(site.origin + path, { headers: GZIP });
        const hit = await expectSameBytes(site.origin + path, {
          body: response.body,
          contentType: response.headers['content-type'],
        });
        if (hit.headers[PAGE_CACHE_HEADER] !== 'HIT')
          throw new Error(`the page cache did not answer ${path} (${hit.headers[PAGE_CACHE_HEADER]})`);
        const page = {
          body: response.body,
          contentType: response.headers['content-type'],
          nextCache: response.headers['x-nextjs-cache'] ?? null,
          prerendered: response.headers['x-nextjs-prerender'] != null,
          viaProxy: response.headers['x-middleware-rewrite'] != null,
          headerBytes: Buffer.byteLength(
            Object.entries(response.headers)
              .map(([k, v]) => `${k}: ${v}\r\n`)
              .join(''),
          ),
        };
        const proxied = await fetchRaw(uncached.origin + proxiedPath);
        if (proxied.status !== 200 || proxied.headers['x-middleware-rewrite'] == null) {
          throw new Error(`${proxiedPath} did not pass through proxy.ts (status ${proxied.status})`);
        }
        console.log('  building the bare Next.js baseline (bench/bare-next)...');
        return withServer(
          () => startBareNext(page.body, page.contentType),
          (bareNext) =>
            withServer(
              () => startBare(page.body, page.contentType),
              async (bare) => {
                const nextCheck = await expectSameBytes(bareNext.origin + bareNext.path, page);
                await expectSameBytes(bareNext.origin + bareNext.routePath, page);
                await expectSameBytes(`${bare.origin}${path}`, page);
                if (nextCheck.headers['x-nextjs-cache'] !== 'HIT')
                  throw new Error(
                    `the bare page is not served from the prerender cache (${nextCheck.headers['x-nextjs-cache']})`,
                  );
                const rounds = {
                  site: [],
                  gzip: [],
                  uncached: [],
                  proxied: [],
                  uncachedGzip: [],
                  bareNext: [],
                  bareNextRoute: [],
                  bare: [],
                };
                for (let i = 1; i <= roundCount; i += 1) {
                  console.log(`  round ${i}/${roundCount}`);
                  rounds.site.push(await measure('site (npm start: page cache), ?lang=', site.origin + path, duration));
                  rounds.bareNext.push(
                    await measure('baseline: bare Next.js page', bareNext.origin + bareNext.path, duration),
                  );
                  rounds.gzip.push(
                    await measure('site (page cache), ?lang=, gzip asked', site.origin + path, duration, {
                      headers: GZIP,
                    }),
                  );
                  rounds.uncached.push(
                    await measure('site, PAGE_CACHE=off, ?lang= (Next routes it)', uncached.origin + path, duration),
                  );
                  rounds.proxied.push(
                    await measure(
                      'site, PAGE_CACHE=off, no ?lang= (proxy.ts)',
                      uncached.origin + proxiedPath,
                      duration,
                    ),
                  );
                  rounds.uncachedGzip.push(
                    await measure('site, PAGE_CACHE=off, ?lang=, gzip asked', uncached.origin + path, duration, {
                      headers: GZIP,
                    }),
                  );
                  rounds.bareNextRoute.push(
                    await measure(
                      'baseline: bare Next.js route handler',
                      bareNext.origin + bareNext.routePath,
                      duration,
                    ),
                  );
                  rounds.bare.push(await measure('baseline: bare node:http', `${bare.origin}${path}`, duration));
                }
                const cached = hasNginx()
                  ? await measureNginxCache(site, bare, path, page, duration, roundCount)
                  : null;
                return {
                  rounds,
                  cached,
                  page,
                  bareNextCache: nextCheck.headers['x-nextjs-cache'] ?? null,
                  bareNextBuildSeconds: bareNext.buildSeconds,
                };
              },
            ),
        );
      },
    ),
  );
  const { rounds, page } = result;
  const site = summarize('site as `npm start` serves it (page cache), `?lang=`', rounds.site);
  const gzip = summarize('site (page cache), `?lang=`, `Accept-Encoding: gzip`', rounds.gzip);
  const uncached = summarize('site, `PAGE_CACHE=off`, `?lang=` (routed by Next, no proxy)', rounds.uncached);
  const proxied = summarize('site, `PAGE_CACHE=off`, no `?lang=` (through proxy.ts)', rounds.proxied);
  const uncachedGzip = summarize(
    'site, `PAGE_CACHE=off`, `?lang=`, gzip (compressed per request)',
    rounds.uncachedGzip,
  );
  const bareNext = summarize('baseline: bare Next.js, prerendered page', rounds.bareNext);
  const bareNextRoute = summarize('baseline: bare Next.js, route handler', rounds.bareNextRoute);
  const bare = summarize('baseline: bare node:http', rounds.bare);

  const perRound = (a, b) => a.map((r, i) => r.requestsPerSecond / b[i].requestsPerSecond);
  const ratios = {
    siteToBareNext: site.requestsPerSecond / bareNext.requestsPerSecond,
    siteToBareNextPerRound: perRound(rounds.site, rounds.bareNext),
    uncachedToBareNext: uncached.requestsPerSecond / bareNext.requestsPerSecond,
    uncachedToBareNextPerRound: perRound(rounds.uncached, rounds.bareNext),
    proxiedToBareNext: proxied.requestsPerSecond / bareNext.requestsPerSecond,
    proxiedToBareNextPerRound: perRound(rounds.proxied, rounds.bareNext),
    siteToBareNextRoute: site.requestsPerSecond / bareNextRoute.requestsPerSecond,
    siteToBareNextRoutePerRound: perRound(rounds.site, rounds.bareNextRoute),
    siteToBare: site.requestsPerSecond / bare.requestsPerSecond,
    siteToBarePerRound: perRound(rounds.site, rounds.bare),
    bareNextToBare: bareNext.requestsPerSecond / bare.requestsPerSecond,
  };
  const row = (r, vsNext) => [
    r.label,
    round(r.requestsPerSecond),
    msec(r.latencyMs.p50),
    msec(r.latencyMs.p99),
    ratioCell(vsNext),
    r.failed,
  ];
  printTable(
    `${deployment.label} · GET ${path} · ${page.body.length} bytes of HTML (x-nextjs-cache: ${page.nextCache ?? 'none'}) · ${CONNECTIONS} connections · ` +
      `median of ${roundCount} alternating ${duration} s rounds`,
    ['server', 'req/s', 'p50', 'p99', 'vs bare Next.js', 'failed'],
    [
      row(site, ratios.siteToBareNext),
      row(gzip, gzip.requestsPerSecond / bareNext.requestsPerSecond),
      row(uncached, ratios.uncachedToBareNext),
      row(proxied, ratios.proxiedToBareNext),
      row(uncachedGzip, uncachedGzip.requestsPerSecond / bareNext.requestsPerSecond),
      row(bareNext, 1),
      row(bareNextRoute, bareNextRoute.requestsPerSecond / bareNext.requestsPerSecond),
      row(bare, bare.requestsPerSecond / bareNext.requestsPerSecond),
    ],
  );
  let cached = null;
  if (result.cached) {
    const nginx = summarize('nginx caching the site (README "Scaling")', result.cached.nginx);
    const bareAgain = summarize('baseline: bare node:http', result.cached.bare);
    cached = {
      nginx,
      baseline: bareAgain,
      ratio: nginx.requestsPerSecond / bareAgain.requestsPerSecond,
      ratioPerRound: perRound(result.cached.nginx, result.cached.bare),
    };
    printTable(
      `The same page behind nginx as a caching reverse proxy (X-Cache-Status: HIT) · median of ${roundCount} alternating ${duration} s rounds`,
      ['server', 'req/s', 'p50', 'p99', 'vs bare node:http', 'failed'],
      [
        [
          nginx.label,
          round(nginx.requestsPerSecond),
          msec(nginx.latencyMs.p50),
          msec(nginx.latencyMs.p99),
          ratioCell(cached.ratio),
          nginx.failed,
        ],
        [
          bareAgain.label,
          round(bareAgain.requestsPerSecond),
          msec(bareAgain.latencyMs.p50),
          msec(bareAgain.latencyMs.p99),
          ratioCell(1),
          bareAgain.failed,
        ],
      ],
    );
  } else {
    console.log('nginx is not installed: the caching-proxy measurement is skipped.');
  }
  const nextMet = verdict(ratios.siteToBareNext, TARGET_VS_BARE_NEXT);
  const nodeMet = verdict(ratios.siteToBare, TARGET_VS_BARE_NODE);
  console.log(
    `Mode: ${deployment.label}. Target: the article from the page cache at ≥ ${TARGET_VS_BARE_NODE}× bare node:http sending the same bytes: ` +
      `${ratioCell(ratios.siteToBare)} (per round: ${ratios.siteToBarePerRound.map(ratioCell).join(', ')}) — ${nodeMet}.`,
  );
  console.log(
    `Target: the site's prerendered page at ≥ ${TARGET_VS_BARE_NEXT}× bare Next.js serving a prerendered page: ${ratioCell(ratios.siteToBareNext)} (per round: ` +
      `${ratios.siteToBareNextPerRound.map(ratioCell).join(', ')}) — ${nextMet}. Against the bare route handler: ` +
      `${ratioCell(ratios.siteToBareNextRoute)} (per round: ${ratios.siteToBareNextRoutePerRound.map(ratioCell).join(', ')}). ` +
      `With PAGE_CACHE=off (Next.js routes every request): ${ratioCell(ratios.uncachedToBareNext)} (per round: ` +
      `${ratios.uncachedToBareNextPerRound.map(ratioCell).join(', ')}); through proxy.ts: ${ratioCell(ratios.proxiedToBareNext)}. ` +
      `Bare Next.js serves ${ratioCell(ratios.bareNextToBare)} of bare node:http. autocannon runs in this process and shares the 2 cores ` +
      'with the server under test.',
  );

  writeResult('static-throughput', {
    mode: deployment.label,
    replicas: null,
    article: article.slug,
    path,
    proxiedPath,
    connections: CONNECTIONS,
    durationSeconds: duration,
    rounds: roundCount,
    warmupSeconds: WARMUP_SECONDS,
    htmlBytes: page.body.length,
    siteHeaderBytes: page.headerBytes,
    contentType: page.contentType,
    nextCache: page.nextCache,
    bareNextCache: result.bareNextCache,
    bareNextBuildSeconds: result.bareNextBuildSeconds,
    prerendered: page.prerendered,
    siteWentThroughProxy: page.viaProxy,
    target: { siteToBareNext: TARGET_VS_BARE_NEXT, met: nextMet === 'PASS' },
    targetBareNode: { siteToBare: TARGET_VS_BARE_NODE, met: nodeMet === 'PASS' },
    site,
    gzip,
    uncached,
    proxied,
    uncachedGzip,
    baselineBareNext: bareNext,
    baselineBareNextRoute: bareNextRoute,
    baseline: bare,
    ratios,
    cachingProxy: cached,
  });
}

main().catch((error) => {
  console.error(`static-throughput failed: ${error.stack ?? error.message}`);
  process.exit(1);
});

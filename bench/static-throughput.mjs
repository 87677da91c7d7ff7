// Static throughput: autocannon (10 connections, keep-alive, no compression requested) against
// GET /articles/{first slug}?lang=original on the production server (`next start`) for --duration seconds
// (default 10), and against a bare node:http server (its own process) that sends
// the exact same HTML bytes from memory with the same Content-Type: the cost of the framework (proxy, routing,
// prerender cache, headers) over plain Node serving the same bytes on the same machine in the same run.
// Each side gets a short warm-up first. The load runs alternate, site then bare, for --rounds rounds (default 3; the
// figures are the medians), so a change in the machine's other load hits both sides alike; the two servers are
// never loaded at the same time (2 cores), the idle one waits.
//
//   node bench/static-throughput.mjs [--duration 10] [--rounds 3]      (needs a production build: npm run build)
import autocannon from 'autocannon';
import { intOption, median, printRunHeader, printTable, round, withTimeout, writeResult } from './lib/report.mjs';
import { fetchRaw, startBare, startSite, withServer } from './lib/server.mjs';
import { firstArticle } from './lib/site.mjs';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;

const MAX_SAMPLES = 5_000_000;

/** The q-quantile (0..1) of an ascending Float64Array, nearest-rank. */
function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

async function load(url, duration) {
  const instance = autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, timeout: 10 });
  // autocannon's histogram keeps whole milliseconds, too coarse for a bare server that answers in well under 1 ms;
  // its 'response' event gives each response time as a float, kept here (bounded) for exact percentiles.
  const samples = new Float64Array(MAX_SAMPLES);
  let count = 0;
  instance.on('response', (client, statusCode, bytes, responseTime) => {
    if (count < MAX_SAMPLES && statusCode >= 200 && statusCode < 300) samples[count++] = responseTime;
  });
  const result = await withTimeout(instance, (duration + 30) * 1000, `autocannon on ${url}`, () => instance.stop());
  const sorted = samples.subarray(0, count).sort();
  const mean = count ? sorted.reduce((a, b) => a + b, 0) / count : null;
  return {
    requestsPerSecond: result.requests.average,
    requestsTotal: result.requests.total,
    latencyMs: { p50: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), p99: quantile(sorted, 0.99), max: quantile(sorted, 1), mean, samples: count },
    autocannonLatencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max, mean: result.latency.average },
    bytesPerSecond: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
  };
}

async function measure(label, url, duration) {
  process.stdout.write(`  ${label}: ${WARMUP_SECONDS} s warm-up, ${duration} s measured... `);
  await load(url, WARMUP_SECONDS);
  const result = await load(url, duration);
  console.log(`${round(result.requestsPerSecond)} req/s`);
  if (result.non2xx || result.errors || result.timeouts) {
    console.log(`  warning: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { label, url, ...result };
}

/** The median round of each figure (req/s and latencies), with every round kept. */
function summarize(label, rounds) {
  const pick = (get) => median(rounds.map(get));
  return {
    label,
    url: rounds[0].url,
    requestsPerSecond: pick((r) => r.requestsPerSecond),
    latencyMs: { p50: pick((r) => r.latencyMs.p50), p90: pick((r) => r.latencyMs.p90), p99: pick((r) => r.latencyMs.p99), mean: pick((r) => r.latencyMs.mean) },
    failed: rounds.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
    rounds,
  };
}

async function main() {
  const duration = intOption('duration', 10, { min: 1, max: 300 });
  const roundCount = intOption('rounds', 3, { min: 1, max: 10 });
  printRunHeader('static-throughput', `autocannon, ${CONNECTIONS} connections, ${roundCount} × ${duration} s per server, alternating`);
  const article = firstArticle();
  const path = `/articles/${article.slug}?lang=original`;

  const { siteRounds, bareRounds, page } = await withServer(startSite, async (site) => {
    const response = await fetchRaw(site.origin + path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const page = {
      body: response.body,
      contentType: response.headers['content-type'],
      nextCache: response.headers['x-nextjs-cache'] ?? null,
      prerendered: response.headers['x-nextjs-prerender'] != null,
    };
    return withServer(
      () => startBare(page.body, page.contentType),
      async (bare) => {
        const check = await fetchRaw(`${bare.origin}${path}`);
        if (!check.body.equals(page.body) || check.headers['content-type'] !== page.contentType) {
          throw new Error('The bare server does not send the same bytes and content type');
        }
        const siteRounds = [];
        const bareRounds = [];
        for (let i = 1; i <= roundCount; i += 1) {
          console.log(`  round ${i}/${roundCount}`);
          siteRounds.push(await measure('site (next start)', site.origin + path, duration));
          bareRounds.push(await measure('baseline: bare node:http', `${bare.origin}${path}`, duration));
        }
        return { siteRounds, bareRounds, page };
      },
    );
  });
  const site = summarize('site (next start)', siteRounds);
  const bare = summarize('baseline: bare node:http', bareRounds);

  const ratios = {
    requestsPerSecond: site.requestsPerSecond / bare.requestsPerSecond,
    p50: bare.latencyMs.p50 ? site.latencyMs.p50 / bare.latencyMs.p50 : null,
    p99: bare.latencyMs.p99 ? site.latencyMs.p99 / bare.latencyMs.p99 : null,
    requestsPerSecondPerRound: siteRounds.map((r, i) => r.requestsPerSecond / bareRounds[i].requestsPerSecond),
  };
  const msec = (value) => (value === null ? '–' : `${value.toFixed(2)} ms`);
  const row = (r) => [r.label, round(r.requestsPerSecond), msec(r.latencyMs.p50), msec(r.latencyMs.p99), r.failed];
  const ratioCell = (value) => (value === null || !Number.isFinite(value) ? '–' : `${value.toPrecision(3)}×`);
  printTable(
    `GET ${path} · ${page.body.length} bytes of HTML (x-nextjs-cache: ${page.nextCache ?? 'none'}) · ${CONNECTIONS} connections · ` +
      `median of ${roundCount} alternating ${duration} s rounds`,
    ['server', 'req/s', 'p50', 'p99', 'failed'],
    [row(site), row(bare), ['ratio site/bare', ratioCell(ratios.requestsPerSecond), ratioCell(ratios.p50), ratioCell(ratios.p99), '–']],
  );
  console.log(
    `The site serves ${ratioCell(ratios.requestsPerSecond)} the requests per second of a bare Node server sending the same ` +
      `${page.body.length} bytes (per round: ${ratios.requestsPerSecondPerRound.map(ratioCell).join(', ')}). ` +
      'autocannon runs in this process and shares the 2 cores with the server under test.',
  );

  writeResult('static-throughput', {
    article: article.slug,
    path,
    connections: CONNECTIONS,
    durationSeconds: duration,
    rounds: roundCount,
    warmupSeconds: WARMUP_SECONDS,
    htmlBytes: page.body.length,
    contentType: page.contentType,
    nextCache: page.nextCache,
    prerendered: page.prerendered,
    site,
    baseline: bare,
    ratiosSiteToBaseline: ratios,
  });
}

main().catch((error) => {
  console.error(`static-throughput failed: ${error.stack ?? error.message}`);
  process.exit(1);
});

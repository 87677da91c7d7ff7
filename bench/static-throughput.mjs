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
import { intOption, printRunHeader, printTable, round, writeResult } from './lib/report.mjs';
import { CONNECTIONS, WARMUP_SECONDS, measure, msec, ratioCell, summarize } from './lib/load.mjs';
import { fetchRaw, startBare, startSite, withServer } from './lib/server.mjs';
import { firstArticle } from './lib/site.mjs';

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
  const row = (r) => [r.label, round(r.requestsPerSecond), msec(r.latencyMs.p50), msec(r.latencyMs.p99), r.failed];
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

// Member throughput: what the signed-in, per-request parts of the site cost beside a prerendered page, on the demo
// data of the first `npm start` (a seeded PGlite folder of the benchmark's own).
//
// 1. Database statements per request: the server runs with DB_LOG_QUERIES=1 (lib/db/query-count.ts prints one
//    `[db-query]` line per statement) and each page is requested once to warm it, then three times, counting the
//    lines each request adds (the proxy's session check included; more than a second apart, so that no session
//    check is remembered, and each followed at once by a request counted apart, whose check is). The busiest and the
//    quietest question are both counted: the same count at two sizes is what "no N+1" means.
// 2. Throughput: a second server without the query log; autocannon (10 connections, keep-alive) against the static
//    article page (the baseline, twice: as the server's page cache answers it, and from a second server started with
//    PAGE_CACHE=off, as Next.js serves it), GET /api/getcurrentuser with a bearer token, and /home, /random and the busiest
//    /question/{slug} with a demo member's session cookies, and the member's side of that question page
//    (GET /api/questions/{slug}/viewer, which a member's browser asks for once the kept page has loaded). Targets
//    alternate in every round, so a change in the machine's other load hits all of them alike, and the two pages the
//    target compares are measured back to back (roundOrder); the table shows medians of --rounds rounds. Before measuring, the static article and the question page must come from the page
//    cache (`x-parley-cache: HIT`) with the member's cookies, once a reader's request has filled it, as on a live site.
//
// With --replicas N (bench/lib/replicas.mjs), the same on the site as it scales: the demo data in a PostgreSQL cluster
// of the benchmark's own, the statements counted on one server on it, and the throughput measured on N replicas on it.
// The member signs in through the first replica; her session lives in PostgreSQL, and every replica must accept her
// cookies and bearer token (each check above is made on every replica) and serve the question page from its own page
// cache. Each target is loaded on all replicas at once: one autocannon instance per replica, started together, the
// 10 connections shared out, req/s summed and latencies merged (bench/lib/load.mjs; no balancer in front, which would
// cost about what a cached page costs to answer and measure itself, see bench/static-throughput.mjs). The article as
// Next.js serves it (PAGE_CACHE=off) is measured in the embedded mode only.
// Target, both modes: the question page ≥ 0.8× the static article from the page cache, in the same run.
//
//   node bench/member-throughput.mjs [--duration 10] [--rounds 3] [--replicas 2]      (needs a production build: npm run build)
import { intOption, printRunHeader, printTable, round, writeResult } from './lib/report.mjs';
import { CONNECTIONS, WARMUP_SECONDS, measure, msec, ratioCell, summarize } from './lib/load.mjs';
import { deploymentOption, seededDatabase, startServers } from './lib/replicas.mjs';
import { fetchRaw, sleep, startSite, withServer } from './lib/server.mjs';
import { firstArticle } from './lib/site.mjs';
import { DEMO_MEMBER, discussionFixture, login, sessionCookie } from './lib/seeded-site.mjs';

/** The question page (a member's cookies sent, from the page cache) against the static article from the page cache. */
const TARGET_QUESTION_VS_STATIC = 0.8;
/**
 * What Chromium sends: the page cache keeps one copy per Accept-Encoding (Next.js compresses on a miss), so a browser
 * gets the stored gzip. Without the header the same pages go out uncompressed, where the question page's extra bytes
 * (it is about 1.5× the article) cost the load generator and the server more than its lookup does.
 */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Set by the site's page cache (server/response-cache.ts RESPONSE_CACHE_STATUS_HEADER) on a request it could answer. */
const PAGE_CACHE_HEADER = 'x-parley-cache';

const QUERY_LINE = /\[db-query\]/;
const COUNT_REPEATS = 3;
/** How long the server's log lines may trail its response on the pipe. */
const LOG_SETTLE_MS = 300;
/**
 * A good session check is remembered for a second (SESSION_CHECK_KEEP_MS, lib/auth/session-store.ts): the counted
 * request comes longer than that after the one before it, so its session is checked afresh, and the request right
 * after it is counted too (a member's next click within the second).
 */
const SESSION_FORGOTTEN_AFTER_MS = 1_100;

/**
 * The requests measured: `auth` says which credential goes along (a member's browser sends its cookies to every page,
 * including the public /random and question pages); `shows` is text the answer must hold, which proves the session
 * was accepted (the member's name where the server writes it; the home feed, kept for many members, carries no name:
 * its feed heading, which /login, where a refused session would land, has not).
 */
function targets(articleSlug, fixture) {
  return [
    {
      id: 'static',
      label: 'static article (page cache, as npm start serves it)',
      path: `/articles/${articleSlug}?lang=original`,
      auth: 'none',
      pageCache: true,
    },
    // The same article from a second server started with PAGE_CACHE=off: served by Next.js from its prerender cache,
    // the static page the targets were set against before the page cache (server/response-cache.ts) existed.
    {
      id: 'static-next',
      label: 'static article as Next.js serves it (PAGE_CACHE=off)',
      path: `/articles/${articleSlug}?lang=original`,
      auth: 'none',
      uncached: true,
    },
    {
      id: 'currentuser',
      label: 'GET /api/getcurrentuser',
      path: '/api/getcurrentuser',
      auth: 'bearer',
      shows: DEMO_MEMBER.username,
    },
    { id: 'home', label: '/home (signed in)', path: '/home?lang=original', auth: 'cookie', shows: 'id="feed-title"' },
    { id: 'random', label: '/random (signed in)', path: '/random?lang=original', auth: 'cookie' },
    {
      id: 'question',
      label: `/question (${fixture.busiest.answers} answers)`,
      path: `/question/${fixture.busiest.slug}?lang=original`,
      auth: 'cookie',
      pageCache: true,
    },
    {
      id: 'static-browser',
      label: 'static article, gzip as a browser asks (page cache)',
      path: `/articles/${articleSlug}?lang=original`,
      auth: 'none',
      pageCache: true,
      acceptEncoding: BROWSER_ACCEPT_ENCODING,
    },
    {
      id: 'question-browser',
      label: `/question (${fixture.busiest.answers} answers), gzip as a browser asks`,
      path: `/question/${fixture.busiest.slug}?lang=original`,
      auth: 'cookie',
      pageCache: true,
      acceptEncoding: BROWSER_ACCEPT_ENCODING,
    },
    {
      id: 'viewer',
      label: "GET /api/questions/{slug}/viewer (the member's side)",
      path: `/api/questions/${fixture.busiest.slug}/viewer`,
      auth: 'cookie',
      shows: '"upvoted"',
    },
  ];
}

/** The pairs the target compares, [static article, question page]: as sent without and with a browser's Accept-Encoding. */
const COMPARED = [
  ['static', 'question'],
  ['static-browser', 'question-browser'],
];

/**
 * One round's order: the two pages of each compared pair back to back, which of them goes first swapped every round,
 * then the rest. In the order of `targets` the question page came right
 * after /random (over 100 ms of rendering per request) and the article after the viewer API, and one round's ratio
 * ranged from 0.76× to 1.09× while autocannon alone measured the two pages within 5 % of each other.
 */
function roundOrder(loaded, round) {
  const pairs = COMPARED.map((ids) => loaded.filter((target) => ids.includes(target.id)));
  const rest = loaded.filter((target) => !COMPARED.flat().includes(target.id));
  return [...pairs.flatMap((pair) => (round % 2 === 1 ? pair : pair.reverse())), ...rest];
}

/** Pages only counted, not loaded: the same kinds of page at other sizes. */
function countedOnly(fixture) {
  return [
    {
      id: 'question-quiet',
      label: `/question (${fixture.quietest.answers} answers)`,
      path: `/question/${fixture.quietest.slug}?lang=original`,
      auth: 'cookie',
    },
    {
      id: 'group',
      label: `/group (${fixture.group.members} members)`,
      path: `/group/${fixture.group.slug}?lang=original`,
      auth: 'cookie',
    },
    {
      id: 'user',
      label: `/user/${DEMO_MEMBER.username}`,
      path: `/user/${DEMO_MEMBER.username}?lang=original`,
      auth: 'cookie',
      shows: DEMO_MEMBER.username,
    },
    {
      id: 'home-page-2',
      label: '/home?page=2 (another kept view)',
      path: '/home?lang=original&page=2',
      auth: 'cookie',
      shows: 'id="feed-title"',
    },
    {
      id: 'home-search',
      label: '/home?q= (a search, per request)',
      path: '/home?lang=original&q=listen',
      auth: 'cookie',
      shows: 'id="feed-title"',
    },
    { id: 'activities', label: 'GET /api/useractivities', path: '/api/useractivities', auth: 'bearer' },
  ];
}

function headersFor(target, tokens) {
  const encoding = target.acceptEncoding ? { 'accept-encoding': target.acceptEncoding } : {};
  if (target.auth === 'bearer') return { ...encoding, authorization: `Bearer ${tokens.token}` };
  if (target.auth === 'cookie') return { ...encoding, cookie: sessionCookie(tokens) };
  return encoding;
}

/** One GET that must respond with 200 (a redirect to /login is no figure), holding what proves the session was accepted. */
async function check(origin, target, tokens) {
  const response = await fetchRaw(origin + target.path, { headers: headersFor(target, tokens) });
  if (response.status !== 200) throw new Error(`${origin}${target.path} answered ${response.status}`);
  if (target.shows && !response.body.toString('utf8').includes(target.shows)) {
    throw new Error(`${origin}${target.path} does not hold ${target.shows}: the session was not accepted`);
  }
  return response;
}

/**
 * Every target answers on every server with the member's credentials (on replicas: a session made through the first
 * is accepted by all), and the pages the page cache keeps come from it: a reader's request (no cookie) fills it, as
 * on a live site, and the member's request is then a HIT. Returns the bytes of each target (on the first server).
 */
async function checkEverywhere(origins, targets, tokens) {
  const bytes = {};
  for (const target of targets) {
    for (const origin of origins) {
      if (target.pageCache)
        await fetchRaw(origin + target.path, { headers: headersFor({ ...target, auth: 'none' }, tokens) });
      const response = await check(origin, target, tokens);
      if (target.pageCache && response.headers[PAGE_CACHE_HEADER] !== 'HIT') {
        throw new Error(
          `${origin}${target.path} did not come from the page cache (${PAGE_CACHE_HEADER}: ${response.headers[PAGE_CACHE_HEADER]})`,
        );
      }
      // A kept page is the same bytes on every replica (/random is not: it picks a question per request).
      if (target.pageCache && bytes[target.id] !== undefined && bytes[target.id] !== response.body.length) {
        throw new Error(
          `${target.path} is ${bytes[target.id]} bytes on one server and ${response.body.length} on ${origin}`,
        );
      }
      bytes[target.id] ??= response.body.length;
    }
  }
  return bytes;
}

async function countQueries(siteOptions, list) {
  return withServer(
    () => startSite({ ...siteOptions, env: { DB_LOG_QUERIES: '1' }, countPattern: QUERY_LINE }),
    async (site) => {
      const tokens = await login(site.origin);
      const counts = {};
      for (const target of list) {
        await check(site.origin, target, tokens); // warm: compiles the route, opens and migrates the database once
        const perRequest = [];
        const rightAfter = [];
        const counted = async () => {
          const before = site.counted();
          await check(site.origin, target, tokens);
          await sleep(LOG_SETTLE_MS);
          return site.counted() - before;
        };
        for (let i = 0; i < COUNT_REPEATS; i += 1) {
          await sleep(SESSION_FORGOTTEN_AFTER_MS);
          perRequest.push(await counted());
          rightAfter.push(await counted());
        }
        counts[target.id] = { perRequest, rightAfter };
      }
      return counts;
    },
  );
}

/** Runs fn(server) with a server started with PAGE_CACHE=off in the embedded mode, fn(null) with replicas. */
function withUncachedServer(deployment, fn) {
  if (deployment.replicas) return fn(null);
  return withServer(() => startSite({ env: { PAGE_CACHE: 'off' } }), fn);
}

async function main() {
  const duration = intOption('duration', 10, { min: 1, max: 300 });
  const roundCount = intOption('rounds', 3, { min: 1, max: 10 });
  const deployment = deploymentOption();
  printRunHeader(
    'member-throughput',
    `${deployment.label}; demo data; autocannon, ${CONNECTIONS} connections, ${roundCount} × ${duration} s per target, alternating`,
  );
  const article = firstArticle();
  process.stdout.write('  seeding a database of its own with the demo data... ');
  const seeded = await seededDatabase(deployment);
  try {
    const fixture = await discussionFixture(seeded.database);
    console.log(
      `${fixture.totals.members} members, ${fixture.totals.questions} questions, ${fixture.totals.answers} answers`,
    );
    const loaded = targets(article.slug, fixture).filter((target) => !(target.uncached && deployment.replicas));
    const all = [...loaded, ...countedOnly(fixture)];

    console.log('  counting database statements per request (DB_LOG_QUERIES=1)...');
    const queries = await countQueries(seeded.siteOptions, all);

    const measured = await withServer(
      () => startServers(deployment, seeded.siteOptions),
      (site) =>
        withUncachedServer(deployment, async (uncached) => {
          const tokens = await login(site.origins[0]);
          const bytes = {
            ...(await checkEverywhere(
              site.origins,
              loaded.filter((t) => !t.uncached),
              tokens,
            )),
            ...(uncached
              ? await checkEverywhere(
                  [uncached.origin],
                  loaded.filter((t) => t.uncached),
                  tokens,
                )
              : {}),
          };
          const urlsOf = (target) => (target.uncached ? [uncached.origin + target.path] : site.urls(target.path));
          const rounds = Object.fromEntries(loaded.map((t) => [t.id, []]));
          for (let i = 1; i <= roundCount; i += 1) {
            console.log(`  round ${i}/${roundCount}`);
            for (const target of roundOrder(loaded, i)) {
              rounds[target.id].push(
                await measure(target.label, urlsOf(target), duration, { headers: headersFor(target, tokens) }),
              );
            }
          }
          return { bytes, rounds };
        }),
    );

    const summaries = Object.fromEntries(loaded.map((t) => [t.id, summarize(t.label, measured.rounds[t.id])]));
    const baseline = summaries.static;
    const nextBaseline = summaries['static-next'] ?? null;
    const range = (counts) => {
      const [low, high] = [Math.min(...counts), Math.max(...counts)];
      return low === high ? String(low) : `${low}–${high}`;
    };
    const countCell = (id) => {
      const [fresh, next] = [range(queries[id].perRequest), range(queries[id].rightAfter)];
      return next === fresh ? fresh : `${fresh} (${next} within 1 s)`;
    };
    const vsNext = (s) => (nextBaseline ? s.requestsPerSecond / nextBaseline.requestsPerSecond : null);
    printTable(
      `${deployment.label} · loaded pages · ${CONNECTIONS} connections${deployment.replicas ? ` shared out over the ${deployment.replicas} replicas` : ''} · median of ${roundCount} alternating ${duration} s rounds (after ${WARMUP_SECONDS} s warm-up each)`,
      // The article as Next.js serves it is measured in the embedded mode only.
      [
        'request',
        'bytes',
        'DB statements',
        'req/s',
        'p50',
        'p99',
        'vs static (page cache)',
        ...(nextBaseline ? ['vs static (Next.js)'] : []),
        'failed',
      ],
      loaded.map((t) => {
        const s = summaries[t.id];
        return [
          t.label,
          measured.bytes[t.id],
          countCell(t.id),
          round(s.requestsPerSecond),
          msec(s.latencyMs.p50),
          msec(s.latencyMs.p99),
          ratioCell(s.requestsPerSecond / baseline.requestsPerSecond),
          ...(nextBaseline ? [ratioCell(vsNext(s))] : []),
          s.failed,
        ];
      }),
    );
    printTable(
      'Database statements per request, counted only (the same kinds of page at other sizes)',
      ['request', 'DB statements'],
      countedOnly(fixture).map((t) => [t.label, countCell(t.id)]),
    );

    // The target, for each compared pair: uncompressed (as the figures before the pair was added) and as a browser asks.
    const compared = COMPARED.map(([staticId, questionId]) => {
      const ratio = summaries[questionId].requestsPerSecond / summaries[staticId].requestsPerSecond;
      const perRound = measured.rounds[questionId].map(
        (r, i) => r.requestsPerSecond / measured.rounds[staticId][i].requestsPerSecond,
      );
      return { pair: [staticId, questionId], ratio, perRound, met: ratio >= TARGET_QUESTION_VS_STATIC };
    });
    const [questionToStatic, asBrowsersAsk] = compared;
    const met = compared.every((one) => one.met)
      ? 'PASS'
      : asBrowsersAsk.met
        ? 'PASS as browsers ask, FAIL uncompressed'
        : 'FAIL';
    const cell = (one) => `${ratioCell(one.ratio)} (per round: ${one.perRound.map(ratioCell).join(', ')})`;
    console.log(
      `Mode: ${deployment.label}. Target: the question page (a member's cookies, from the page cache) at ≥ ${TARGET_QUESTION_VS_STATIC}× the static ` +
        `article from the page cache: as a browser asks (${BROWSER_ACCEPT_ENCODING}) ${cell(asBrowsersAsk)}; uncompressed ${cell(questionToStatic)} — ${met}.`,
    );

    writeResult(`member-throughput${deployment.resultSuffix}`, {
      mode: deployment.label,
      replicas: deployment.replicas,
      target: { questionToStatic: TARGET_QUESTION_VS_STATIC, met, compared },
      article: article.slug,
      fixture,
      connections: CONNECTIONS,
      durationSeconds: duration,
      rounds: roundCount,
      warmupSeconds: WARMUP_SECONDS,
      targets: all.map((t) => ({
        ...t,
        bytes: measured.bytes[t.id] ?? null,
        queries: queries[t.id],
        result: summaries[t.id] ?? null,
        ratioToStatic: summaries[t.id] ? summaries[t.id].requestsPerSecond / baseline.requestsPerSecond : null,
        ratioToStaticNext: summaries[t.id] ? vsNext(summaries[t.id]) : null,
      })),
    });
  } finally {
    await seeded.stop();
  }
}

main().catch((error) => {
  console.error(`member-throughput failed: ${error.stack ?? error.message}`);
  process.exit(1);
});

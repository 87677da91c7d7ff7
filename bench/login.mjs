// Login throughput: POST /api/login with a demo member's right password (argon2id verification, a new session and
// refresh token per login), autocannon with 10 connections, on a seeded PGlite folder of the benchmark's own.
//
// Baseline: the argon2id verification alone, with the same library, of the member's own stored hash (so the same
// parameters: lib/auth/password.ts, m=19456 KiB, t=2, p=1), 10 at a time in this process (libuv's thread pool runs them, as it does in
// the server): what the hash costs without HTTP, routing, JSON, the database and token signing. The two alternate
// for --rounds rounds; figures are medians, and "per core" divides by the machine's cores (argon2 is CPU-bound and
// uses one core per verification).
//
//   node bench/login.mjs [--duration 10] [--rounds 3]      (needs a production build: npm run build)
import os from 'node:os';
import { verify } from '@node-rs/argon2';
import { intOption, median, printRunHeader, printTable, round, writeResult } from './lib/report.mjs';
import { CONNECTIONS, measure, msec, ratioCell, summarize } from './lib/load.mjs';
import { startSite, withServer } from './lib/server.mjs';
import { DEMO_MEMBER, login, seededDataDir, storedPasswordHash } from './lib/seeded-site.mjs';

/** Verifications per second of `passwordHash`, `concurrency` at a time, for `seconds`. */
async function verifyLoop(passwordHash, password, seconds, concurrency = CONNECTIONS) {
  const deadline = Date.now() + seconds * 1000;
  const latencies = [];
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      if (!(await verify(passwordHash, password))) throw new Error('The baseline verification failed');
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
  return {
    requestsPerSecond: latencies.length / elapsed,
    latencyMs: { p50: at(0.5), p99: at(0.99) },
    count: latencies.length,
  };
}

async function main() {
  const duration = intOption('duration', 10, { min: 1, max: 300 });
  const roundCount = intOption('rounds', 3, { min: 1, max: 10 });
  const cores = os.cpus().length;
  printRunHeader(
    'login',
    `POST /api/login vs argon2id alone, ${CONNECTIONS} at a time, ${roundCount} × ${duration} s, alternating`,
  );
  process.stdout.write('  seeding a database of its own with the demo data... ');
  const seeded = seededDataDir();
  try {
    const passwordHash = await storedPasswordHash(seeded.dataDir, DEMO_MEMBER.email);
    console.log(`done; the stored hash is ${passwordHash.split('$').slice(1, 4).join(' ')}`);
    const body = JSON.stringify({ email: DEMO_MEMBER.email, pwd: DEMO_MEMBER.pwd });
    const { siteRounds, bareRounds } = await withServer(
      () => startSite({ dataDir: seeded.dataDir }),
      async (site) => {
        await login(site.origin); // the right password logs in: every measured request is a full, successful login
        const siteRounds = [];
        const bareRounds = [];
        for (let i = 1; i <= roundCount; i += 1) {
          console.log(`  round ${i}/${roundCount}`);
          siteRounds.push(
            await measure('POST /api/login', `${site.origin}/api/login`, duration, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body,
            }),
          );
          process.stdout.write(`  baseline: argon2id verify alone: ${duration} s... `);
          await verifyLoop(passwordHash, DEMO_MEMBER.pwd, 1); // warm the thread pool
          const bare = await verifyLoop(passwordHash, DEMO_MEMBER.pwd, duration);
          console.log(`${round(bare.requestsPerSecond, 1)} verifications/s`);
          bareRounds.push(bare);
        }
        return { siteRounds, bareRounds };
      },
    );
    const site = summarize('POST /api/login', siteRounds);
    const bare = {
      requestsPerSecond: median(bareRounds.map((r) => r.requestsPerSecond)),
      latencyMs: {
        p50: median(bareRounds.map((r) => r.latencyMs.p50)),
        p99: median(bareRounds.map((r) => r.latencyMs.p99)),
      },
      rounds: bareRounds,
    };
    const ratio = site.requestsPerSecond / bare.requestsPerSecond;
    printTable(
      `Logins per second · ${CONNECTIONS} at a time · median of ${roundCount} alternating ${duration} s rounds · ${cores} cores`,
      ['what', 'per second', 'per core', 'p50', 'p99', 'failed'],
      [
        [
          'POST /api/login (site)',
          round(site.requestsPerSecond, 1),
          round(site.requestsPerSecond / cores, 1),
          msec(site.latencyMs.p50),
          msec(site.latencyMs.p99),
          site.failed,
        ],
        [
          'baseline: argon2id verify alone',
          round(bare.requestsPerSecond, 1),
          round(bare.requestsPerSecond / cores, 1),
          msec(bare.latencyMs.p50),
          msec(bare.latencyMs.p99),
          0,
        ],
        ['ratio site/baseline', ratioCell(ratio), ratioCell(ratio), '–', '–', '–'],
      ],
    );
    writeResult('login', {
      connections: CONNECTIONS,
      durationSeconds: duration,
      rounds: roundCount,
      cores,
      argon2: passwordHash.split('$').slice(1, 4).join('$'),
      site: { ...site, perCore: site.requestsPerSecond / cores },
      baseline: { ...bare, perCore: bare.requestsPerSecond / cores },
      ratioSiteToBaseline: ratio,
    });
  } finally {
    seeded.remove();
  }
}

main().catch((error) => {
  console.error(`login failed: ${error.stack ?? error.message}`);
  process.exit(1);
});

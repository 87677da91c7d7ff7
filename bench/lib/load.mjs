// HTTP load for the throughput benchmarks: autocannon runs (keep-alive, no compression requested) with exact
// percentiles, a warm-up before each measured run, and the median of several rounds; against one server, or against
// the replicas of one site at once (one autocannon instance each, the connections shared out, the figures merged). Every benchmark that loads a
// server measures its baseline with these same functions in the same run.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { median, round, withTimeout } from './report.mjs';

export const CONNECTIONS = 10;
export const WARMUP_SECONDS = 2;
const MAX_SAMPLES = 5_000_000;

/** The q-quantile (0..1) of an ascending Float64Array, nearest-rank. */
function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** An autocannon run on one URL, keeping each 2xx response time (at most `maxSamples`). */
async function sampledRun(url, duration, { connections, method = 'GET', headers, body }, maxSamples) {
  const instance = autocannon({ url, connections, duration, pipelining: 1, timeout: 10, method, headers, body });
  // autocannon's histogram keeps whole milliseconds, too coarse for a bare server that answers in well under 1 ms;
  // its 'response' event gives each response time as a float, kept here (bounded) for exact percentiles.
  const samples = new Float64Array(maxSamples);
  let count = 0;
  instance.on('response', (client, statusCode, bytes, responseTime) => {
    if (count < maxSamples && statusCode >= 200 && statusCode < 300) samples[count++] = responseTime;
  });
  const result = await withTimeout(instance, (duration + 30) * 1000, `autocannon on ${url}`, () => instance.stop());
  return { result, samples: samples.subarray(0, count) };
}

/**
 * One run of `duration` seconds against several servers at once (the replicas of one site): one autocannon instance
 * per URL, started together in this process, the `connections` shared out among them (10 over 2: 5 each). Successful
 * responses per second are summed and the latency samples merged, so the figures read as one run against one site.
 * With one URL this is a plain autocannon run. `request` may carry method, headers and body (sent with every request).
 * Only 2xx responses count into the latency samples and req/s; the rest are reported as non2xx.
 */
async function loadSpread(urls, duration, { connections = CONNECTIONS, ...request } = {}) {
  if (urls.length === 0 || urls.length > connections)
    throw new Error(`Cannot share ${connections} connections among ${urls.length} servers`);
  const share = (i) => Math.floor(connections / urls.length) + (i < connections % urls.length ? 1 : 0);
  const runs = await Promise.all(
    urls.map((url, i) =>
      sampledRun(url, duration, { ...request, connections: share(i) }, Math.floor(MAX_SAMPLES / urls.length)),
    ),
  );
  const count = runs.reduce((n, run) => n + run.samples.length, 0);
  const sorted = new Float64Array(count);
  let offset = 0;
  for (const run of runs) {
    sorted.set(run.samples, offset);
    offset += run.samples.length;
  }
  sorted.sort();
  const mean = count ? sorted.reduce((a, b) => a + b, 0) / count : null;
  const sum = (get) => runs.reduce((n, run) => n + get(run.result), 0);
  return {
    // Successful responses per second: a 4xx/5xx answered fast must not pass for throughput.
    requestsPerSecond: runs.reduce((n, run) => n + run.samples.length / run.result.duration, 0),
    requestsTotal: sum((r) => r.requests.total),
    latencyMs: {
      p50: quantile(sorted, 0.5),
      p90: quantile(sorted, 0.9),
      p99: quantile(sorted, 0.99),
      max: quantile(sorted, 1),
      mean,
      samples: count,
    },
    // autocannon's own whole-millisecond figures, per server loaded.
    autocannonLatencyMs: runs.map(({ result }) => ({
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    })),
    bytesPerSecond: sum((r) => r.throughput.average),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    durationSeconds: Math.max(...runs.map(({ result }) => result.duration)),
    connections: urls.map((_, i) => share(i)),
  };
}

/** CPU time (user and system, ms) a process has used so far, from /proc (Linux), or null where there is none. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * A warm-up run, then a measured one; prints one progress line. `target` is a URL, or the same path on every replica
 * of a site (an array of URLs), loaded together as loadSpread does. With `cpuPid`, also the CPU time that process
 * used per successful response during the measured run (`serverCpuUsPerRequest`): what a request costs the server,
 * which other load on the machine moves much less than it moves req/s.
 */
export async function measure(label, target, duration, request = {}, { cpuPid } = {}) {
  const urls = Array.isArray(target) ? target : [target];
  process.stdout.write(`  ${label}: ${WARMUP_SECONDS} s warm-up, ${duration} s measured... `);
  await loadSpread(urls, WARMUP_SECONDS, request);
  const cpuBefore = cpuPid === undefined ? null : cpuMs(cpuPid);
  const result = await loadSpread(urls, duration, request);
  const cpuAfter = cpuPid === undefined ? null : cpuMs(cpuPid);
  const answered = result.latencyMs.samples;
  result.serverCpuUsPerRequest =
    cpuBefore === null || cpuAfter === null || !answered ? null : ((cpuAfter - cpuBefore) * 1000) / answered;
  console.log(
    `${round(result.requestsPerSecond)} req/s` +
      (result.serverCpuUsPerRequest === null ? '' : `, ${round(result.serverCpuUsPerRequest)} µs of server CPU each`),
  );
  if (result.non2xx || result.errors || result.timeouts) {
    console.log(`  warning: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { label, url: urls[0], urls, ...result };
}

/** The median round of each figure (req/s and latencies), with every round kept. */
export function summarize(label, rounds) {
  const pick = (get) => median(rounds.map(get));
  return {
    label,
    url: rounds[0].url,
    requestsPerSecond: pick((r) => r.requestsPerSecond),
    latencyMs: {
      p50: pick((r) => r.latencyMs.p50),
      p90: pick((r) => r.latencyMs.p90),
      p99: pick((r) => r.latencyMs.p99),
      mean: pick((r) => r.latencyMs.mean),
    },
    failed: rounds.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
    rounds,
  };
}

export const msec = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(2)} ms`);
export const ratioCell = (value) =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : `${value.toPrecision(3)}×`;

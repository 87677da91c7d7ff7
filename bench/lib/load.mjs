// HTTP load for the throughput benchmarks: autocannon runs (keep-alive, no compression requested) with exact
// percentiles, a warm-up before each measured run, and the median of several rounds. Every benchmark that loads a
// server measures its baseline with these same functions in the same run.
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

/**
 * One autocannon run of `duration` seconds. `request` may carry method, headers and body (sent with every request).
 * Only 2xx responses count into the latency samples; the rest are reported as non2xx.
 */
export async function load(url, duration, { connections = CONNECTIONS, method = 'GET', headers, body } = {}) {
  const instance = autocannon({ url, connections, duration, pipelining: 1, timeout: 10, method, headers, body });
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
    // Successful responses per second: a 4xx/5xx answered fast must not pass for throughput.
    requestsPerSecond: count / result.duration,
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

/** A warm-up run, then a measured one; prints one progress line. */
export async function measure(label, url, duration, request = {}) {
  process.stdout.write(`  ${label}: ${WARMUP_SECONDS} s warm-up, ${duration} s measured... `);
  await load(url, WARMUP_SECONDS, request);
  const result = await load(url, duration, request);
  console.log(`${round(result.requestsPerSecond)} req/s`);
  if (result.non2xx || result.errors || result.timeouts) {
    console.log(`  warning: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { label, url, ...result };
}

/** The median round of each figure (req/s and latencies), with every round kept. */
export function summarize(label, rounds) {
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

export const msec = (value) => (value === null || value === undefined ? '–' : `${value.toFixed(2)} ms`);
export const ratioCell = (value) => (value === null || value === undefined || !Number.isFinite(value) ? '–' : `${value.toPrecision(3)}×`);

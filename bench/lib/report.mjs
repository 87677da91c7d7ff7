// Shared output helpers for the benchmarks: a plain-text table, medians, the machine description and the JSON file
// each benchmark writes to bench/results/<name>.json (git-ignored).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/setup.mjs';

export { ROOT };
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function round(value, digits = 0) {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const kb = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
export const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);
export const ratio = (a, b) => (a && b ? a / b : null);
export const times = (value, digits = 2) => (value === null || value === undefined ? '–' : `${value.toFixed(digits)}×`);

/** Prints rows (arrays of cells) under a title as an aligned, markdown-compatible table. */
export function printTable(title, header, rows) {
  const cells = [header, ...rows].map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? '–' : String(cell))),
  );
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(cells[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
  console.log('');
}

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1m: round(os.loadavg()[0], 2),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
}

export function describeRun() {
  return {
    date: new Date().toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirtyWorkingTree: (git(['status', '--porcelain', '--untracked-files=no']) ?? '') !== '',
    machine: machine(),
  };
}

export function printRunHeader(name, what) {
  const m = machine();
  console.log(`\n== ${name}: ${what}`);
  console.log(
    `   ${new Date().toISOString()} · ${m.cpus} cores (${m.cpuModel}) · ${m.memoryGiB} GiB · Node ${m.node} · load ${m.loadAverage1m}`,
  );
}

/** Writes bench/results/<name>.json with the run description beside the figures; returns the path. */
export function writeResult(name, figures) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ benchmark: name, ...describeRun(), ...figures }, null, 2)}\n`);
  console.log(`Figures written to ${path.relative(ROOT, file)}`);
  return file;
}

/** `--name value` or `--name=value` from argv, else the fallback. */
export function option(name, fallback) {
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === `--${name}`) return argv[i + 1] ?? fallback;
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
  }
  return fallback;
}

/** A positive integer option, clamped to [min, max] so every loop stays bounded. */
export function intOption(name, fallback, { min = 1, max = 1000 } = {}) {
  const value = Number.parseInt(option(name, String(fallback)), 10);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** Rejects after `timeoutMs` (and runs onTimeout) unless the promise settles first. */
export async function withTimeout(promise, timeoutMs, label, onTimeout) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${label} took longer than ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

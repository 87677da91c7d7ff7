// Tracker size: builds the tracker (tracker/build.mjs) into a temporary folder and prints the raw and gzip bytes of
// every output file, beside a baseline measured in the same run with the same esbuild settings: a bundle of
// @rrweb/record alone (as published, and with the one build transform the tracker applies to it).
// Target (the recording budget, docs/decisions/0060-recording-consent.md): tracker.js + worker.js together at most 35 KB gzip.
//
//   node bench/tracker-size.mjs          (gzip: zlib level 6, what `gzip -c` and most servers use)
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  COMMON,
  INITIAL_GZIP_BUDGET_BYTES as TARGET_GZIP_BYTES,
  VITALS_GZIP_BUDGET_BYTES,
  buildTracker,
  trimRrweb,
} from '@parley/tracker/build';
import { ROOT, printRunHeader, printTable, writeResult } from './lib/report.mjs';

const measure = (bytes) => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length });

async function rrwebAlone(plugins) {
  const result = await esbuild.build({
    ...COMMON,
    stdin: {
      contents: "export { record } from '@rrweb/record';",
      resolveDir: path.join(ROOT, 'tracker'),
      loader: 'js',
    },
    format: 'esm',
    write: false,
    plugins,
  });
  return measure(result.outputFiles[0].contents);
}

printRunHeader('tracker-size', 'bytes of the built tracker, raw and gzip, against @rrweb/record alone');
const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-tracker-size-'));
try {
  const { files } = await buildTracker(outdir);
  const sizes = Object.fromEntries(Object.entries(files).map(([name, file]) => [name, measure(fs.readFileSync(file))]));
  const baseline = await rrwebAlone([]);
  const baselineStubbed = await rrwebAlone([trimRrweb]);
  const initial = {
    raw: sizes['tracker.js'].raw + sizes['worker.js'].raw,
    gzip: sizes['tracker.js'].gzip + sizes['worker.js'].gzip,
  };

  const when = {
    'tracker.js': 'every page (the module the site imports)',
    'worker.js': 'every page (its Web Worker)',
    canvas: 'when the ingest enables canvas',
    conditional: 'with conditional: true',
    flags: 'when the ingest enables feature flags',
    tags: 'after every start',
    uxt: 'on a usability test (?oruxt= or one in progress)',
    vitals: `after a recorded start, once the page has loaded (budget ≤ ${VITALS_GZIP_BUDGET_BYTES} gzip)`,
  };
  const rows = Object.entries(sizes).map(([name, size]) => [
    name === 'tracker.js' || name === 'worker.js' ? name : path.relative(outdir, files[name]),
    when[name] ?? '',
    size.raw,
    size.gzip,
  ]);
  rows.push(['tracker.js + worker.js', `target ≤ ${TARGET_GZIP_BYTES} gzip`, initial.raw, initial.gzip]);
  rows.push(['baseline: @rrweb/record alone', 'same esbuild settings', baseline.raw, baseline.gzip]);
  rows.push([
    'baseline: @rrweb/record alone, its unused parts dropped',
    'as in tracker.js',
    baselineStubbed.raw,
    baselineStubbed.gzip,
  ]);
  rows.push([
    'tracker.js minus that baseline',
    'our own main-thread code',
    sizes['tracker.js'].raw - baselineStubbed.raw,
    sizes['tracker.js'].gzip - baselineStubbed.gzip,
  ]);
  printTable('Tracker bundle (bytes)', ['file', 'loaded', 'raw', 'gzip'], rows);
  console.log(
    `tracker.js + worker.js: ${initial.gzip} B gzip (${((initial.gzip / TARGET_GZIP_BYTES) * 100).toFixed(1)}% of the ${TARGET_GZIP_BYTES} B target); ` +
      `tracker.js is ${(sizes['tracker.js'].gzip / baseline.gzip).toFixed(2)}× @rrweb/record alone.`,
  );
  writeResult('tracker-size', {
    targetGzipBytes: TARGET_GZIP_BYTES,
    files: sizes,
    initial,
    baseline: { rrwebRecord: baseline, rrwebRecordTrimmed: baselineStubbed },
  });
  if (initial.gzip > TARGET_GZIP_BYTES || sizes.vitals.gzip > VITALS_GZIP_BUDGET_BYTES) process.exitCode = 1;
} finally {
  fs.rmSync(outdir, { recursive: true, force: true });
}

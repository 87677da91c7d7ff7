// Build time: a full production build from a clean .next (no .next/cache, no tsconfig.tsbuildinfo), timed in two
// parts, `npm run content:check` and `next build` (together they are `npm run build`), and the pages it prerenders
// (the .html files under .next/server/app).
// Baseline, same run, same machine: the same sources with the catalogue cut down to one article per category
// (22 articles instead of ~500, and their translations), so every category, page type and language still builds.
// It is the fixed part of a build (compiling, type checking, the non-article pages); full minus baseline is what the
// other articles cost, and divided by the extra pages, the cost of one prerendered page.
//
// Both builds run in a private copy of the working tree (git's tracked and untracked, not ignored files) in the
// system temp folder, with node_modules hard-linked, so the checkout's own .next (and any server running from it)
// is never touched. The two builds run one after the other. `--keep` leaves the copy for inspection.
//
//   node bench/build-time.mjs [--runs 1] [--keep]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, intOption, printRunHeader, printTable, round, writeResult } from './lib/report.mjs';

const BUILD_TIMEOUT_MS = 30 * 60_000;
const CHECK_TIMEOUT_MS = 5 * 60_000;
const SKIP = [/^node_modules\//, /^\.next\//, /^bench\/results\//, /^data\//, /^\.git\//];

function sourceFiles() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  if (listed.status === 0) {
    return listed.stdout
      .split('\0')
      .filter((file) => file && !SKIP.some((re) => re.test(file)) && fs.existsSync(path.join(ROOT, file)));
  }
  // Not a git checkout: every file but the ignored folders.
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (
        SKIP.some((re) => re.test(`${rel}/`)) ||
        ['test-results', 'playwright-report', 'coverage', '.test-reports'].includes(rel)
      )
        continue;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile() && !rel.endsWith('.tsbuildinfo')) files.push(rel);
    }
  };
  walk('');
  return files;
}

function makeCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-build-'));
  const files = sourceFiles();
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  // Hard links: fast and no extra space; a full copy when the temp folder is on another file system. (A symlink
  // would not do: Turbopack refuses a node_modules that points outside the project.)
  let linked = spawnSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]).status === 0;
  if (!linked) {
    fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    console.log('  (node_modules cannot be hard-linked into the temp folder; copying it)');
    if (spawnSync('cp', ['-a', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]).status !== 0) {
      throw new Error(`Could not copy node_modules to ${dir}`);
    }
  }
  return { dir, files: files.length, linked };
}

/** Runs a command in `cwd`, output to a log file; resolves with its wall time in ms, or rejects with the log tail. */
function timed(command, args, cwd, logFile, timeoutMs) {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'a');
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      cwd,
      detached: true,
      stdio: ['ignore', out, out],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    const onExit = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    process.on('exit', onExit);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('exit', onExit);
      fs.closeSync(out);
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (code === 0) resolve(elapsed);
      else {
        const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
        reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}) in ${cwd}:\n${tail}`));
      }
    });
  });
}

function countHtml(dir) {
  let count = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(d, entry.name));
      else if (entry.name.endsWith('.html')) count += 1;
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return count;
}

function frontMatterField(file, field) {
  const text = fs.readFileSync(file, 'utf8');
  const block = text.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '';
  const value = block.match(new RegExp(`^${field}:\\s*(.+)$`, 'm'))?.[1]?.trim();
  return value?.replace(/^["']|["']$/g, '');
}

/** Keeps the first article (by file name) of each category and deletes the others and their translations. */
function cutToOnePerCategory(dir) {
  const articlesDir = path.join(dir, 'content', 'articles');
  const kept = new Map();
  const removed = [];
  for (const name of fs
    .readdirSync(articlesDir)
    .filter((n) => n.endsWith('.md'))
    .sort()) {
    const category = frontMatterField(path.join(articlesDir, name), 'category');
    if (category && !kept.has(category)) kept.set(category, name);
    else removed.push(name);
  }
  for (const name of removed) {
    fs.rmSync(path.join(articlesDir, name));
    for (const lang of ['en', 'de', 'fa', 'es'])
      fs.rmSync(path.join(dir, 'content', 'translations', lang, name), { force: true });
  }
  return { kept: kept.size, removed: removed.length };
}

async function build(label, dir, logFile) {
  fs.rmSync(path.join(dir, '.next'), { recursive: true, force: true });
  fs.rmSync(path.join(dir, 'tsconfig.tsbuildinfo'), { force: true });
  fs.writeFileSync(logFile, '');
  const articles = fs.readdirSync(path.join(dir, 'content', 'articles')).filter((n) => n.endsWith('.md')).length;
  process.stdout.write(`  ${label} (${articles} articles): content check... `);
  const checkMs = await timed('npm', ['run', '--silent', 'content:check'], dir, logFile, CHECK_TIMEOUT_MS);
  process.stdout.write(`${(checkMs / 1000).toFixed(1)} s, next build... `);
  const buildMs = await timed('npx', ['next', 'build', '--webpack'], dir, logFile, BUILD_TIMEOUT_MS);
  console.log(`${(buildMs / 1000).toFixed(1)} s`);
  const log = fs.readFileSync(logFile, 'utf8');
  const generating = [...log.matchAll(/Generating static pages using (\d+) workers? \((\d+)\/(\d+)\)/g)].pop();
  const phase = (re) => {
    const m = log.match(re);
    return m ? Number(m[1]) * (m[2] === 'ms' ? 0.001 : 1) : null;
  };
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.next', 'prerender-manifest.json'), 'utf8'));
  return {
    label,
    articles,
    contentCheckMs: checkMs,
    nextBuildMs: buildMs,
    totalMs: checkMs + buildMs,
    htmlPages: countHtml(path.join(dir, '.next', 'server', 'app')),
    prerenderedRoutes: Object.keys(manifest.routes ?? {}).length,
    staticPagesReportedByNext: generating ? Number(generating[3]) : null,
    workers: generating ? Number(generating[1]) : null,
    phasesSeconds: {
      compile: phase(/Compiled successfully in ([\d.]+)(m?s)/),
      typescript: phase(/Finished TypeScript in ([\d.]+)(m?s)/),
      staticPages: phase(/Generating static pages using \d+ workers? \(\d+\/\d+\) in ([\d.]+)(m?s)/),
    },
  };
}

async function main() {
  const runs = intOption('runs', 1, { min: 1, max: 3 });
  const keep = process.argv.includes('--keep');
  printRunHeader(
    'build-time',
    `clean production build, ${runs} run(s) each, full catalogue vs one article per category`,
  );
  const started = Date.now();
  const copy = makeCopy();
  const removeCopy = () => fs.rmSync(copy.dir, { recursive: true, force: true });
  if (!keep) process.on('exit', removeCopy);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  console.log(
    `  private copy: ${copy.dir} (${copy.files} source files, node_modules ${copy.linked ? 'hard-linked' : 'copied'})`,
  );
  const logFile = path.join(copy.dir, 'bench-build.log');
  const full = [];
  const small = [];
  let cut;
  try {
    for (let i = 0; i < runs; i += 1)
      full.push(await build(`full build${runs > 1 ? ` #${i + 1}` : ''}`, copy.dir, logFile));
    cut = cutToOnePerCategory(copy.dir);
    for (let i = 0; i < runs; i += 1)
      small.push(await build(`baseline build${runs > 1 ? ` #${i + 1}` : ''}`, copy.dir, logFile));
  } finally {
    if (keep) console.log(`  kept ${copy.dir}`);
    else removeCopy();
  }

  const mid = (list, key) => {
    const values = list.map((r) => r[key]).sort((a, b) => a - b);
    return values[Math.floor((values.length - 1) / 2)];
  };
  const summary = (list) => ({
    ...list[0],
    contentCheckMs: mid(list, 'contentCheckMs'),
    nextBuildMs: mid(list, 'nextBuildMs'),
    totalMs: mid(list, 'totalMs'),
  });
  const f = summary(full);
  const b = summary(small);
  const s = (msec) => `${(msec / 1000).toFixed(1)} s`;
  const extraPages = f.htmlPages - b.htmlPages;
  const perPageMs = extraPages > 0 ? (f.nextBuildMs - b.nextBuildMs) / extraPages : null;
  printTable(
    `Clean production build (${runs > 1 ? `median of ${runs}, ` : ''}${f.workers ?? '?'} static-generation worker(s) on ${os.cpus().length} cores)`,
    ['build', 'articles', 'HTML pages', 'content:check', 'next build', 'of which static pages', 'npm run build total'],
    [
      [
        f.label.replace(/ #\d+$/, ''),
        f.articles,
        f.htmlPages,
        s(f.contentCheckMs),
        s(f.nextBuildMs),
        f.phasesSeconds.staticPages === null ? '–' : `${f.phasesSeconds.staticPages} s`,
        s(f.totalMs),
      ],
      [
        `baseline: 1 article per category`,
        b.articles,
        b.htmlPages,
        s(b.contentCheckMs),
        s(b.nextBuildMs),
        b.phasesSeconds.staticPages === null ? '–' : `${b.phasesSeconds.staticPages} s`,
        s(b.totalMs),
      ],
      [
        'difference',
        f.articles - b.articles,
        extraPages,
        s(f.contentCheckMs - b.contentCheckMs),
        s(f.nextBuildMs - b.nextBuildMs),
        '–',
        s(f.totalMs - b.totalMs),
      ],
    ],
  );
  console.log(
    `Baseline: the same sources with ${cut.kept} articles (one per category) instead of ${f.articles}: every page type, category and ` +
      `language still builds, so it is the fixed cost (compile ${b.phasesSeconds.compile ?? '?'} s, type check ${b.phasesSeconds.typescript ?? '?'} s, ` +
      `the non-article pages). The full build takes ${(f.nextBuildMs / b.nextBuildMs).toFixed(2)}× as long; each extra prerendered page ` +
      `costs about ${perPageMs === null ? '?' : `${round(perPageMs)} ms`} of build time.`,
  );
  console.log(
    `Next reported ${f.staticPagesReportedByNext ?? '?'} static pages (${f.prerenderedRoutes} prerendered routes in its manifest) for the full build. Wall time of this benchmark: ${s(Date.now() - started)}.`,
  );

  writeResult('build-time', {
    runs,
    method:
      'clean .next and no tsconfig.tsbuildinfo; private copy of the working tree with hard-linked node_modules; npm run content:check and npx next build timed separately',
    full: { median: f, runs: full },
    baseline: {
      description: `${cut.kept} articles (first by file name in each category) and their translations; ${cut.removed} articles removed`,
      median: b,
      runs: small,
    },
    ratioFullToBaselineNextBuild: f.nextBuildMs / b.nextBuildMs,
    extraPages,
    msPerExtraPage: perPageMs,
  });
}

main().catch((error) => {
  console.error(`build-time failed: ${error.stack ?? error.message}`);
  process.exit(1);
});

/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The folder rules of .dependency-cruiser.cjs, run against a small tree of planted imports: each forbidden edge is
// reported under its rule, each allowed one is not. dependency-cruiser is ESM and slow to start, so it runs once, in a
// child process, over the whole planted tree.
const ROOT = path.resolve(__dirname, '..', '..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(CONFIG) as {
  LIB_EDGES: Record<string, string[]>;
  assertAcyclic: (edges: Record<string, string[]>) => void;
};

/** file → its import, and the rule expected to refuse it (null: allowed). */
const PLANTED: [file: string, imports: string, rule: string | null][] = [
  ['lib/ingest/planted.ts', '../usability-tests/planted', 'lib-ingest-edges'],
  ['lib/usability-tests/planted.ts', '../studio/planted', 'lib-usability-tests-edges'],
  ['lib/studio/planted.ts', '../ingest/other', 'lib-studio-edges'],
  ['lib/db/planted.ts', '../auth/planted', 'lib-db-edges'],
  ['lib/recordings/planted.ts', '../../app/planted', 'lib-not-to-app'],
  ['tracker/src/planted.ts', '../../lib/clock', 'tracker-not-to-site'],
  ['components/planted.ts', '../tracker/src/protocol/codec', 'site-to-tracker-via-exports'],
  ['components/nav/planted.ts', '../../app/planted', 'components-not-to-app'],
  ['lib/ingest/other.ts', '../recordings/planted', null],
  ['components/allowed.ts', '../tracker/src/protocol/index', null],
  ['components/nav/allowed.ts', '../../lib/clock', null],
  ['app/planted.ts', '../lib/recordings/planted', null],
];
/** Two folders importing each other: a folder cycle, whichever edge is listed. */
const CYCLE: [string, string][] = [
  ['lib/seo/cycle.ts', '../content/cycle'],
  ['lib/content/cycle.ts', '../seo/other'],
  ['lib/seo/other.ts', './cycle'],
];

type Violation = { from: string; to: string; rule: { name: string } };

function cruise(): Violation[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-depcruise-'));
  try {
    const files = new Map<string, string>();
    for (const [file, target] of [...PLANTED.map(([f, t]) => [f, t] as const), ...CYCLE])
      files.set(file, `${files.get(file) ?? ''}import '${target}';\n`);
    for (const extra of [
      'lib/usability-tests/planted.ts',
      'lib/studio/planted.ts',
      'lib/auth/planted.ts',
      'app/planted.ts',
      'lib/clock.ts',
    ]) {
      if (!files.has(extra)) files.set(extra, 'export {};\n');
    }
    files.set('tracker/src/protocol/codec.ts', 'export {};\n');
    files.set('tracker/src/protocol/index.ts', "export * from './codec';\n");
    for (const [file, text] of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', strict: true } }),
    );
    const bin = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
    let out: string;
    try {
      out = execFileSync(
        process.execPath,
        [bin, 'lib', 'app', 'components', 'tracker', '--config', CONFIG, '--output-type', 'json'],
        {
          cwd: dir,
          encoding: 'utf8',
        },
      );
    } catch (error) {
      // It exits non-zero when it finds violations (what the planted tree is for); the report is on stdout all the same.
      out = (error as { stdout: string }).stdout;
    }
    return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the folder rules (.dependency-cruiser.cjs)', () => {
  const violations = cruise();
  const rulesOf = (file: string) => violations.filter((v) => v.from === file).map((v) => v.rule.name);

  it.each(PLANTED.filter(([, , rule]) => rule !== null))('%s importing %s is refused by %s', (file, _target, rule) => {
    expect(rulesOf(file)).toContain(rule);
  });

  it.each(PLANTED.filter(([, , rule]) => rule === null))('%s importing %s is allowed', (file) => {
    expect(rulesOf(file)).toEqual([]);
  });

  it('a chain of imports from one lib/ folder through another and back is a folder cycle', () => {
    const cycles = violations.filter((v) => v.rule.name === 'no-lib-folder-cycle').map((v) => v.from);
    expect(cycles.filter((file) => CYCLE.some(([planted]) => planted === file))).not.toEqual([]);
    // lib/recordings/planted.ts → app/planted.ts → back to lib/recordings: a cycle through app/ counts as well.
    expect(cycles).toContain('lib/recordings/planted.ts');
  });

  it('the allowed edges between lib/ domains form no cycle, and a list that had one would not load', () => {
    expect(() => config.assertAcyclic(config.LIB_EDGES)).not.toThrow();
    expect(() => config.assertAcyclic({ ...config.LIB_EDGES, db: [...config.LIB_EDGES.db!, 'auth'] })).toThrow(
      /has a cycle: .*(auth → db → auth|db → auth → db)/,
    );
    expect(() => config.assertAcyclic({ ...config.LIB_EDGES, db: ['nowhere'] })).toThrow(
      /unknown lib domain "nowhere"/,
    );
  });
});

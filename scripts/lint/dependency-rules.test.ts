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
  ['lib/studio/auth-user.ts', '../auth/planted', 'lib-auth-for-domains'],
  ['app/auth-page.tsx', '../lib/auth/planted', 'lib-auth-through-index'],
  ['app/studio-page.tsx', '../lib/auth/studio-access', 'lib-auth-through-index'],
  ['lib/ingest/other.ts', '../recordings/planted', null],
  ['lib/discussion/auth-user.ts', '../auth/index', null],
  ['lib/studio/access.ts', '../auth/studio-access', null],
  ['components/nav/hint.ts', '../../lib/auth/member-hint', null],
  ['lib/auth/inside.ts', './planted', null],
  ['lib/studio/auth-user.test.ts', '../auth/planted', null],
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

/**
 * Imports that come back to where they started, between files of one folder or between two components/ folders: each
 * cycle is refused by the rule named, reported once, at one of its files (or, for a folder cycle, one of its folders).
 */
const FILE_CYCLES: { name: string; rule: string; files: [file: string, imports: string][] }[] = [
  {
    name: 'two files of one lib/ folder',
    rule: 'no-file-cycle',
    files: [
      ['lib/storage/cycle.ts', './other-cycle'],
      ['lib/storage/other-cycle.ts', './cycle'],
    ],
  },
  {
    name: 'two files of one components/ folder',
    rule: 'no-file-cycle',
    files: [
      ['components/nav/cycle.tsx', './other-cycle'],
      ['components/nav/other-cycle.tsx', './cycle'],
    ],
  },
  {
    // No chain of files comes back here: only the folders import each other (as components/nav and components/tracking did).
    name: 'two components/ folders',
    rule: 'no-components-folder-cycle',
    files: [
      ['components/tracking/one.ts', '../account/two'],
      ['components/account/three.ts', '../tracking/four'],
    ],
  },
];

type Violation = { from: string; to: string; rule: { name: string } };

function cruise(): Violation[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-depcruise-'));
  try {
    const files = new Map<string, string>();
    for (const [file, target] of [
      ...PLANTED.map(([f, t]) => [f, t] as const),
      ...CYCLE,
      ...FILE_CYCLES.flatMap((cycle) => cycle.files),
    ])
      files.set(file, `${files.get(file) ?? ''}import '${target}';\n`);
    for (const extra of [
      'components/account/two.ts',
      'components/tracking/four.ts',
      'lib/usability-tests/planted.ts',
      'lib/studio/planted.ts',
      'lib/auth/planted.ts',
      'lib/auth/index.ts',
      'lib/auth/member-hint.ts',
      'lib/auth/studio-access.ts',
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

  it.each(FILE_CYCLES)('a cycle of imports between $name is refused by $rule', ({ rule, files }) => {
    const refused = violations.filter((v) => v.rule.name === rule).map((v) => v.from);
    const planted = (from: string) => files.some(([file]) => file === from || file.startsWith(`${from}/`));
    expect(refused.filter(planted)).not.toEqual([]);
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

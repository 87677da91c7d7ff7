/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// docs/ARCHITECTURE.md's tables of folders and of lib/ domains are how a newcomer finds their way: a folder left out, or
// a row for one that is gone, sends them the wrong way without anything failing. This holds the tables to the tree.
const ROOT = path.resolve(__dirname, '..', '..');
const ARCHITECTURE = fs.readFileSync(path.join(ROOT, 'docs', 'ARCHITECTURE.md'), 'utf8');

/** The first cell of every row of the table under `heading`, without its backticks. */
function firstCells(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/ARCHITECTURE.md has no "## ${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .map((line) => /^\| `([^`]+)` \|/.exec(line)?.[1])
    .filter((cell): cell is string => cell !== undefined);
}

/** What lib/ holds besides tests: its domain folders and its top-level modules (lib/clock.ts). */
function libEntries(root: string): string[] {
  return fs
    .readdirSync(path.join(root, 'lib'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)))
    .map((entry) => `lib/${entry.name}`)
    .sort();
}

/** A table's path as a path of the tree: `app/[lang]/…` is the folder `app/[lang]`, `components/` is `components`. */
const asPath = (cell: string) => cell.replace(/\/…$/, '').replace(/\/$/, '');

describe('docs/ARCHITECTURE.md matches the folders', () => {
  const modules = firstCells(ARCHITECTURE, 'Domain modules (`lib/`)');
  const folders = firstCells(ARCHITECTURE, 'Folders');

  test('the tables are read (a heading renamed would make the checks below pass on nothing)', () => {
    expect(modules.length).toBeGreaterThan(10);
    expect(folders.length).toBeGreaterThan(10);
  });

  test('every lib/ folder and top-level module has a row in the domain modules table, and only once', () => {
    expect([...modules].sort()).toEqual(libEntries(ROOT));
  });

  test('every row of both tables names a path that exists', () => {
    const missing = [...folders, ...modules].map(asPath).filter((cell) => !fs.existsSync(path.join(ROOT, cell)));
    expect(missing).toEqual([]);
  });
});

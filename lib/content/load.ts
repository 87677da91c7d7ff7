import fs from 'node:fs';
import path from 'node:path';
import { buildLibrary, type ContentFile, type Library } from './library';
import { formatProblem, type ContentProblem } from './parse';

export const CONTENT_DIR = path.join(process.cwd(), 'content');

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** Every markdown file under `root`, with paths relative to it (always with forward slashes). */
export function readContentFiles(root: string = CONTENT_DIR): ContentFile[] {
  const files: ContentFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) {
        files.push({ path: path.relative(root, full).split(path.sep).join('/'), raw: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(root);
  return files;
}

let cached: Library | undefined;

/** The content library, read once per process. Invalid content stops the build with every problem listed. */
export function getLibrary(): Library {
  if (!cached) {
    const { library, problems } = buildLibrary(readContentFiles());
    if (problems.length > 0) throw new ContentError(problems);
    cached = library;
  }
  return cached;
}

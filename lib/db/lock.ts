import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite runs the database inside this process, and two processes writing one data folder corrupt it. An exclusive
 * lock file beside the folder (created with `wx`, holding the owner's pid) makes a second opener fail with a message
 * a person can act on. A lock left by a process that no longer runs is taken over.
 */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    const shown = path.relative(process.cwd(), dataDir) || dataDir;
    super(
      `The database in ${shown} is in use by process ${pid} (another \`npm start\`?). Stop it or set DATABASE_URL. ` +
        `If no such process runs Parley, delete ${shown}.lock.`,
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export function lockFileFor(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Takes the lock for `dataDir` or throws DatabaseLockedError. A lock naming this very process is stale (a pid reused
 * after a restart, common in containers): the caller keeps one database per process (see client.ts), so this process
 * cannot already hold it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockFileFor(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o644 });
      return ownedLock(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      throw new DatabaseLockedError(path.resolve(dataDir), owner);
    }
    // Stale (dead owner, unreadable or empty file): remove it and race the other openers for a fresh `wx` create.
    fs.rmSync(file, { force: true });
  }
  const owner = readOwner(file);
  throw new DatabaseLockedError(path.resolve(dataDir), owner ?? 0);
}

function ownedLock(file: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only remove the file while it still names us: never delete a lock another process has taken over.
    if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}

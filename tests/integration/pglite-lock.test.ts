import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENGINE } from './support/database'; // loads PGlite outside Jest's sandbox
import { acquireDataDirLock, DatabaseLockedError, lockFileFor } from '@/lib/db/lock';
import { closeDb, getDb, openDatabase } from '@/lib/db/client';

// PGlite's single-process rule, tested on real data folders whatever DATABASE_URL says.

let workDir: string;
const savedEnv = { ...process.env };

beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-lock-'));
});

afterEach(async () => {
  await closeDb();
  process.env = { ...savedEnv };
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

// These open PGlite folders of their own whatever the run's engine is, so the PostgreSQL run would repeat the PGlite
// run's work (30 s of a worker): they run once, in the PGlite run.
(ENGINE === 'pglite' ? describe : describe.skip)('the PGlite data folder lock', () => {
  test('the database is opened lazily: importing the client opens nothing; the first getDb() takes the lock', async () => {
    delete process.env.DATABASE_URL;
    const dataDir = path.join(workDir, 'pglite');
    process.env.PGLITE_DATA_DIR = dataDir;
    expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(false);
    await getDb();
    expect(fs.readFileSync(lockFileFor(dataDir), 'utf8').trim()).toBe(String(process.pid));
    await closeDb();
    expect(fs.existsSync(lockFileFor(dataDir))).toBe(false);
  }, 60_000);

  test('a second process opening the same PGlite folder is refused with a clear message naming the holder', async () => {
    const dataDir = path.join(workDir, 'pglite');
    const handle = await openDatabase({ engine: 'pglite', dataDir });
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const child = spawn('npx', ['tsx', 'scripts/db/migrate.ts'], {
        cwd: process.cwd(),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code).toBe(1);
      expect(output).toContain(
        `The database in ${path.relative(process.cwd(), dataDir)} is in use by process ${process.pid} (another \`npm start\`?). Stop it or set DATABASE_URL.`,
      );
    } finally {
      await handle.close();
    }
  }, 120_000);

  test('a lock held by a live process refuses; the error names that pid', () => {
    const dataDir = path.join(workDir, 'pglite');
    fs.writeFileSync(lockFileFor(dataDir), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`is in use by process ${process.ppid}`);
    expect(fs.readFileSync(lockFileFor(dataDir), 'utf8').trim()).toBe(String(process.ppid)); // left untouched
  });

  test('a lock left by a dead process is taken over', () => {
    const dataDir = path.join(workDir, 'pglite');
    fs.writeFileSync(lockFileFor(dataDir), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  test('releasing never deletes a lock that another process has taken over', () => {
    const dataDir = path.join(workDir, 'pglite');
    const lock = acquireDataDirLock(dataDir);
    fs.writeFileSync(lock.file, `${process.ppid}\n`);
    lock.release();
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(String(process.ppid));
  });

  test('data survives closing and reopening the folder', async () => {
    const dataDir = path.join(workDir, 'pglite');
    const first = await openDatabase({ engine: 'pglite', dataDir });
    const { users } = await import('@/lib/db/schema');
    await first.db
      .insert(users)
      .values({ username: 'keep', usernameLower: 'keep', email: 'keep@example.org', passwordHash: 'x' });
    await first.close();
    const second = await openDatabase({ engine: 'pglite', dataDir });
    try {
      expect(await second.db.select({ email: users.email }).from(users)).toEqual([{ email: 'keep@example.org' }]);
    } finally {
      await second.close();
    }
  }, 60_000);
});

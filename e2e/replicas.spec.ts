import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { Client } from 'pg';
import { newMember } from './new-members';
import { ownClientAddress } from './fixtures';
import { declinedRecording } from './visitor-state';

/*
 * Several processes of the site on one PostgreSQL, as behind a load balancer: A and B are the site's server with its
 * response cache (`node .next/parley-server.mjs`), C the same with PAGE_CACHE=off, D `next start`. What each one
 * remembers (cached pages, Next.js's own cache, session checks) must follow what any of them changes: the changes
 * are announced on PostgreSQL (lib/change-feed/feed.ts). The cluster is the run's (e2e/postgres-cluster.ts), and the
 * database is new for each run.
 */

const ROOT = path.resolve(__dirname, '..');
const { AUTH_SECRET } = JSON.parse(fs.readFileSync(path.join(ROOT, 'e2e', 'server-env.json'), 'utf8')) as {
  AUTH_SECRET: string;
};
const DATABASE = 'parley_e2e_replicas';

type Replica = { name: string; base: string; process: ChildProcess; log: string[] };
let replicas: Record<'A' | 'B' | 'C' | 'D', Replica>;
let adminUrl: string;

function cluster(command: 'status') {
  return spawnSync(process.execPath, ['scripts/db/pg-cluster.mjs', command], { cwd: ROOT, encoding: 'utf8' });
}

async function admin(sql: string) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startReplica(
  name: string,
  databaseUrl: string,
  how: 'server' | 'server-without-cache' | 'next-start',
): Promise<Replica> {
  const port = await freePort();
  const args =
    how === 'next-start'
      ? [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)]
      : ['.next/parley-server.mjs', '-p', String(port)];
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    TRUSTED_PROXY_HOPS: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    RECORDINGS_DIR: path.join(ROOT, 'data', 'e2e-replicas', 'recordings'),
    // Each replica keeps its own raw ingest log (one process per log folder), as each machine of a deployment would.
    INGEST_LOG_DIR: path.join(ROOT, 'data', 'e2e-replicas', name, 'ingest-log'),
    INGEST_SEGMENTS_DIR: path.join(ROOT, 'data', 'e2e-replicas', name, 'batch-segments'),
    PAGE_CACHE: how === 'server-without-cache' ? 'off' : 'on',
  };
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const base = `http://localhost:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`replica ${name} exited: ${log.join('')}`);
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`replica ${name} did not start: ${log.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { name, base, process: child, log };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The cluster is the run's (e2e/postgres-cluster.ts, Playwright's global setup).
  const status = cluster('status');
  if (status.status !== 0) throw new Error(`no PostgreSQL cluster runs: ${status.stdout}${status.stderr}`);
  adminUrl = /DATABASE_URL=(\S+)/.exec(status.stdout)![1]!;
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  // One first, so that the others find the schema migrated; then the rest at once.
  const A = await startReplica('A', url.toString(), 'server');
  const [B, C, D] = await Promise.all([
    startReplica('B', url.toString(), 'server'),
    startReplica('C', url.toString(), 'server-without-cache'),
    startReplica('D', url.toString(), 'next-start'),
  ]);
  replicas = { A, B, C, D };
});

test.afterAll(async () => {
  for (const replica of Object.values(replicas ?? {})) {
    replica.process.kill('SIGTERM');
    await new Promise((resolve) =>
      replica.process.exitCode !== null ? resolve(null) : replica.process.once('exit', resolve),
    );
  }
  if (adminUrl) await admin(`drop database if exists ${DATABASE} with (force)`).catch(() => {});
});

/** A browser of its own (cookies for localhost reach every replica, as one site's cookies reach every replica). */
const ownContext = (browser: Browser, base: string) =>
  browser.newContext({
    storageState: declinedRecording(base),
    extraHTTPHeaders: ownClientAddress(),
    viewport: { width: 1280, height: 844 },
  });

async function registerOn(context: BrowserContext, base: string) {
  const page = await context.newPage();
  const member = newMember('r');
  await page.goto(`${base}/register?lang=original`);
  await page.locator('#field-username').fill(member.username);
  await page.locator('#field-email').fill(member.email);
  await page.locator('#field-pwd').fill(member.pwd);
  await Promise.all([page.waitForURL(/\/\?(welcome=new&)?lang=/), page.locator('form button[type=submit]').click()]);
  return { page, username: member.username };
}

/** A question page as a reader (no cookie) gets it from one replica. */
async function readerGets(base: string, address: string) {
  const response = await fetch(`${base}${address}`, { headers: ownClientAddress() });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

test('an answer posted through A is on the page of every other replica within a second; no cache tag ever leaves any of them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { A, B, C, D } = replicas;
  const context = await ownContext(browser, A.base);
  const { page } = await registerOn(context, A.base);
  await page.goto(`${A.base}/home?lang=original`);
  await page.locator('details#ask > summary').click();
  await page.locator('#ask-title').fill('Which replica answers when you ask twice?');
  await page.locator('#ask-body').fill('Asked through *A*.');
  await Promise.all([
    page.waitForURL(/\/question\//),
    page.locator('#ask-title').locator('xpath=ancestor::form').locator('button[type=submit]').click(),
  ]);
  const address = `${new URL(page.url()).pathname}?lang=original`;

  // Every replica shows the question without answers; the two with a response cache serve it from memory the second time.
  for (const replica of [A, B, C, D]) {
    for (let i = 0; i < 2; i += 1) {
      const seen = await readerGets(replica.base, address);
      expect(seen.status, `${replica.name}`).toBe(200);
      expect(seen.text).toContain('Which replica answers when you ask twice?');
      expect(seen.text).toContain('No answers yet');
      // The cache tags are for the response cache alone: never sent, with the cache on, off, or under `next start`.
      expect(seen.headers.get('x-parley-cache-tags'), `${replica.name}`).toBeNull();
      expect(seen.headers.get('x-parley-cache-key-cookies'), `${replica.name}`).toBeNull();
      // Nor the label that asks the site's server for a hashed script policy.
      expect(seen.headers.get('x-parley-script-hashes'), `${replica.name}`).toBeNull();
      // A page of members' writing never allows every inline script: hashed by the site's server, or, under
      // `next start`, none at all.
      const scripts =
        (seen.headers.get('content-security-policy') ?? '')
          .split(';')
          .find((part) => part.trim().startsWith('script-src')) ?? '';
      expect(scripts, `${replica.name}`).toMatch(/^\s*script-src 'self' 'sha256-/);
      expect(scripts, `${replica.name}`).not.toContain('unsafe-inline');
    }
  }
  expect((await readerGets(B.base, address)).headers.get('x-parley-cache')).toBe('HIT');

  await page.goto(`${A.base}${address}`);
  await page.locator('#answer-body').fill('The one the load balancer picks.');
  await Promise.all([
    page.waitForURL(/#answer-/),
    page.locator('#answer-body').locator('xpath=ancestor::form').locator('button[type=submit]').click(),
  ]);
  const answered = Date.now();

  for (const replica of [B, C, D]) {
    let seen = await readerGets(replica.base, address);
    while (!seen.text.includes('The one the load balancer picks.') && Date.now() - answered < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await readerGets(replica.base, address);
    }
    expect(seen.text, `${replica.name} shows the answer ${Date.now() - answered} ms after it was posted`).toContain(
      'The one the load balancer picks.',
    );
  }
  // B's response cache keeps the new page again.
  await readerGets(B.base, address);
  const again = await readerGets(B.base, address);
  expect(again.headers.get('x-parley-cache')).toBe('HIT');
  expect(again.text).toContain('The one the load balancer picks.');
  await context.close();
});

test('a logout through A is refused on B, C and D at once, though each checked the session a moment before', async ({
  request,
}) => {
  const { A, B, C, D } = replicas;
  const member = newMember('r');
  const headers = ownClientAddress();
  const registered = await request.post(`${A.base}/api/register`, {
    headers,
    data: { username: member.username, email: member.email, pwd: member.pwd, language: 'en' },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const me = (replica: Replica) =>
    request.get(`${replica.base}/api/getcurrentuser`, { headers: { ...headers, authorization: `Bearer ${token}` } });
  // Each replica checks the session and remembers the check (for up to a second).
  for (const replica of [B, C, D]) expect((await me(replica)).status(), replica.name).toBe(200);
  expect(
    (
      await request.post(`${A.base}/api/logout/access`, { headers: { ...headers, authorization: `Bearer ${token}` } })
    ).status(),
  ).toBe(200);
  for (const replica of [B, C, D]) expect((await me(replica)).status(), replica.name).toBe(401);
});

test("no member's data reaches another member or a reader through any replica", async ({ browser }) => {
  test.setTimeout(180_000);
  const { A, B, C, D } = replicas;
  const first = await ownContext(browser, A.base);
  const second = await ownContext(browser, B.base);
  const one = await registerOn(first, A.base);
  const two = await registerOn(second, B.base);
  const addresses = ['/?lang=original', '/home?lang=original', '/articles?lang=original', '/blog?lang=original'];
  const question = await one.page
    .goto(`${A.base}/home?lang=original`)
    .then(() => one.page.locator('main a[href^="/question/"]').first().getAttribute('href'))
    .catch(() => null);
  if (question) addresses.push(question.replace(/\?.*/, '') + '?lang=original');
  // Each member loads every page through every replica (filling the caches), then the other member and a reader do.
  for (const replica of [A, B, C, D]) {
    for (const address of addresses) {
      const mine = await one.page.request.get(`${replica.base}${address}`);
      expect(await mine.text(), `${replica.name} ${address} for its member`).not.toContain(two.username);
      const theirs = await two.page.request.get(`${replica.base}${address}`);
      expect(await theirs.text(), `${replica.name} ${address} for the other member`).not.toContain(one.username);
      const reader = await readerGets(replica.base, address);
      expect(reader.text, `${replica.name} ${address} for a reader`).not.toContain(one.username);
      expect(reader.text, `${replica.name} ${address} for a reader`).not.toContain(two.username);
    }
    // The control: a page that does show a member's name (their profile) has it in the bytes read here, so a name
    // that had leaked into the pages above would have been found.
    const profile = await one.page.request.get(`${replica.base}/user/${one.username}?lang=original`);
    expect(await profile.text(), `${replica.name} profile`).toContain(one.username);
  }
  await first.close();
  await second.close();
});

import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { recordingNames, recordingSessions } from '@/lib/db/schema';
import type { BatchIndexEntry } from '@/lib/ingest/digest';
import { commitDigest } from '@/lib/ingest/index-writer';
import { deleteExpiredRecordings } from '@/lib/ingest';
import { rebuildIndex } from '@/lib/ingest/rebuild';
import { eraseSessions } from '@/lib/studio/erasure';
import { listSessions, parseSessionFilters, SESSIONS_PAGE_SIZE } from '@/lib/studio/sessions';
import { NAME_IDS_INDEXED_MAX, NAME_IDS_LISTED_MAX } from '@/lib/recordings/session-names';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject, setupBlobStore } from './support/ingest';
import { ADMIN } from './support/studio';

/*
 * The names the sessions list searches by part (addresses, clicked selectors, custom events' names) are stored once per
 * project (recording_names) and referred to from each session (lib/recordings/session-names.ts): what the digester
 * writes, what the filters find, and what erasure and retention take away.
 */

const database = setupTestDatabase();
setupBlobStore();

const STARTED = new Date('2026-11-20T10:00:00Z');
type Kind = 'page' | 'click' | 'custom' | 'error';

async function newSession(db: Db, projectId: string, startedAt = STARTED): Promise<string> {
  const id = randomUUID();
  await db
    .insert(recordingSessions)
    .values({ id, projectId, userUuid: randomUUID(), startedAt, lastActivityAt: startedAt });
  return id;
}

/** One batch of a session, as the digester hands it to the index writer, with these events in order. */
function batch(sessionId: string, batchNo: number, events: [Kind, string][], started = STARTED): BatchIndexEntry {
  const at = started.getTime() + batchNo * 10_000;
  return {
    sessionId,
    pageNo: 0,
    batchNo,
    blobKey: `batches/${sessionId}/${batchNo}`,
    bytes: 100,
    messageCount: events.length,
    firstTs: at,
    lastTs: at + events.length,
    receivedAt: new Date(at + 5_000),
    events: events.map(([kind, name], i) => ({
      kind,
      name,
      label: '',
      at: new Date(at + i),
      index: batchNo * 100 + i,
    })),
    userId: null,
  };
}

const commit = (db: Db, entries: BatchIndexEntry[]) => commitDigest(db, 'names-log', entries, [], null);

async function found(projectId: string, search: Record<string, string>): Promise<string[]> {
  const parsed = parseSessionFilters(search);
  if (!parsed.ok) throw new Error(parsed.error);
  const page = await listSessions(ADMIN, { projectId, filters: parsed.filters });
  return page.sessions.map((row) => row.id).sort();
}

async function namesOf(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.select().from(recordingNames).where(eq(recordingNames.projectId, projectId));
  return rows.map((row) => `${row.kind} ${row.name}`).sort();
}

/** How many different names the project's sessions refer to. */
async function distinctIdsHeld(db: Db, projectId: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(distinct id)::int as n from (select unnest(name_ids) as id from recording_sessions where project_id = ${projectId}) x`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

const TRUST = 'https://parley.example/articles/trust?lang=de';
const BLOG = 'https://parley.example/blog/first-words';

describe(`the names the sessions list searches, stored once per project, on ${ENGINE}`, () => {
  test('each address, selector and event name is kept once however many sessions and batches repeat it; the filters find sessions by part of it, in any case, and only for its kind', async () => {
    const db = database.db();
    const project = await createProject(db);
    const other = await createProject(db, { publicKey: 'other-site' });
    const voter = await newSession(db, project.id);
    const reader = await newSession(db, project.id, new Date(STARTED.getTime() + 60_000));
    const elsewhere = await newSession(db, other.id);
    await commit(db, [
      batch(voter, 0, [
        ['page', TRUST],
        ['click', 'button.vote-up'],
        ['custom', 'signup_started'],
        ['error', 'TypeError'],
      ]),
    ]);
    await commit(db, [
      batch(reader, 0, [['page', TRUST]]),
      batch(voter, 1, [
        ['page', TRUST],
        ['click', 'button.vote-up'],
      ]),
      batch(reader, 1, [['page', BLOG]]),
      batch(elsewhere, 0, [['page', TRUST]]),
    ]);
    expect(await namesOf(db, project.id)).toEqual([
      'click button.vote-up',
      'custom signup_started',
      `page ${TRUST}`,
      `page ${BLOG}`,
    ]);
    expect(await namesOf(db, other.id)).toEqual([`page ${TRUST}`]);

    expect(await found(project.id, { url: 'ARTICLES/Trust' })).toEqual([voter, reader].sort());
    expect(await found(project.id, { url: 'first-words' })).toEqual([reader]);
    expect(await found(project.id, { selector: 'VOTE-up' })).toEqual([voter]);
    expect(await found(project.id, { q: 'SignUp' })).toEqual([voter]);
    expect(await found(project.id, { q: 'blog/' })).toEqual([reader]);
    // The free text is over addresses and custom events, not clicks; an address filter never matches a click or an
    // event name, nor an error's name (not searched by part at all).
    expect(await found(project.id, { q: 'vote-up' })).toEqual([]);
    expect(await found(project.id, { url: 'signup' })).toEqual([]);
    expect(await found(project.id, { url: 'vote' })).toEqual([]);
    expect(await found(project.id, { q: 'TypeError' })).toEqual([]);
    // LIKE's own characters are literal text.
    expect(await found(project.id, { url: 'articles%trust' })).toEqual([]);
    expect(await found(project.id, { url: 'lang=d_' })).toEqual([]);
    // Another project's names never match here, and the reverse.
    expect(await found(other.id, { url: 'trust' })).toEqual([elsewhere]);
    expect(await found(other.id, { url: 'blog' })).toEqual([]);
  });

  test(`a text more than ${NAME_IDS_INDEXED_MAX} names contain finds every session holding one, as a text fewer names contain does`, async () => {
    const db = database.db();
    const project = await createProject(db);
    const many = NAME_IDS_INDEXED_MAX + 8;
    const sessions: string[] = [];
    for (let i = 0; i < many; i += 1) {
      const id = await newSession(db, project.id, new Date(STARTED.getTime() + i * 1000));
      sessions.push(id);
      // Every answer's button its own selector: "vote-up" is in all of them, "answer-7 >" in one.
      await commit(db, [
        batch(id, 0, [
          ['page', TRUST],
          ['click', `#answer-${i} > button.vote-up`],
        ]),
      ]);
    }
    const quiet = await newSession(db, project.id);
    await commit(db, [batch(quiet, 0, [['page', BLOG]])]);
    expect(await namesOf(db, project.id)).toHaveLength(many + 2);
    // The first page: the newest of them.
    expect(await found(project.id, { selector: 'VOTE-UP' })).toEqual(sessions.slice(-SESSIONS_PAGE_SIZE).sort());
    expect(await found(project.id, { selector: 'answer-7 >' })).toEqual([sessions[7]]);
    expect(await found(project.id, { selector: 'vote-down' })).toEqual([]);
    const parsed = parseSessionFilters({ selector: 'vote-up' });
    if (!parsed.ok) throw new Error(parsed.error);
    expect((await listSessions(ADMIN, { projectId: project.id, filters: parsed.filters })).total).toBe(many);
  });

  test(`a text more than ${NAME_IDS_LISTED_MAX.toLocaleString('en')} names contain still finds the sessions that hold one`, async () => {
    const db = database.db();
    const project = await createProject(db);
    const holder = await newSession(db, project.id);
    const other = await newSession(db, project.id);
    await commit(db, [
      batch(holder, 0, [
        ['page', TRUST],
        ['click', '#row-0 > button.more'],
      ]),
      batch(other, 0, [
        ['page', TRUST],
        ['click', 'a.home'],
      ]),
    ]);
    // Names recorded by sessions since gone: the dictionary keeps what its sessions hold, this is only its size.
    await db.execute(
      sql`insert into recording_names (project_id, kind, name)
        select ${project.id}, 'click', '#row-' || i || ' > button.more' from generate_series(1, ${NAME_IDS_LISTED_MAX}) i`,
    );
    expect(await found(project.id, { selector: 'button.more' })).toEqual([holder]);
    expect(await found(project.id, { selector: 'a.home' })).toEqual([other]);
  });

  test('an address longer than a B-tree entry can hold is stored and found by part', async () => {
    const db = database.db();
    const project = await createProject(db);
    const session = await newSession(db, project.id);
    const long = `https://parley.example/search?q=${'long-words-'.repeat(1_200)}end-of-it`;
    await commit(db, [batch(session, 0, [['page', long]])]);
    expect(await namesOf(db, project.id)).toEqual([`page ${long}`]);
    expect(await found(project.id, { url: 'end-of-it' })).toEqual([session]);
  });

  test('erasing a session takes its names out of the project unless another session holds them; the other session is still found by them', async () => {
    const db = database.db();
    const project = await createProject(db);
    const erased = await newSession(db, project.id);
    const kept = await newSession(db, project.id);
    const private_ = 'https://parley.example/users/mina-karimi/settings';
    await commit(db, [
      batch(erased, 0, [
        ['page', TRUST],
        ['page', private_],
        ['custom', 'asked_for_help'],
      ]),
      batch(kept, 0, [['page', TRUST]]),
    ]);
    expect(await eraseSessions(ADMIN, project.id, [erased])).toBe(1);
    expect(await namesOf(db, project.id)).toEqual([`page ${TRUST}`]);
    expect(await found(project.id, { url: 'trust' })).toEqual([kept]);
    expect(await found(project.id, { url: 'mina-karimi' })).toEqual([]);
  });

  test('retention deletes the names last recorded before its cutoff, with the sessions that recorded them; a name recorded since stays', async () => {
    const db = database.db();
    const project = await createProject(db);
    const september = new Date('2026-09-01T10:00:00Z');
    const old = await newSession(db, project.id, september);
    const recent = await newSession(db, project.id);
    await commit(db, [
      batch(
        old,
        0,
        [
          ['page', TRUST],
          ['click', 'a.old-link'],
        ],
        september,
      ),
    ]);
    await commit(db, [batch(recent, 0, [['page', TRUST]])]);
    const days = async () =>
      Object.fromEntries(
        (await db.select().from(recordingNames).where(eq(recordingNames.projectId, project.id))).map((row) => [
          row.name,
          row.lastRecordedOn,
        ]),
      );
    // The day a batch that recorded it was received, the latest of them.
    expect(await days()).toEqual({ 'a.old-link': '2026-09-01', [TRUST]: '2026-11-20' });
    expect(await deleteExpiredRecordings({ now: new Date('2026-11-21T00:00:00Z'), days: 30 })).toBe(1);
    expect(await namesOf(db, project.id)).toEqual([`page ${TRUST}`]);
    expect(await found(project.id, { url: 'trust' })).toEqual([recent]);
    expect(await found(project.id, { selector: 'old-link' })).toEqual([]);
  });

  test('groups of different sessions adding the same new name refer to its one row', async () => {
    const db = database.db();
    const project = await createProject(db);
    const sessions = await Promise.all([1, 2, 3, 4].map(() => newSession(db, project.id)));
    const fresh = 'https://parley.example/questions/what-did-you-hear';
    await Promise.all(
      sessions.map((id, i) =>
        commitDigest(
          db,
          `names-log-${i}`,
          [
            batch(id, 0, [
              ['page', fresh],
              ['custom', `step_${i % 2}`],
            ]),
          ],
          [],
          null,
        ),
      ),
    );
    expect(await namesOf(db, project.id)).toEqual(['custom step_0', 'custom step_1', `page ${fresh}`]);
    expect(await found(project.id, { url: 'what-did-you-hear' })).toEqual([...sessions].sort());
    expect(await distinctIdsHeld(db, project.id)).toBe(3);
  });

  // Two digesters (two processes on one PostgreSQL) inserting the same name: the one that waited on the other's
  // uncommitted row takes that row's id once it commits, where "insert unless there" would leave its session without
  // the name. PGlite has one connection: nothing can insert beside the digester there.
  (ENGINE === 'postgres' ? test : test.skip)(
    "a group that waits on another process's insert of the same name takes its id when that commits",
    async () => {
      const db = database.db();
      const project = await createProject(db);
      const session = await newSession(db, project.id);
      const fresh = 'https://parley.example/questions/what-did-you-say';
      const other = new Client({ connectionString: database.handle().url! });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(`insert into recording_names (project_id, kind, name) values ($1, 'page', $2)`, [
          project.id,
          fresh,
        ]);
        const waiting = commit(db, [batch(session, 0, [['page', fresh]])]);
        // The group's insert now waits on the other transaction's row.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await other.query('commit');
        await waiting;
      } finally {
        await other.end();
      }
      expect(await namesOf(db, project.id)).toEqual([`page ${fresh}`]);
      expect(await found(project.id, { url: 'what-did-you-say' })).toEqual([session]);
    },
  );
});

describe(`rebuilding the index keeps the names the sessions list searches, on ${ENGINE}`, () => {
  test('a rebuild from no stored batches leaves no session holding a name, and no name behind', async () => {
    const db = database.db();
    const project = await createProject(db);
    const session = await newSession(db, project.id);
    await commit(db, [batch(session, 0, [['page', TRUST]])]);
    await rebuildIndex(db, []);
    expect(await namesOf(db, project.id)).toEqual([]);
    expect(await found(project.id, { url: 'trust' })).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { projects, startConditions } from '@/lib/db/schema';
import { startSchema, startSession } from '@/lib/ingest/start';
import { createCondition, deleteCondition } from '@/lib/studio/conditions';
import { recordingRules, setRecordingRules } from '@/lib/studio/recording-rules';
import { ENGINE, setupTestDatabase } from './support/database';
import { CHROME_UA, createProject, setupBlobStore, startBody } from './support/ingest';
import { ADMIN } from './support/studio';

/*
 * Which consenting visits a project records, set in the studio and applied by the ingest's start: a start condition
 * no longer silently stops the recording of every other visit unless the team chose the conditions mode, knowing it.
 */

const database = setupTestDatabase();
setupBlobStore();

const NOW = new Date('2026-11-27T10:00:00Z');

/** A first start of the site's tracker (conditional: 'project'), as the ingest's route makes it, at a fixed time. */
const firstStart = (projectKey: string, random = 0.5) =>
  startSession(startSchema.parse(startBody(projectKey, { timestamp: NOW.getTime(), conditional: true })), {
    now: NOW,
    userAgent: CHROME_UA,
    clientAddress: '203.0.113.9',
    random: () => random,
  });

const condition = { name: 'checkout', captureRate: '100', filters: 'location contains /checkout' };

describe(`recording rules on ${ENGINE}`, () => {
  test('every consenting visit is recorded by default, a start condition or not', async () => {
    const project = await createProject(database.db());
    expect(await createCondition(ADMIN, project.id, condition)).toMatchObject({ ok: true });
    expect(await recordingRules(ADMIN, project.id)).toMatchObject({
      mode: 'all',
      conditions: 1,
      effect: { kind: 'every' },
    });
    const started = await firstStart(project.publicKey);
    expect(started).toMatchObject({ ok: true, sessionID: expect.any(String) });
    expect(started).not.toHaveProperty('coldStart');
  });

  test('in the conditions mode a first start is cold until a condition is met; the effect says so, and says nothing is recorded once the last condition is gone', async () => {
    const project = await createProject(database.db());
    expect(await setRecordingRules(ADMIN, project.id, { mode: 'conditions', sampleRate: '' })).toEqual({ ok: true });
    expect((await recordingRules(ADMIN, project.id)).effect).toEqual({ kind: 'nothing', because: 'no-conditions' });
    const created = await createCondition(ADMIN, project.id, condition);
    expect((await recordingRules(ADMIN, project.id)).effect).toEqual({ kind: 'conditions', conditions: 1 });
    expect(await firstStart(project.publicKey)).toMatchObject({ ok: true, coldStart: true });
    if (!created.ok) throw new Error('condition not created');
    await deleteCondition(ADMIN, project.id, created.id);
    expect((await recordingRules(ADMIN, project.id)).effect).toEqual({ kind: 'nothing', because: 'no-conditions' });
  });

  test('the sample mode records its share of visits, and keeps its rate when another mode is chosen', async () => {
    const project = await createProject(database.db());
    expect(await setRecordingRules(ADMIN, project.id, { mode: 'sample', sampleRate: '30' })).toEqual({ ok: true });
    expect((await recordingRules(ADMIN, project.id)).effect).toEqual({ kind: 'sample', rate: 30 });
    // random() below the rate records, at or above it does not (403 "capture rate miss").
    expect(await firstStart(project.publicKey, 0.1)).toMatchObject({ ok: true, sessionID: expect.any(String) });
    expect(await firstStart(project.publicKey, 0.9)).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await setRecordingRules(ADMIN, project.id, { mode: 'all', sampleRate: '' })).toEqual({ ok: true });
    expect(await recordingRules(ADMIN, project.id)).toMatchObject({ mode: 'all', sampleRate: 30 });
    expect(await firstStart(project.publicKey, 0.9)).toMatchObject({ ok: true });
    expect(await setRecordingRules(ADMIN, project.id, { mode: 'sample', sampleRate: '0' })).toEqual({ ok: true });
    expect((await recordingRules(ADMIN, project.id)).effect).toEqual({ kind: 'nothing', because: 'zero-sample' });
  });

  test('a bad mode or rate is refused field by field and changes nothing', async () => {
    const project = await createProject(database.db());
    const before = await recordingRules(ADMIN, project.id);
    expect(await setRecordingRules(ADMIN, project.id, { mode: 'everything' })).toMatchObject({
      ok: false,
      field: 'mode',
    });
    expect(await setRecordingRules(ADMIN, project.id, { mode: 'sample', sampleRate: '101' })).toMatchObject({
      ok: false,
      field: 'sampleRate',
    });
    expect(await setRecordingRules(ADMIN, project.id, { mode: 'sample', sampleRate: '' })).toMatchObject({
      ok: false,
      code: 'required',
      field: 'sampleRate',
    });
    expect(await setRecordingRules(ADMIN, project.id, null)).toMatchObject({ ok: false, field: 'mode' });
    expect(await recordingRules(ADMIN, project.id)).toEqual(before);
    const [row] = await database.db().select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ recordingMode: 'all', sampleRate: before.sampleRate });
    expect(await database.db().select().from(startConditions).where(eq(startConditions.projectId, project.id))).toEqual(
      [],
    );
  });
});

import { count, eq } from 'drizzle-orm';
import { recordingSessions, startConditions } from '@/lib/db/schema';
import { verifyIngestToken } from '@/lib/ingest';
import { ENGINE, setupTestDatabase } from './support/database';
import { send } from './support/api';
import { createProject, ingestRoutes, setupBlobStore, startBody, startRequest } from './support/ingest';

const database = setupTestDatabase();
setupBlobStore();

async function start(projectKey: string, extra: Record<string, unknown> = {}) {
  const answer = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey, extra)));
  return answer as typeof answer & { body: { token: string; sessionID: string; coldStart?: boolean } };
}

const sessionCount = async () =>
  Number((await database.db().select({ n: count() }).from(recordingSessions))[0]?.n ?? 0);

describe(`a conditional start (the site's tracker) on ${ENGINE}`, () => {
  test('while the project records every consenting visit (its default mode) it starts a recorded session at once', async () => {
    const project = await createProject(database.db());
    const answer = await start(project.publicKey, { conditional: true });
    expect(answer.status).toBe(200);
    expect(answer.body.coldStart).toBeUndefined();
    expect(await verifyIngestToken(answer.body.token)).toMatchObject({ ok: true, claims: { doNotRecord: false } });
    expect(await sessionCount()).toBe(1);
  });

  test('while the project records by its start conditions it answers a cold start (a token that records nothing, no session) until a condition names itself', async () => {
    const project = await createProject(database.db(), { recordingMode: 'conditions' });
    await database
      .db()
      .insert(startConditions)
      .values({ projectId: project.id, name: 'random page', captureRate: 100, filters: [] });
    const cold = await start(project.publicKey, { conditional: true });
    expect(cold.status).toBe(200);
    expect(cold.body.coldStart).toBe(true);
    expect(await verifyIngestToken(cold.body.token)).toMatchObject({ ok: true, claims: { doNotRecord: true } });
    expect(await sessionCount()).toBe(0);

    const started = await start(project.publicKey, { conditional: true, condition: 'random page' });
    expect(started.status).toBe(200);
    expect(started.body.coldStart).toBeUndefined();
    const [row] = await database
      .db()
      .select()
      .from(recordingSessions)
      .where(eq(recordingSessions.id, started.body.sessionID));
    expect(row?.condition).toBe('random page');

    // A later page continues the session it started, conditions or not.
    const next = await start(project.publicKey, { conditional: true, token: started.body.token });
    expect(next.body).toMatchObject({ sessionID: started.body.sessionID });
    expect(next.body.coldStart).toBeUndefined();
    // Without `conditional`, a start records as before.
    expect((await start(project.publicKey)).body.coldStart).toBeUndefined();
  });
});

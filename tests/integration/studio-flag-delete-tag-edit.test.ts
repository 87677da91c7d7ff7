import { count, eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { ORIGIN, send } from './support/api';
import { createProject, ingestRoutes, setupBlobStore, startBody, startRequest } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';
import { featureFlags, recordingSessionFlags, tags } from '@/lib/db/schema';
import { createFlag, deleteFlag, listFlags } from '@/lib/studio/flags';
import { createTag, listTags, tagById, updateTag } from '@/lib/studio/tags';
import { problemsOf, type Result } from '@/lib/errors';

const database = setupTestDatabase();
setupBlobStore();

const problems = (result: Result<object>) => (result.ok ? [] : [...problemsOf(result)]);

const flagForm = (key: string) => ({
  key,
  description: '',
  type: 'boolean',
  persist: 'no',
  rollout: '100',
  variants: '',
  conditions: '',
  payload: '',
});

async function servedTo(projectKey: string) {
  const start = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey)));
  const auth = { authorization: `Bearer ${String(start.body.token)}` };
  const flags = await send(
    ingestRoutes.flags.POST,
    new Request(`${ORIGIN}/ingest/v1/web/feature-flags`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    }),
  );
  const served = await send(ingestRoutes.tags.GET, new Request(`${ORIGIN}/ingest/v1/web/tags`, { headers: auth }));
  return {
    flags: (flags.body as { flags: { key: string }[] }).flags.map((flag) => flag.key),
    tags: (served.body as { tags: { id: number; selector: string }[] }).tags,
  };
}

describe(`deleting a feature flag on ${ENGINE}`, () => {
  test('a deleted flag is gone from the studio and no longer served; the sessions it was served to keep its value', async () => {
    const project = await createProject(database.db());
    const doomed = await createFlag(ADMIN, project.id, flagForm('old-banner'));
    const kept = await createFlag(ADMIN, project.id, flagForm('new-editor'));
    if (!doomed.ok || !kept.ok) throw new Error('not created');
    const session = await seedSession(database.db(), project.id, { flags: ['old-banner'] });
    expect((await servedTo(project.publicKey)).flags.sort()).toEqual(['new-editor', 'old-banner']);

    expect(await deleteFlag(ADMIN, project.id, doomed.id)).toEqual({ ok: true });
    expect((await listFlags(ADMIN, project.id)).map((flag) => flag.flagKey)).toEqual(['new-editor']);
    expect((await servedTo(project.publicKey)).flags).toEqual(['new-editor']);
    const remembered = await database
      .db()
      .select({ key: recordingSessionFlags.flagKey })
      .from(recordingSessionFlags)
      .where(eq(recordingSessionFlags.sessionId, session.id));
    expect(remembered).toEqual([{ key: 'old-banner' }]);
    // Twice, or another project's: nothing there to delete.
    expect(await deleteFlag(ADMIN, project.id, doomed.id)).toMatchObject({ ok: false, code: 'not_found' });
    const elsewhere = await createProject(database.db());
    expect(await deleteFlag(ADMIN, elsewhere.id, kept.id)).toMatchObject({ ok: false, code: 'not_found' });
    expect(await listFlags(ADMIN, project.id)).toHaveLength(1);
  });

  test.each([MEMBER, null])('%p cannot delete a flag (not_found) and it stays', async (viewer) => {
    const project = await createProject(database.db());
    const flag = await createFlag(ADMIN, project.id, flagForm('stays'));
    if (!flag.ok) throw new Error('not created');
    await expect(deleteFlag(viewer, project.id, flag.id)).rejects.toMatchObject({ failure: { code: 'not_found' } });
    const [rows] = await database.db().select({ n: count() }).from(featureFlags);
    expect(rows?.n).toBe(1);
  });
});

describe(`editing a watched tag on ${ENGINE}`, () => {
  test('an edit renames the tag and changes its selector in place: trackers get the new selector under the same id', async () => {
    const project = await createProject(database.db());
    const tag = await createTag(ADMIN, project.id, { name: 'Ask button', selector: '#ask' });
    if (!tag.ok) throw new Error('not created');
    expect((await servedTo(project.publicKey)).tags).toEqual([{ id: tag.id, selector: '#ask' }]);

    expect(await updateTag(ADMIN, project.id, tag.id, { name: 'Ask link', selector: 'a.ask-question' })).toEqual({
      ok: true,
    });
    expect(await tagById(ADMIN, project.id, tag.id)).toMatchObject({ name: 'Ask link', selector: 'a.ask-question' });
    expect(await listTags(ADMIN, project.id)).toEqual([
      { id: tag.id, name: 'Ask link', selector: 'a.ask-question', sessionCount: 0 },
    ]);
    expect((await servedTo(project.publicKey)).tags).toEqual([{ id: tag.id, selector: 'a.ask-question' }]);
  });

  test("a refused edit changes nothing: a bad selector, an empty name, another project's or a deleted tag", async () => {
    const project = await createProject(database.db());
    const tag = await createTag(ADMIN, project.id, { name: 'Ask button', selector: '#ask' });
    if (!tag.ok) throw new Error('not created');
    expect(
      problems(await updateTag(ADMIN, project.id, tag.id, { name: ' ', selector: 'div[x' })).map((f) => f.field),
    ).toEqual(['name', 'selector']);
    const elsewhere = await createProject(database.db());
    expect(await updateTag(ADMIN, elsewhere.id, tag.id, { name: 'x', selector: '#x' })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(await tagById(ADMIN, elsewhere.id, tag.id)).toBeNull();
    await database
      .db()
      .update(tags)
      .set({ deletedAt: new Date('2026-11-20T10:00:00Z') })
      .where(eq(tags.id, tag.id));
    expect(await updateTag(ADMIN, project.id, tag.id, { name: 'x', selector: '#x' })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    const [row] = await database.db().select().from(tags).where(eq(tags.id, tag.id));
    expect(row).toMatchObject({ name: 'Ask button', selector: '#ask' });
  });

  test.each([MEMBER, null])('%p cannot read or edit a tag (not_found)', async (viewer) => {
    const project = await createProject(database.db());
    const tag = await createTag(ADMIN, project.id, { name: 'Ask button', selector: '#ask' });
    if (!tag.ok) throw new Error('not created');
    await expect(tagById(viewer, project.id, tag.id)).rejects.toMatchObject({ failure: { code: 'not_found' } });
    await expect(updateTag(viewer, project.id, tag.id, { name: 'x', selector: '#x' })).rejects.toMatchObject({
      failure: { code: 'not_found' },
    });
    expect(await tagById(ADMIN, project.id, tag.id)).toMatchObject({ name: 'Ask button' });
  });
});

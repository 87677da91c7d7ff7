import { count, eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { ORIGIN, send } from './support/api';
import {
  batchBytes,
  batchRequest,
  createProject,
  frame,
  ingestRoutes,
  startBody,
  startRequest,
  setupBlobStore,
} from './support/ingest';
import { ADMIN, MEMBER } from './support/studio';
import { featureFlags, startConditions, tags } from '@/lib/db/schema';
import { createFlag, flagById, flagFormValues, listFlags, setFlagActive, updateFlag } from '@/lib/studio/flags';
import { createTag, deleteTag, listTags } from '@/lib/studio/tags';
import {
  conditionById,
  conditionFormValues,
  createCondition,
  deleteCondition,
  listConditions,
  updateCondition,
} from '@/lib/studio/conditions';
import { listSessions } from '@/lib/studio/sessions';
import { problemsOf, type Result } from '@/lib/errors';

/** Every problem a refused form names (none when it was accepted). */
const problems = (result: Result<object>) => (result.ok ? [] : [...problemsOf(result)]);

const database = setupTestDatabase();
setupBlobStore();

const flagForm = (overrides: Record<string, string> = {}) => ({
  key: 'new-editor',
  description: 'The new answer editor',
  type: 'boolean',
  persist: 'no',
  rollout: '100',
  variants: '',
  conditions: '',
  payload: '',
  ...overrides,
});

async function startVisit(projectKey: string, extra: Record<string, unknown> = {}) {
  const answer = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey, extra)));
  return answer as typeof answer & { body: { token: string; sessionID: string } };
}

const flagsFor = (token: string, body: Record<string, unknown>) =>
  send(
    ingestRoutes.flags.POST,
    new Request(`${ORIGIN}/ingest/v1/web/feature-flags`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe(`studio feature flags on ${ENGINE}`, () => {
  test('a flag created in the studio is served to a visitor whose attributes match its conditions, and only then', async () => {
    const project = await createProject(database.db());
    const created = await createFlag(
      ADMIN,
      project.id,
      flagForm({ conditions: 'userCountry is DE|AT; userBrowser is Chrome\n0%: userId is omid' }),
    );
    expect(created).toMatchObject({ ok: true });
    const visit = await startVisit(project.publicKey);
    expect((await flagsFor(visit.body.token, { country: 'DE', browser: 'Chrome' })).body).toEqual({
      flags: [{ key: 'new-editor', is_persist: false, value: true, payload: null }],
    });
    expect((await flagsFor(visit.body.token, { country: 'FR', browser: 'Chrome' })).body).toEqual({ flags: [] });
    expect((await flagsFor(visit.body.token, { country: 'FR', userID: 'omid' })).body).toEqual({ flags: [] });
  });

  test('multi-variant flags need variants adding up to 100; persistence and payload are kept; the form reads back', async () => {
    const project = await createProject(database.db());
    expect(
      problems(await createFlag(ADMIN, project.id, flagForm({ type: 'multi', variants: 'blue 30\ngreen 60' }))),
    ).toEqual([
      expect.objectContaining({
        code: 'invalid',
        field: 'variants',
        error: 'variants: the percentages add up to 90, not 100',
      }),
    ]);
    const created = await createFlag(
      ADMIN,
      project.id,
      flagForm({
        type: 'multi',
        persist: 'yes',
        variants: 'blue 30\ngreen 70',
        payload: '{"color":"#00f"}',
        rollout: '40',
        conditions: 'metadata.plan is pro',
      }),
    );
    if (!created.ok) throw new Error(JSON.stringify(created));
    const stored = await flagById(ADMIN, project.id, created.id);
    expect(stored).toMatchObject({
      flagType: 'multi',
      isPersist: true,
      isActive: true,
      payload: { color: '#00f' },
      variants: [
        { value: 'blue', rolloutPercentage: 30 },
        { value: 'green', rolloutPercentage: 70 },
      ],
      conditions: [
        { rolloutPercentage: 40, filters: [{ type: 'metadata', source: 'plan', operator: 'is', value: ['pro'] }] },
      ],
    });
    expect(flagFormValues(stored!)).toMatchObject({
      type: 'multi',
      persist: 'yes',
      rollout: '40',
      variants: 'blue 30\ngreen 70',
      conditions: 'metadata.plan is pro',
    });
    // A persisted variant comes back unchanged from the ingest.
    const visit = await startVisit(project.publicKey);
    const answer = await flagsFor(visit.body.token, {
      metadata: { plan: 'pro' },
      persistFlags: { 'new-editor': { key: 'new-editor', value: 'blue' } },
    });
    expect(answer.body).toEqual({ flags: [{ key: 'new-editor', is_persist: true, value: 'blue', payload: null }] });
  });

  test('every form problem is named by its field (and line), and nothing is stored', async () => {
    const project = await createProject(database.db());
    const refused = await createFlag(ADMIN, project.id, flagForm({ key: 'no spaces', rollout: '101', type: 'tri' }));
    expect(
      problems(refused)
        .map((f) => f.field)
        .sort(),
    ).toEqual(['key', 'rollout', 'type']);
    expect(
      problems(await createFlag(ADMIN, project.id, flagForm({ conditions: 'userCountry is DE\nuserCountry iss DE' }))),
    ).toEqual([
      expect.objectContaining({
        field: 'conditions',
        line: 2,
        error: 'conditions: line 2: unknown operator "iss"',
        reason: 'unknownOperator',
        values: expect.objectContaining({ operator: 'iss' }),
      }),
    ]);
    expect(problems(await createFlag(ADMIN, project.id, flagForm({ conditions: 'metadata is pro' })))).toEqual([
      expect.objectContaining({ field: 'conditions' }),
    ]);
    // Every field's problem at once: a bad key does not hide a bad line.
    expect(
      problems(
        await createFlag(
          ADMIN,
          project.id,
          flagForm({
            key: 'no spaces',
            rollout: 'all',
            type: 'multi',
            variants: 'blue 60\ngreen 30',
            conditions: 'userOs iss Linux',
          }),
        ),
      ),
    ).toEqual([
      expect.objectContaining({ field: 'key', reason: 'flagKeyCharacters' }),
      expect.objectContaining({ field: 'rollout', reason: 'percentage' }),
      expect.objectContaining({ field: 'variants', reason: 'variantSum', values: { sum: 90 } }),
      expect.objectContaining({ field: 'conditions', line: 1, reason: 'unknownOperator' }),
    ]);
    expect(problems(await createFlag(ADMIN, project.id, flagForm({ payload: '{nope' })))).toEqual([
      expect.objectContaining({ field: 'payload' }),
    ]);
    expect(problems(await createFlag(ADMIN, project.id, flagForm({ variants: 'blue 100' })))).toEqual([
      expect.objectContaining({ field: 'variants' }),
    ]);
    const [rows] = await database.db().select({ n: count() }).from(featureFlags);
    expect(rows?.n).toBe(0);
  });

  test('keys are unique per project; an edit keeps the on/off state; turned off, a flag is not served', async () => {
    const project = await createProject(database.db());
    const first = await createFlag(ADMIN, project.id, flagForm());
    const other = await createFlag(ADMIN, project.id, flagForm({ key: 'other' }));
    expect(problems(await createFlag(ADMIN, project.id, flagForm()))).toEqual([
      expect.objectContaining({ code: 'taken', field: 'key' }),
    ]);
    if (!first.ok || !other.ok) throw new Error('not created');
    expect(problems(await updateFlag(ADMIN, project.id, other.id, flagForm()))).toEqual([
      expect.objectContaining({ code: 'taken', field: 'key' }),
    ]);
    expect(await setFlagActive(ADMIN, project.id, first.id, false)).toEqual({ ok: true });
    expect(await updateFlag(ADMIN, project.id, first.id, flagForm({ description: 'changed' }))).toEqual({ ok: true });
    expect(await flagById(ADMIN, project.id, first.id)).toMatchObject({ description: 'changed', isActive: false });
    const visit = await startVisit(project.publicKey);
    expect((await flagsFor(visit.body.token, {})).body).toEqual({ flags: [expect.objectContaining({ key: 'other' })] });
    expect((await listFlags(ADMIN, project.id)).map((flag) => flag.flagKey)).toEqual(['new-editor', 'other']);
    const elsewhere = await createProject(database.db());
    expect(await setFlagActive(ADMIN, elsewhere.id, first.id, true)).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe(`studio tags on ${ENGINE}`, () => {
  test('a tag created in the studio is served to trackers, counted per session when triggered, and deleted tags are not served', async () => {
    const project = await createProject(database.db());
    const created = await createTag(ADMIN, project.id, { name: 'Ask button', selector: '#ask-question' });
    if (!created.ok) throw new Error('not created');
    const visit = await startVisit(project.publicKey);
    const served = await send(
      ingestRoutes.tags.GET,
      new Request(`${ORIGIN}/ingest/v1/web/tags`, { headers: { authorization: `Bearer ${visit.body.token}` } }),
    );
    expect(served.body).toEqual({ tags: [{ id: created.id, selector: '#ask-question' }] });
    const body = batchBytes(0, 0, [
      frame('page', { ts: Date.now(), url: `${ORIGIN}/ask`, referrer: '', title: 'Ask', navigation: 'load' }),
      frame('tag', { ts: Date.now(), tagId: created.id }),
    ]);
    expect((await send(ingestRoutes.batch.POST, batchRequest(visit.body.token, '0_0', body))).status).toBe(200);
    expect(await listTags(ADMIN, project.id)).toEqual([
      { id: created.id, name: 'Ask button', selector: '#ask-question', sessionCount: 1 },
    ]);
    const sessions = await listSessions(ADMIN, {
      projectId: project.id,
      filters: { tag: String(created.id), error: false } as never,
    });
    expect(sessions?.sessions.map((row) => row.id)).toEqual([visit.body.sessionID]);
    expect(await deleteTag(ADMIN, project.id, created.id)).toEqual({ ok: true });
    expect(await listTags(ADMIN, project.id)).toEqual([]);
    const [row] = await database.db().select().from(tags).where(eq(tags.id, created.id));
    expect(row?.deletedAt).not.toBeNull();
  });

  test("the ingest serves a tag, or a flag, the studio just created, changed or deleted at once: its memory of the project's settings forgets", async () => {
    const project = await createProject(database.db());
    const visit = await startVisit(project.publicKey);
    const servedTags = async () =>
      (
        await send(
          ingestRoutes.tags.GET,
          new Request(`${ORIGIN}/ingest/v1/web/tags`, { headers: { authorization: `Bearer ${visit.body.token}` } }),
        )
      ).body;
    const servedFlags = async () =>
      ((await flagsFor(visit.body.token, {})).body as { flags: { key: string }[] }).flags.map((flag) => flag.key);
    // Read once, so the ingest remembers the project without them.
    expect(await servedTags()).toEqual({ tags: [] });
    expect(await servedFlags()).toEqual([]);
    const tag = await createTag(ADMIN, project.id, { name: 'Ask button', selector: '#ask-question' });
    const flag = await createFlag(ADMIN, project.id, flagForm());
    if (!tag.ok || !flag.ok) throw new Error('not created');
    expect(await servedTags()).toEqual({ tags: [{ id: tag.id, selector: '#ask-question' }] });
    expect(await servedFlags()).toEqual(['new-editor']);
    expect(await deleteTag(ADMIN, project.id, tag.id)).toEqual({ ok: true });
    expect(await setFlagActive(ADMIN, project.id, flag.id, false)).toEqual({ ok: true });
    expect(await servedTags()).toEqual({ tags: [] });
    expect(await servedFlags()).toEqual([]);
  });

  test('a tag needs a name and a selector that can be one', async () => {
    const project = await createProject(database.db());
    const refused = await createTag(ADMIN, project.id, { name: ' ', selector: 'div[data-x="1"' });
    expect(problems(refused).map((f) => [f.field, f.code])).toEqual([
      ['name', 'too_short'],
      ['selector', 'invalid'],
    ]);
    expect(problems(await createTag(ADMIN, project.id, { name: 'x', selector: 'main > ' }))).toEqual([
      expect.objectContaining({ field: 'selector' }),
    ]);
    expect(await createTag(ADMIN, project.id, { name: 'x', selector: 'a[href^="/bug"]:not(.off)' })).toMatchObject({
      ok: true,
    });
  });
});

describe(`studio start conditions on ${ENGINE}`, () => {
  test("a condition created in the studio is served to the project's trackers, and its capture rate is applied at start", async () => {
    const project = await createProject(database.db(), { recordingMode: 'conditions', sampleRate: 0 });
    const created = await createCondition(ADMIN, project.id, {
      name: 'server errors',
      captureRate: '100',
      filters:
        'location contains /checkout|/bug\nfetch fetchUrl contains /api, fetchStatusCode greaterOrEqual 500\nduration greaterThan 30000\nmetadata is new-editor',
    });
    expect(created).toMatchObject({ ok: true });
    const cold = await startVisit(project.publicKey, { doNotRecord: true });
    const conditions = await send(
      ingestRoutes.conditions.GET,
      new Request(`${ORIGIN}/ingest/v1/web/conditions/${project.id}`, {
        headers: { authorization: `Bearer ${cold.body.token}` },
      }),
      { id: project.id },
    );
    expect(conditions.body).toEqual({
      conditions: [
        {
          name: 'server errors',
          capture_rate: 100,
          filters: [
            { type: 'location', operator: 'contains', value: ['/checkout', '/bug'] },
            {
              type: 'fetch',
              operator: 'is',
              value: [],
              filters: [
                { type: 'fetchUrl', operator: 'contains', value: ['/api'] },
                { type: 'fetchStatusCode', operator: 'greaterOrEqual', value: ['500'] },
              ],
            },
            { type: 'duration', operator: 'greaterThan', value: ['30000'] },
            { type: 'metadata', operator: 'is', value: ['new-editor'], source: 'featureFlag' },
          ],
        },
      ],
    });
    // The project records by its conditions: a conditional tracker's first start is cold until one is met.
    expect((await startVisit(project.publicKey, { conditional: true })).body).toMatchObject({ coldStart: true });
    expect((await startVisit(project.publicKey, { condition: 'server errors' })).status).toBe(200);
    await createCondition(ADMIN, project.id, { name: 'never', captureRate: '0', filters: 'click is #x' });
    expect((await startVisit(project.publicKey, { condition: 'never' })).status).toBe(403);
  });

  test('bad forms are refused naming the field and line; names are unique; delete removes it', async () => {
    const project = await createProject(database.db());
    expect(
      problems(await createCondition(ADMIN, project.id, { name: 'a', captureRate: '150', filters: 'click is #x' })),
    ).toEqual([expect.objectContaining({ field: 'captureRate' })]);
    expect(
      problems(
        await createCondition(ADMIN, project.id, {
          name: '',
          captureRate: '150',
          filters: 'click is #x\nclick iss #y',
        }),
      ),
    ).toEqual([
      expect.objectContaining({ field: 'name' }),
      expect.objectContaining({ field: 'captureRate', reason: 'percentage' }),
      expect.objectContaining({ field: 'filters', line: 2, reason: 'unknownOperator' }),
    ]);
    expect(problems(await createCondition(ADMIN, project.id, { name: 'a', captureRate: '50', filters: '' }))).toEqual([
      expect.objectContaining({ field: 'filters', code: 'required' }),
    ]);
    expect(
      problems(
        await createCondition(ADMIN, project.id, {
          name: 'a',
          captureRate: '50',
          filters: 'click is #x\nduration greaterThan soon',
        }),
      ),
    ).toEqual([
      expect.objectContaining({
        field: 'filters',
        line: 2,
        error: 'filters: line 2: "duration" needs a number',
        reason: 'needsNumber',
      }),
    ]);
    expect(
      problems(await createCondition(ADMIN, project.id, { name: 'a', captureRate: '50', filters: 'hover is #x' })),
    ).toEqual([expect.objectContaining({ field: 'filters' })]);
    const created = await createCondition(ADMIN, project.id, { name: 'a', captureRate: '50', filters: 'error isAny' });
    expect(
      problems(await createCondition(ADMIN, project.id, { name: 'a', captureRate: '50', filters: 'error isAny' })),
    ).toEqual([expect.objectContaining({ code: 'taken', field: 'name' })]);
    if (!created.ok) throw new Error('not created');
    expect((await listConditions(ADMIN, project.id)).map((row) => row.name)).toEqual(['a']);
    expect(await deleteCondition(ADMIN, project.id, created.id)).toEqual({ ok: true });
    const [rows] = await database.db().select({ n: count() }).from(startConditions);
    expect(rows?.n).toBe(0);
  });
});

describe(`editing a start condition on ${ENGINE}`, () => {
  const conditionsServed = async (projectKey: string, projectId: string) => {
    const cold = await startVisit(projectKey, { doNotRecord: true });
    const answer = await send(
      ingestRoutes.conditions.GET,
      new Request(`${ORIGIN}/ingest/v1/web/conditions/${projectId}`, {
        headers: { authorization: `Bearer ${cold.body.token}` },
      }),
      { id: projectId },
    );
    return (answer.body as { conditions: unknown[] }).conditions;
  };

  test('an edit replaces name, capture rate and filters together; trackers get the new version and the ingest applies the new rate', async () => {
    const project = await createProject(database.db(), { recordingMode: 'conditions', sampleRate: 0 });
    const created = await createCondition(ADMIN, project.id, {
      name: 'checkout',
      captureRate: '0',
      filters: 'location contains /checkout',
    });
    if (!created.ok) throw new Error('not created');
    expect((await startVisit(project.publicKey, { condition: 'checkout' })).status).toBe(403);
    const form = conditionFormValues((await conditionById(ADMIN, project.id, created.id))!);
    expect(form).toEqual({ name: 'checkout', captureRate: '0', filters: 'location contains /checkout' });
    expect(
      await updateCondition(ADMIN, project.id, created.id, {
        name: 'paying',
        captureRate: '100',
        filters: 'location contains /pay\nmetadata is new-editor',
      }),
    ).toEqual({ ok: true });
    expect(await conditionsServed(project.publicKey, project.id)).toEqual([
      {
        name: 'paying',
        capture_rate: 100,
        filters: [
          { type: 'location', operator: 'contains', value: ['/pay'] },
          { type: 'metadata', operator: 'is', value: ['new-editor'], source: 'featureFlag' },
        ],
      },
    ]);
    expect((await startVisit(project.publicKey, { condition: 'paying' })).status).toBe(200);
    expect(conditionFormValues((await conditionById(ADMIN, project.id, created.id))!).filters).toBe(
      'location contains /pay\nmetadata is new-editor',
    );
  });

  test("a refused edit changes nothing: each bad field, a name another condition has, another project's condition", async () => {
    const project = await createProject(database.db());
    const other = await createProject(database.db());
    const kept = await createCondition(ADMIN, project.id, { name: 'kept', captureRate: '40', filters: 'error isAny' });
    await createCondition(ADMIN, project.id, { name: 'taken', captureRate: '10', filters: 'click is #x' });
    if (!kept.ok) throw new Error('not created');
    const before = await conditionById(ADMIN, project.id, kept.id);
    // A good name and rate with a bad filter line: nothing of it is saved.
    expect(
      problems(
        await updateCondition(ADMIN, project.id, kept.id, {
          name: 'renamed',
          captureRate: '90',
          filters: 'click is #ok\nhover is #x',
        }),
      ),
    ).toEqual([expect.objectContaining({ field: 'filters', line: 2, reason: 'unknownType' })]);
    expect(
      problems(
        await updateCondition(ADMIN, project.id, kept.id, { name: ' ', captureRate: '101', filters: 'error isAny' }),
      ),
    ).toEqual([
      expect.objectContaining({ field: 'name', code: 'too_short' }),
      expect.objectContaining({ field: 'captureRate', code: 'invalid', reason: 'percentage' }),
    ]);
    expect(
      problems(await updateCondition(ADMIN, project.id, kept.id, { name: 'renamed', captureRate: '90', filters: '' })),
    ).toEqual([expect.objectContaining({ field: 'filters', code: 'required' })]);
    expect(
      problems(
        await updateCondition(ADMIN, project.id, kept.id, { name: 'taken', captureRate: '90', filters: 'error isAny' }),
      ),
    ).toEqual([expect.objectContaining({ field: 'name', code: 'taken' })]);
    expect(
      problems(
        await updateCondition(ADMIN, other.id, kept.id, { name: 'stolen', captureRate: '90', filters: 'error isAny' }),
      ),
    ).toEqual([expect.objectContaining({ code: 'not_found' })]);
    expect(await conditionById(ADMIN, other.id, kept.id)).toBeNull();
    expect(await conditionById(ADMIN, project.id, kept.id)).toEqual(before);
  });
});

describe('the role check on every studio mutation and query', () => {
  test.each([MEMBER, null])('%p is told there is nothing (not_found), and nothing changes', async (viewer) => {
    const project = await createProject(database.db());
    const calls: (() => Promise<unknown>)[] = [
      () => listFlags(viewer, project.id),
      () => flagById(viewer, project.id, 1),
      () => createFlag(viewer, project.id, flagForm()),
      () => updateFlag(viewer, project.id, 1, flagForm()),
      () => setFlagActive(viewer, project.id, 1, false),
      () => listTags(viewer, project.id),
      () => createTag(viewer, project.id, { name: 'x', selector: '#x' }),
      () => deleteTag(viewer, project.id, 1),
      () => listConditions(viewer, project.id),
      () => createCondition(viewer, project.id, { name: 'x', captureRate: '1', filters: 'click is #x' }),
      () => conditionById(viewer, project.id, 1),
      () => updateCondition(viewer, project.id, 1, { name: 'x', captureRate: '1', filters: 'click is #x' }),
      () => deleteCondition(viewer, project.id, 1),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ failure: { code: 'not_found' } });
    for (const table of [featureFlags, tags, startConditions]) {
      const [rows] = await database.db().select({ n: count() }).from(table);
      expect(rows?.n).toBe(0);
    }
  });
});

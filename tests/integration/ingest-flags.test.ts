import { eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { send } from './support/api';
import { createProject, ingestRoutes, setupBlobStore, startBody, startRequest } from './support/ingest';
import { featureFlags, recordingSessionFlags, type FeatureFlag } from '@/lib/db/schema';
import { evaluateFlag, flagFilterHolds, type FlagAttributes } from '@/lib/ingest';
import { FLAG_OPERATORS } from '@/lib/recordings/flag-rules';

const database = setupTestDatabase();
setupBlobStore();

const visitor: FlagAttributes = {
  userId: 'mina',
  referrer: 'https://www.example.org/search?q=parley',
  os: 'Linux',
  browser: 'Chrome',
  device: 'desktop',
  country: 'DE',
  state: '',
  city: 'Berlin',
  metadata: { plan: 'pro' },
};

type FlagShape = Parameters<typeof evaluateFlag>[0];
const flag = (overrides: Partial<FeatureFlag> = {}): FlagShape => ({
  flagKey: 'new-editor',
  flagType: 'boolean',
  isPersist: false,
  isActive: true,
  payload: null,
  conditions: [],
  variants: [],
  ...overrides,
});
const fixed = (value: number) => () => value;

describe('flag evaluation (tracker/PROTOCOL.md "Flag rules")', () => {
  test('a flag without conditions is on for everyone; an inactive flag for no one', () => {
    expect(evaluateFlag(flag(), visitor, undefined, fixed(0.99))).toEqual({
      key: 'new-editor',
      is_persist: false,
      value: true,
      payload: null,
    });
    expect(evaluateFlag(flag({ isActive: false }), visitor, undefined, fixed(0))).toBeNull();
  });

  test("the matching group's rollout percentage samples visitors", () => {
    const half = flag({ conditions: [{ rolloutPercentage: 50, filters: [] }] });
    expect(evaluateFlag(half, visitor, undefined, fixed(0.49))).not.toBeNull();
    expect(evaluateFlag(half, visitor, undefined, fixed(0.5))).toBeNull();
    expect(
      evaluateFlag(flag({ conditions: [{ rolloutPercentage: 0, filters: [] }] }), visitor, undefined, fixed(0)),
    ).toBeNull();
  });

  test("groups are alternatives (OR), a group's filters all have to hold (AND)", () => {
    const groups = flag({
      conditions: [
        { rolloutPercentage: 100, filters: [{ type: 'userCountry', operator: 'is', value: ['FR'] }] },
        {
          rolloutPercentage: 100,
          filters: [
            { type: 'userBrowser', operator: 'is', value: ['chrome'] },
            { type: 'userOs', operator: 'isNot', value: ['Windows'] },
          ],
        },
      ],
    });
    expect(evaluateFlag(groups, visitor, undefined, fixed(0))).not.toBeNull();
    expect(evaluateFlag(groups, { ...visitor, os: 'Windows' }, undefined, fixed(0))).toBeNull();
  });

  test('a multi-variant flag picks its variant by cumulative percentages', () => {
    const multi = flag({
      flagType: 'multi',
      variants: [
        { value: 'blue', rolloutPercentage: 30, payload: { color: '#00f' } },
        { value: 'green', rolloutPercentage: 70 },
      ],
    });
    // The first random() is the rollout sample, the second the variant roll.
    const rolls = (first: number, second: number) => {
      const values = [first, second];
      return () => values.shift() ?? 0;
    };
    expect(evaluateFlag(multi, visitor, undefined, rolls(0, 0.29))).toMatchObject({
      value: 'blue',
      payload: { color: '#00f' },
    });
    expect(evaluateFlag(multi, visitor, undefined, rolls(0, 0.3))).toMatchObject({ value: 'green' });
  });

  test('a persisted value comes back unchanged while the flag is persistent (and, multi-variant, a known variant)', () => {
    const multi = flag({
      flagType: 'multi',
      isPersist: true,
      variants: [
        { value: 'blue', rolloutPercentage: 0 },
        { value: 'green', rolloutPercentage: 100 },
      ],
    });
    expect(evaluateFlag(multi, visitor, 'blue', fixed(0.99))).toMatchObject({ value: 'blue', is_persist: true });
    expect(evaluateFlag(multi, visitor, 'purple', fixed(0))).toMatchObject({ value: 'green' });
    const notPersistent = flag({ flagType: 'multi', isPersist: false, variants: multi.variants });
    expect(evaluateFlag(notPersistent, visitor, 'blue', fixed(0))).toMatchObject({ value: 'green' });
    const rolledOut = flag({ isPersist: true, conditions: [{ rolloutPercentage: 0, filters: [] }] });
    expect(evaluateFlag(rolledOut, visitor, true, fixed(0))).toMatchObject({ value: true });
  });

  test.each([
    ['is', ['berlin'], true],
    ['is', ['hamburg'], false],
    ['isNot', ['hamburg'], true],
    ['isAny', [], true],
    ['isUndefined', [], false],
    ['contains', ['erl'], true],
    ['notContains', ['erl'], false],
    ['startsWith', ['ber'], true],
    ['endsWith', ['lin'], true],
    ['endsWith', ['ber'], false],
  ] as const)('operator %s %j on the city is %s', (operator, value, expected) => {
    expect(flagFilterHolds({ type: 'userCity', operator, value: [...value] }, visitor)).toBe(expected);
  });

  test('every operator is covered, metadata filters name their key in source, and a missing attribute is undefined', () => {
    expect(FLAG_OPERATORS).toHaveLength(8);
    expect(flagFilterHolds({ type: 'metadata', source: 'plan', operator: 'is', value: ['pro'] }, visitor)).toBe(true);
    expect(flagFilterHolds({ type: 'metadata', source: 'team', operator: 'isUndefined', value: [] }, visitor)).toBe(
      true,
    );
    expect(flagFilterHolds({ type: 'userState', operator: 'isUndefined', value: [] }, visitor)).toBe(true);
    expect(flagFilterHolds({ type: 'referrer', operator: 'contains', value: ['example.org'] }, visitor)).toBe(true);
    expect(flagFilterHolds({ type: 'userId', operator: 'is', value: ['omid', 'mina'] }, visitor)).toBe(true);
  });
});

describe(`POST /ingest/v1/web/feature-flags on ${ENGINE}`, () => {
  test("serves the project's flags that are on for the visitor (browser from the User-Agent), keeps them with the session", async () => {
    const project = await createProject(database.db());
    await database
      .db()
      .insert(featureFlags)
      .values([
        {
          projectId: project.id,
          flagKey: 'chrome-only',
          conditions: [
            { rolloutPercentage: 100, filters: [{ type: 'userBrowser', operator: 'is', value: ['Chrome'] }] },
          ],
        },
        {
          projectId: project.id,
          flagKey: 'firefox-only',
          conditions: [
            { rolloutPercentage: 100, filters: [{ type: 'userBrowser', operator: 'is', value: ['Firefox'] }] },
          ],
        },
        { projectId: project.id, flagKey: 'off', isActive: false },
        {
          projectId: project.id,
          flagKey: 'sticky',
          flagType: 'multi',
          isPersist: true,
          variants: [
            { value: 'a', rolloutPercentage: 0 },
            { value: 'b', rolloutPercentage: 100 },
          ],
        },
      ]);
    const started = await send(ingestRoutes.start.POST, startRequest(startBody(project.publicKey)));
    const token = String(started.body.token);
    const request = new Request('http://localhost:3000/ingest/v1/web/feature-flags', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      },
      body: JSON.stringify({
        projectID: project.id,
        userID: 'mina',
        persistFlags: { sticky: { key: 'sticky', value: 'a' } },
      }),
    });
    const answer = await send(ingestRoutes.flags.POST, request);
    expect(answer.status).toBe(200);
    const flags = answer.body.flags as { key: string; value: unknown; is_persist: boolean }[];
    expect(flags.map((f) => f.key).sort()).toEqual(['chrome-only', 'sticky']);
    expect(flags.find((f) => f.key === 'sticky')).toMatchObject({ value: 'a', is_persist: true });
    const kept = await database
      .db()
      .select()
      .from(recordingSessionFlags)
      .where(eq(recordingSessionFlags.sessionId, String(started.body.sessionID)));
    expect(kept.map((f) => `${f.flagKey}=${f.value}`).sort()).toEqual(['chrome-only=true', 'sticky=a']);
  });

  test('401 without a valid session token', async () => {
    const request = new Request('http://localhost:3000/ingest/v1/web/feature-flags', { method: 'POST', body: '{}' });
    expect((await send(ingestRoutes.flags.POST, request)).status).toBe(401);
  });
});

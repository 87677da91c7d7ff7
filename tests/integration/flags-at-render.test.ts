import { ENGINE, setupTestDatabase } from './support/database';
import { bearer, ORIGIN, registerThroughApi, newAccount, send } from './support/api';
import { createProject, ingestRoutes, setupBlobStore, startBody, startRequest } from './support/ingest';
import { featureFlags } from '@/lib/db/schema';
import { flagsAtRender } from '@/lib/ingest/flags';
import { flagBucket } from '@/lib/recordings/flag-bucket';
import { siteProjectKey } from '@/lib/recordings/projects';
import * as serverFlags from '@/app/api/feature-flags/route';

const database = setupTestDatabase();
setupBlobStore();

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const MEMBERS = ['mina', 'omid', 'sara', 'reza', 'lena', 'tom'];

async function seedFlags(projectId: string) {
  await database
    .db()
    .insert(featureFlags)
    .values([
      { projectId, flagKey: 'everyone', conditions: [{ rolloutPercentage: 100, filters: [] }] },
      { projectId, flagKey: 'half', conditions: [{ rolloutPercentage: 50, filters: [] }] },
      {
        projectId,
        flagKey: 'chrome',
        conditions: [{ rolloutPercentage: 100, filters: [{ type: 'userBrowser', operator: 'is', value: ['Chrome'] }] }],
      },
      {
        projectId,
        flagKey: 'colour',
        flagType: 'multi',
        conditions: [{ rolloutPercentage: 100, filters: [] }],
        variants: [
          { value: 'blue', rolloutPercentage: 50 },
          { value: 'green', rolloutPercentage: 50 },
        ],
      },
      { projectId, flagKey: 'off', isActive: false },
    ]);
}

/** What the ingest answers a tracker that names `userID`. */
async function trackerFlags(projectKey: string, userID: string) {
  const started = await send(ingestRoutes.start.POST, startRequest(startBody(projectKey)));
  const answer = await send(
    ingestRoutes.flags.POST,
    new Request(`${ORIGIN}/ingest/v1/web/feature-flags`, {
      method: 'POST',
      headers: { authorization: `Bearer ${String(started.body.token)}`, 'user-agent': CHROME_UA },
      body: JSON.stringify({ userID }),
    }),
  );
  return Object.fromEntries(
    (answer.body as { flags: { key: string; value: unknown }[] }).flags.map((flag) => [flag.key, flag.value]),
  );
}

const asRecord = (flags: { key: string; value: unknown }[]) =>
  Object.fromEntries(flags.map((flag) => [flag.key, flag.value]));

describe(`flags evaluated on the server on ${ENGINE}`, () => {
  test("a member's flags at render are the ones the ingest answers their tracker, every time: bucketed by their name, not drawn", async () => {
    const project = await createProject(database.db());
    await seedFlags(project.id);
    for (const member of MEMBERS) {
      const rendered = asRecord(await flagsAtRender(project.id, { member, userAgent: CHROME_UA }));
      expect(await trackerFlags(project.publicKey, member)).toEqual(rendered);
      expect(await trackerFlags(project.publicKey, member)).toEqual(rendered);
      // The draw is the member's bucket: in the half exactly when the bucket is below one half.
      expect(rendered.half === true).toBe(flagBucket('half', 'rollout', member) < 0.5);
      expect(rendered.colour).toBe(flagBucket('colour', 'variant', member) < 0.5 ? 'blue' : 'green');
      expect(rendered).toMatchObject({ everyone: true, chrome: true });
      expect(rendered.off).toBeUndefined();
    }
    // Among these members both halves and both variants occur: the bucket splits them.
    const all = await Promise.all(MEMBERS.map((member) => flagsAtRender(project.id, { member })));
    expect(new Set(all.map((flags) => asRecord(flags).half === true))).toEqual(new Set([true, false]));
    expect(new Set(all.map((flags) => asRecord(flags).colour))).toEqual(new Set(['blue', 'green']));
  });

  test('a visitor the server does not know gets the flags rolled out to everyone who matches, and the default of every other', async () => {
    const project = await createProject(database.db());
    await seedFlags(project.id);
    expect(asRecord(await flagsAtRender(project.id, { member: null, userAgent: CHROME_UA }))).toEqual({
      everyone: true,
      chrome: true,
    });
    expect(asRecord(await flagsAtRender(project.id, { member: null, userAgent: 'curl/8.0' }))).toEqual({
      everyone: true,
    });
  });
});

describe(`GET /api/feature-flags (a visitor without a tracker) on ${ENGINE}`, () => {
  test('a signed-in member gets their own flags, as their tracker would; anyone else the flags rolled out to everyone; nothing is set or kept', async () => {
    const project = await createProject(database.db(), { publicKey: siteProjectKey() });
    await seedFlags(project.id);
    const { token, account } = await registerThroughApi(newAccount({ username: 'omid_flags' }));
    const member = await send(serverFlags.GET, bearer('GET', '/api/feature-flags', token, { 'user-agent': CHROME_UA }));
    expect(member.status).toBe(200);
    const expected = await flagsAtRender(project.id, { member: account.username, userAgent: CHROME_UA });
    expect(member.body).toEqual({ flags: expected.map(({ key, value, payload }) => ({ key, value, payload })) });
    expect(asRecord(member.body.flags as { key: string; value: unknown }[])).toEqual(
      await trackerFlags(project.publicKey, account.username),
    );

    const anonymous = await send(
      serverFlags.GET,
      new Request(`${ORIGIN}/api/feature-flags`, { headers: { 'user-agent': CHROME_UA } }),
    );
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    expect(anonymous.headers.get('cache-control')).toMatch(/no-store/);
    expect(asRecord(anonymous.body.flags as { key: string; value: unknown }[])).toEqual({
      everyone: true,
      chrome: true,
    });
    expect((await send(serverFlags.POST, new Request(`${ORIGIN}/api/feature-flags`, { method: 'POST' }))).status).toBe(
      405,
    );
  });
});

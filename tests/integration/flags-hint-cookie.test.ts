import { NextRequest } from 'next/server';
import { setupTestDatabase, ENGINE } from './support/database';
import { createProject, setupBlobStore } from './support/ingest';
import { featureFlags } from '@/lib/db/schema';
import { flagsAtRender } from '@/lib/ingest/flags';
import { encodeFlagsHint, FLAGS_HINT_COOKIE } from '@/lib/recordings/flags-hint';
import { siteProjectKey } from '@/lib/recordings/projects';
import { proxy } from '@/proxy';

const database = setupTestDatabase();
setupBlobStore();

/** A page request as the browser sends it, with these cookies. */
const page = (cookies: Record<string, string>) =>
  new NextRequest('http://localhost:3000/articles?lang=en', {
    headers: {
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; '),
    },
  });

const flagsCookie = (response: Response) => {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${FLAGS_HINT_COOKIE}=`));
  return header === undefined
    ? undefined
    : decodeURIComponent(header.slice(FLAGS_HINT_COOKIE.length + 1).split(';')[0]!);
};

describe(`the proxy hands a member's flags to the page before its first paint on ${ENGINE}`, () => {
  test("a member's page gets their flags in the cookie when they changed, an anonymous one none, a signed-out one clears it", async () => {
    const project = await createProject(database.db(), { publicKey: siteProjectKey() });
    await database
      .db()
      .insert(featureFlags)
      .values([
        { projectId: project.id, flagKey: 'footer-back-to-top', conditions: [{ rolloutPercentage: 100, filters: [] }] },
        { projectId: project.id, flagKey: 'half', conditions: [{ rolloutPercentage: 50, filters: [] }] },
      ]);
    const member = { 'parley-signed-in': '1', 'parley-member': 'mina' };
    const expected = encodeFlagsHint(await flagsAtRender(project.id, { member: 'mina' }));
    expect(JSON.parse(expected)).toMatchObject({ 'footer-back-to-top': true });

    expect(flagsCookie(await proxy(page(member)))).toBe(expected);
    // Unchanged: no Set-Cookie at all.
    expect(flagsCookie(await proxy(page({ ...member, [FLAGS_HINT_COOKIE]: expected })))).toBeUndefined();
    // An anonymous visitor gets none (their page stays cacheable); one signed out loses theirs.
    expect((await proxy(page({}))).headers.getSetCookie()).toEqual([]);
    expect(flagsCookie(await proxy(page({ [FLAGS_HINT_COOKIE]: expected })))).toBe('');
  });
});

import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';
import { startReceiver } from './support/receiver';
import { PRIVATE_TARGETS_SETTING } from '@/lib/integrations/outgoing-target';
import { issueTrackers } from '@/lib/db/schema';
import { problemsOf } from '@/lib/errors';
import { configureTracker, createIssue, deleteTracker, listTrackers } from '@/lib/integrations/issue-trackers';

const database = setupTestDatabase();
const TEAM = { ...ADMIN, username: 'team' };
const NOW = new Date('2026-12-01T12:00:00.000Z');

let api: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  // The receiver listens on 127.0.0.1, a loopback address: allowed here, and refused where a test turns it off.
  process.env[PRIVATE_TARGETS_SETTING] = 'on';
  api = await startReceiver();
});
beforeEach(() => {
  api.received.length = 0;
});
afterAll(() => api.close());

async function setup(tracker: Record<string, string>) {
  const project = await createProject(database.db());
  const session = await seedSession(database.db(), project.id);
  const configured = await configureTracker(TEAM, project.id, { baseUrl: api.url, ...tracker }, { now: NOW });
  expect(configured).toMatchObject({ ok: true });
  const at = session.startedAt.getTime() + 12_000;
  return { project, session, at, moment: new RegExp(`/studio/sessions/${session.id}\\?t=${at}`) };
}

describe(`issues filed in GitHub, GitLab and Jira on ${ENGINE}`, () => {
  test("GitHub: POST /repos/{owner}/{repo}/issues with the Bearer token, the issue's text carrying the moment's link", async () => {
    const { project, session, at, moment } = await setup({
      kind: 'github',
      target: 'parley/site',
      token: 'ghp_secret',
    });
    api.answer({ status: 201, body: JSON.stringify({ html_url: 'https://github.com/parley/site/issues/9' }) });
    const result = await createIssue(ADMIN, project.id, {
      kind: 'github',
      title: 'Vote button does nothing',
      description: 'Seen on a replay',
      sessionId: session.id,
      at,
    });
    expect(result).toEqual({ ok: true, url: 'https://github.com/parley/site/issues/9' });
    const [request] = api.received;
    expect([request!.method, request!.path, request!.headers.authorization]).toEqual([
      'POST',
      '/repos/parley/site/issues',
      'Bearer ghp_secret',
    ]);
    expect(request!.headers['x-github-api-version']).toBe('2022-11-28');
    const body = JSON.parse(request!.body);
    expect(body.title).toBe('Vote button does nothing');
    expect(body.body).toMatch(/^Seen on a replay\n\nReplay at the moment: /);
    expect(body.body).toMatch(moment);
  });

  test('GitLab: POST /api/v4/projects/{id}/issues with PRIVATE-TOKEN, the path-encoded project and the link', async () => {
    const { project, session, at, moment } = await setup({ kind: 'gitlab', target: 'team/site', token: 'glpat-1' });
    api.answer({ status: 201, body: JSON.stringify({ web_url: 'https://gitlab.com/team/site/-/issues/3' }) });
    const result = await createIssue(ADMIN, project.id, {
      kind: 'gitlab',
      title: 'Stuck form',
      sessionId: session.id,
      at,
    });
    expect(result).toEqual({ ok: true, url: 'https://gitlab.com/team/site/-/issues/3' });
    const [request] = api.received;
    expect([request!.method, request!.path, request!.headers['private-token']]).toEqual([
      'POST',
      '/api/v4/projects/team%2Fsite/issues',
      'glpat-1',
    ]);
    expect(JSON.parse(request!.body)).toEqual({ title: 'Stuck form', description: expect.stringMatching(moment) });
  });

  test('Jira: POST /rest/api/2/issue with Basic email:token, the project key, the issue type and the link', async () => {
    const { project, session, at, moment } = await setup({
      kind: 'jira',
      target: 'WEB',
      token: 'jira-token',
      account: 'team@example.com',
    });
    api.answer({ status: 201, body: JSON.stringify({ id: '10001', key: 'WEB-42' }) });
    const result = await createIssue(ADMIN, project.id, { kind: 'jira', title: 'Crash', sessionId: session.id, at });
    expect(result).toEqual({ ok: true, url: `${api.url}/browse/WEB-42` });
    const [request] = api.received;
    expect([request!.method, request!.path, request!.headers.authorization]).toEqual([
      'POST',
      '/rest/api/2/issue',
      `Basic ${Buffer.from('team@example.com:jira-token').toString('base64')}`,
    ]);
    expect(JSON.parse(request!.body)).toEqual({
      fields: {
        project: { key: 'WEB' },
        summary: 'Crash',
        description: expect.stringMatching(moment),
        issuetype: { name: 'Bug' },
      },
    });
  });

  test("the token is stored sealed and never listed; a tracker's refusal is reported with its status", async () => {
    const { project, session, at } = await setup({ kind: 'github', target: 'parley/site', token: 'ghp_secret' });
    const [stored] = await database.db().select().from(issueTrackers);
    expect(stored!.tokenSealed).not.toContain('ghp_secret');
    const listed = await listTrackers(ADMIN, project.id);
    expect(JSON.stringify(listed)).not.toContain('ghp_secret');
    expect(listed.map((one) => [one.kind, one.target])).toEqual([['github', 'parley/site']]);

    api.answer({ status: 401, body: '{"message":"Bad credentials"}' });
    const refused = await createIssue(ADMIN, project.id, { kind: 'github', title: 'x', sessionId: session.id, at });
    expect(refused).toMatchObject({
      ok: false,
      code: 'unavailable',
      error: 'GitHub answered 401: {"message":"Bad credentials"}',
    });
    // Not configured, or not this project's session: not found, and nothing is sent.
    api.received.length = 0;
    const other = await createProject(database.db());
    const elsewhere = await seedSession(database.db(), other.id);
    expect(await createIssue(ADMIN, project.id, { kind: 'jira', title: 'x', sessionId: session.id, at })).toMatchObject(
      {
        code: 'not_found',
        field: 'kind',
      },
    );
    expect(
      await createIssue(ADMIN, project.id, { kind: 'github', title: 'x', sessionId: elsewhere.id, at }),
    ).toMatchObject({
      code: 'not_found',
    });
    expect(api.received).toEqual([]);
    expect(await deleteTracker(ADMIN, project.id, listed[0]!.id)).toEqual({ ok: true });
    expect(await listTrackers(ADMIN, project.id)).toEqual([]);
  });

  describe(`with ${PRIVATE_TARGETS_SETTING} off, as on a server by default`, () => {
    beforeEach(() => {
      delete process.env[PRIVATE_TARGETS_SETTING];
    });
    afterEach(() => {
      process.env[PRIVATE_TARGETS_SETTING] = 'on';
    });

    test.each([
      ['http://127.0.0.1:9', '127.0.0.1 is a loopback address'],
      ['http://10.0.0.1', '10.0.0.1 is a private address'],
      ['http://169.254.169.254', '169.254.169.254 is a link-local address'],
      ['http://[::1]', '::1 is a loopback address'],
      ['http://[fd00::1]', 'fd00::1 is a unique-local address'],
      ['http://localhost', 'localhost resolves to 127.0.0.1, a loopback address'],
    ])("a tracker whose API address is %s is refused with that field's reason", async (baseUrl, why) => {
      const project = await createProject(database.db());
      const result = await configureTracker(
        TEAM,
        project.id,
        { kind: 'gitlab', baseUrl, target: 'team/site', token: 'glpat-1' },
        { now: NOW },
      );
      expect(result.ok ? [] : problemsOf(result).map((one) => [one.field, one.reason, one.error])).toEqual([
        ['baseUrl', 'privateAddress', `baseUrl: must lead to a public address: ${why}, not a public one`],
      ]);
      expect(await listTrackers(ADMIN, project.id)).toEqual([]);
    });

    test('an issue for a tracker saved at a loopback address is not sent, and the answer says why', async () => {
      process.env[PRIVATE_TARGETS_SETTING] = 'on';
      const { project, session, at } = await setup({ kind: 'github', target: 'parley/site', token: 'ghp_secret' });
      delete process.env[PRIVATE_TARGETS_SETTING];
      const result = await createIssue(ADMIN, project.id, { kind: 'github', title: 'x', sessionId: session.id, at });
      expect(result).toMatchObject({
        ok: false,
        code: 'unavailable',
        error: 'GitHub was not asked: 127.0.0.1 is a loopback address, not a public one',
      });
      expect(api.received).toEqual([]);
    });
  });

  test('a tracker with bad fields is refused field by field; only the product team files issues', async () => {
    const project = await createProject(database.db());
    const result = await configureTracker(
      TEAM,
      project.id,
      { kind: 'jira', baseUrl: 'javascript:alert(1)', target: 'web', token: '', account: 'nobody' },
      { now: NOW },
    );
    // In the form's order.
    expect(result.ok ? [] : problemsOf(result).map((one) => [one.field, one.error])).toEqual([
      ['baseUrl', 'baseUrl: must start with http:// or https://'],
      ['target', 'target: must be a project key (capital letters: WEB)'],
      ['token', 'token: is required'],
      ['account', "account: must be the Jira account's email"],
    ]);
    const second = await configureTracker(
      TEAM,
      project.id,
      { kind: 'github', baseUrl: 'https://api.github.com', target: 'no-slash', token: 't' },
      { now: NOW },
    );
    expect(second.ok ? [] : problemsOf(second).map((one) => [one.field, one.error])).toEqual([
      ['target', 'target: must be owner/repository'],
    ]);
    await expect(
      createIssue(MEMBER, project.id, { kind: 'github', title: 'x', sessionId: 'x', at: 1 }),
    ).rejects.toThrow('No such page');
  });
});

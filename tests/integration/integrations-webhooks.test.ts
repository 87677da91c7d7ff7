import { createHmac } from 'node:crypto';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';
import { startReceiver } from './support/receiver';
import { PRIVATE_TARGETS_SETTING } from '@/lib/integrations/outgoing-target';
import { bugReports, recordingEvents } from '@/lib/db/schema';
import { problemsOf } from '@/lib/errors';
import { addNote } from '@/lib/studio/notes';
import { deliverDue } from '@/lib/integrations/delivery-runner';
import { detectEvents } from '@/lib/integrations/event-detector';
import { DELIVERY_MAX_ATTEMPTS } from '@/lib/integrations/limits';
import { INTEGRATIONS_ADVISORY_LOCK, integrationsLock, runIntegrations } from '@/lib/integrations/runner';
import { postgresJobLock } from '@/lib/ingest/retention-runner';
import { SIGNATURE_HEADER, verifySignature } from '@/lib/integrations/signature';
import { createTrendAlert } from '@/lib/integrations/trend-alerts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  updateWebhook,
} from '@/lib/integrations/webhooks';

const database = setupTestDatabase();
const TEAM = { ...ADMIN, username: 'team' };
const NOW = new Date('2026-12-01T12:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  // The receiver listens on 127.0.0.1, a loopback address: allowed here, and refused where a test turns it off.
  process.env[PRIVATE_TARGETS_SETTING] = 'on';
  receiver = await startReceiver();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answer({ status: 200, body: 'ok' });
});
afterAll(() => receiver.close());

async function webhookFor(projectId: string, events: string, format = 'json') {
  const created = await createWebhook(TEAM, projectId, { url: `${receiver.url}/hook`, events, format }, { now: NOW });
  if (!created.ok) throw new Error(created.error);
  return created;
}

describe(`outgoing webhooks on ${ENGINE}`, () => {
  test("a note on a replay arrives at the webhook, signed with the webhook's secret, with the moment's link", async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    const hook = await webhookFor(project.id, 'replay_note.created');
    const at = session.startedAt.getTime() + 4000;
    expect(await addNote(TEAM, project.id, session.id, { at, body: 'The vote does nothing' })).toMatchObject({
      ok: true,
    });

    expect(await detectEvents({ now: NOW })).toBe(1);
    expect(await deliverDue({ now: NOW })).toEqual({ attempted: 1, delivered: 1, failed: 0 });

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/hook');
    expect(request!.headers['parley-event']).toBe('replay_note.created');
    const header = String(request!.headers[SIGNATURE_HEADER.toLowerCase()]);
    // As a receiver checks it with its own HMAC, over the raw body it got.
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
    expect(Number(t)).toBe(NOW.getTime() / 1000);
    expect(v1).toBe(createHmac('sha256', hook.secret).update(`${t}.${request!.body}`).digest('hex'));
    expect(verifySignature(hook.secret, request!.body, header, NOW)).toBe(true);
    expect(verifySignature('whsec_another', request!.body, header, NOW)).toBe(false);
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      event: 'replay_note.created',
      projectId: project.id,
      data: { body: 'The vote does nothing', author: 'team', sessionId: session.id, at },
    });
    expect(body.data.url).toMatch(new RegExp(`/studio/sessions/${session.id}\\?t=${at}$`));

    const [logged] = await listDeliveries(ADMIN, project.id);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, responseExcerpt: 'ok' });
    expect(logged!.nextAttemptAt).toBeNull();
    // Seen once, told once: another pass finds nothing new and sends nothing.
    expect(await detectEvents({ now: later(60_000) })).toBe(0);
    expect(await deliverDue({ now: later(60_000) })).toEqual({ attempted: 0, delivered: 0, failed: 0 });
  });

  test('a receiver answering 500 twice, then 200, is tried again after 30 s and 60 s and logged delivered after 3 attempts', async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    await webhookFor(project.id, 'replay_note.created');
    await addNote(TEAM, project.id, session.id, { at: session.startedAt.getTime(), body: 'Stuck' });
    await detectEvents({ now: NOW });
    receiver.answer({ status: 500, body: 'down' }, { status: 500, body: 'still down' }, { status: 200, body: 'ok' });

    expect(await deliverDue({ now: NOW })).toMatchObject({ attempted: 1, failed: 1 });
    let [logged] = await listDeliveries(ADMIN, project.id);
    expect(logged).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, responseExcerpt: 'down' });
    expect(logged!.nextAttemptAt).toEqual(later(30_000));

    // Not due yet: nothing is sent.
    expect(await deliverDue({ now: later(29_000) })).toMatchObject({ attempted: 0 });
    expect(await deliverDue({ now: later(30_000) })).toMatchObject({ attempted: 1, failed: 1 });
    [logged] = await listDeliveries(ADMIN, project.id);
    expect(logged).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 });
    expect(logged!.nextAttemptAt).toEqual(later(90_000));

    expect(await deliverDue({ now: later(90_000) })).toMatchObject({ attempted: 1, delivered: 1 });
    [logged] = await listDeliveries(ADMIN, project.id);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200, error: null });
    expect(logged!.lastAttemptAt).toEqual(later(90_000));
    expect(receiver.received).toHaveLength(3);
    // Every attempt is signed afresh with its own time.
    expect(new Set(receiver.received.map((one) => one.headers['parley-signature'])).size).toBe(3);
  });

  test('a receiver that never answers well ends failed after the last attempt, and an unreachable one says why', async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    await webhookFor(project.id, 'replay_note.created');
    // A port nothing listens on: a closed receiver.
    const closed = await startReceiver();
    await closed.close();
    const unreachable = await createWebhook(
      TEAM,
      project.id,
      { url: `${closed.url}/gone`, events: ['replay_note.created'] },
      { now: NOW },
    );
    expect(unreachable.ok).toBe(true);
    await addNote(TEAM, project.id, session.id, { at: session.startedAt.getTime(), body: 'Broken' });
    await detectEvents({ now: NOW });
    receiver.answer({ status: 503, body: 'no' });

    let now = NOW;
    for (let run = 0; run < 20; run++) {
      await deliverDue({ now });
      const pending = (await listDeliveries(ADMIN, project.id)).filter((one) => one.status === 'pending');
      if (pending.length === 0) break;
      now = new Date(Math.min(...pending.map((one) => one.nextAttemptAt!.getTime())));
    }
    const log = await listDeliveries(ADMIN, project.id);
    expect(log.map((one) => [one.url.endsWith('/gone'), one.status, one.attempts, one.nextAttemptAt])).toEqual(
      expect.arrayContaining([
        [false, 'failed', DELIVERY_MAX_ATTEMPTS, null],
        [true, 'failed', DELIVERY_MAX_ATTEMPTS, null],
      ]),
    );
    expect(receiver.received).toHaveLength(DELIVERY_MAX_ATTEMPTS);
    const gone = log.find((one) => one.url.endsWith('/gone'))!;
    expect(gone.responseStatus).toBeNull();
    expect(gone.error).toMatch(/ECONNREFUSED|fetch failed/);
    expect(log.find((one) => !one.url.endsWith('/gone'))).toMatchObject({
      responseStatus: 503,
      error: 'The receiver answered 503',
    });
  });

  test('a Slack webhook gets text and blocks for a new bug report, with the link to the report in the studio', async () => {
    const project = await createProject(database.db());
    await webhookFor(project.id, 'bug_report.created', 'slack');
    const [report] = await database
      .db()
      .insert(bugReports)
      .values({
        what: 'The <save> button & the form',
        page: '/questions/1',
        email: 'x@example.com',
        clientAddress: '127.0.0.1',
      })
      .returning();
    expect(await detectEvents({ now: NOW })).toBe(1);
    await deliverDue({ now: NOW });
    const body = JSON.parse(receiver.received[0]!.body);
    expect(Object.keys(body).sort()).toEqual(['blocks', 'text']);
    expect(body.text).toBe('New bug report on /questions/1: The <save> button & the form');
    expect(body.blocks[0]).toEqual({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: expect.stringMatching(
          new RegExp(
            `^New bug report on /questions/1: The &lt;save&gt; button &amp; the form\\n<.*/studio/bugs/${report!.id}\\|Open in Parley>$`,
          ),
        ),
      },
    });
    expect(body.blocks[1]).toMatchObject({ type: 'context' });
    // The reporter's email stays in the studio.
    expect(receiver.received[0]!.body).not.toContain('x@example.com');
  });

  test('a new error group is told once, and a trend alert once per hour its count is above the threshold', async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id, { startedAt: later(-10 * 60_000) });
    await webhookFor(project.id, 'error_group.created,trend.threshold_exceeded');
    expect(await createTrendAlert(TEAM, project.id, { metric: 'errors', perHourAbove: '4' })).toMatchObject({
      ok: true,
    });
    const error = (fingerprint: string, minutesAgo: number) => ({
      sessionId: session.id,
      kind: 'error' as const,
      name: 'TypeError',
      label: `x is undefined (${fingerprint})`,
      pageNo: 0,
      fingerprint,
      at: later(-minutesAgo * 60_000),
    });
    await database
      .db()
      .insert(recordingEvents)
      .values([error('fp-a', 5), error('fp-a', 4), error('fp-b', 3)]);
    expect(await detectEvents({ now: NOW })).toBe(2);
    await database
      .db()
      .insert(recordingEvents)
      .values([error('fp-a', 2), error('fp-b', 1)]);
    // Two more of known groups: no new group, but 5 errors this hour pass "above 4", once.
    expect(await detectEvents({ now: NOW })).toBe(1);
    expect(await detectEvents({ now: later(60_000) })).toBe(0);
    await deliverDue({ now: later(60_000) });
    const told = receiver.received.map((one) => JSON.parse(one.body));
    expect(told.map((one) => [one.event, one.data.fingerprint ?? one.data.count])).toEqual([
      ['error_group.created', 'fp-a'],
      ['error_group.created', 'fp-b'],
      ['trend.threshold_exceeded', 5],
    ]);
    expect(told[2].data).toMatchObject({ metric: 'errors', perHourAbove: 4, hourStart: '2026-12-01T11:00:00.000Z' });
  });

  test('what happened before the first webhook is not told, and a deleted webhook gets nothing more', async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    await addNote(TEAM, project.id, session.id, { at: 1, body: 'Before' });
    const hook = await webhookFor(project.id, 'replay_note.created');
    expect(await detectEvents({ now: NOW })).toBe(0);
    expect(await deleteWebhook(ADMIN, project.id, hook.id)).toEqual({ ok: true });
    expect(await deleteWebhook(ADMIN, project.id, hook.id)).toMatchObject({ ok: false, code: 'not_found' });
    await addNote(TEAM, project.id, session.id, { at: 2, body: 'After' });
    await detectEvents({ now: NOW });
    expect(await deliverDue({ now: NOW })).toMatchObject({ attempted: 0 });
    expect(receiver.received).toEqual([]);
  });

  test('a bad address, kind or format is refused field by field, and only the product team manages webhooks', async () => {
    const project = await createProject(database.db());
    const refused = async (input: unknown) => {
      const result = await createWebhook(TEAM, project.id, input, { now: NOW });
      return result.ok ? result : problemsOf(result).map((one) => [one.field, one.code, one.error]);
    };
    expect(await refused({ url: 'ftp://example.com/x', events: 'nope', format: 'xml' })).toEqual([
      ['url', 'invalid', 'url: must start with http:// or https://'],
      [
        'events',
        'invalid',
        'events: must be known event kinds (bug_report.created, replay_note.created, error_group.created, trend.threshold_exceeded)',
      ],
      ['format', 'invalid', 'format: must be json or slack'],
    ]);
    expect(await refused({ url: 'example.com', events: '' })).toEqual([
      ['url', 'invalid', 'url: must be an absolute address (https://…)'],
      ['events', 'required', 'events: is required'],
    ]);
    expect(await refused({ url: 'https://user:pw@example.com/', events: 'bug_report.created' })).toEqual([
      ['url', 'invalid', 'url: must not carry a user name or password'],
    ]);
    expect(await listWebhooks(ADMIN, project.id)).toEqual([]);
    await expect(
      createWebhook(
        { ...MEMBER, username: 'mina' },
        project.id,
        { url: 'https://x.example', events: 'bug_report.created' },
        { now: NOW },
      ),
    ).rejects.toThrow('No such page');
    await expect(listDeliveries(MEMBER, project.id)).rejects.toThrow('No such page');
  });

  test('the delivery log keeps the address each delivery went to after the webhook is moved; one not tried yet names where it goes', async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    const hook = await webhookFor(project.id, 'replay_note.created');
    await addNote(TEAM, project.id, session.id, { at: session.startedAt.getTime(), body: 'Before the move' });
    await detectEvents({ now: NOW });
    expect(await deliverDue({ now: NOW })).toMatchObject({ delivered: 1 });

    const moved = { url: `${receiver.url}/moved`, events: 'replay_note.created' };
    expect(await updateWebhook(TEAM, project.id, hook.id, moved)).toMatchObject({ ok: true });
    await addNote(TEAM, project.id, session.id, { at: session.startedAt.getTime() + 1, body: 'After the move' });
    await detectEvents({ now: later(1_000) });
    expect((await listDeliveries(ADMIN, project.id)).map((one) => [one.status, one.url])).toEqual([
      ['pending', `${receiver.url}/moved`],
      ['delivered', `${receiver.url}/hook`],
    ]);
    expect(await deliverDue({ now: later(1_000) })).toMatchObject({ delivered: 1 });
    expect(receiver.received.map((one) => one.path)).toEqual(['/hook', '/moved']);
    expect((await listDeliveries(ADMIN, project.id)).map((one) => [one.status, one.url])).toEqual([
      ['delivered', `${receiver.url}/moved`],
      ['delivered', `${receiver.url}/hook`],
    ]);
  });

  test("an edit is checked as a new webhook is, another project's webhook is not found, and only the product team edits or rotates", async () => {
    const project = await createProject(database.db());
    const other = await createProject(database.db());
    const hook = await webhookFor(project.id, 'bug_report.created');
    expect(
      await updateWebhook(TEAM, project.id, hook.id, { url: 'ftp://x.example/', events: 'nope', format: 'xml' }),
    ).toMatchObject({
      ok: false,
      problems: [{ field: 'url' }, { field: 'events' }, { field: 'format' }],
    });
    const change = { url: 'https://hooks.example.com/in', events: 'bug_report.created' };
    expect(await updateWebhook(TEAM, other.id, hook.id, change)).toMatchObject({ ok: false, code: 'not_found' });
    expect(await rotateWebhookSecret(TEAM, other.id, hook.id)).toMatchObject({ ok: false, code: 'not_found' });
    expect(await listWebhooks(ADMIN, project.id)).toMatchObject([{ url: `${receiver.url}/hook`, format: 'json' }]);
    await expect(updateWebhook(MEMBER, project.id, hook.id, change)).rejects.toThrow('No such page');
    await expect(rotateWebhookSecret(MEMBER, project.id, hook.id)).rejects.toThrow('No such page');
  });

  describe(`with ${PRIVATE_TARGETS_SETTING} off, as on a server by default`, () => {
    beforeEach(() => {
      delete process.env[PRIVATE_TARGETS_SETTING];
    });
    afterEach(() => {
      process.env[PRIVATE_TARGETS_SETTING] = 'on';
    });

    test.each([
      ['http://127.0.0.1/', '127.0.0.1 is a loopback address'],
      ['http://10.0.0.1/', '10.0.0.1 is a private address'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
      ['http://[::1]/', '::1 is a loopback address'],
      ['http://[fd00::1]/', 'fd00::1 is a unique-local address'],
      ['http://localhost:8080/hook', 'localhost resolves to 127.0.0.1, a loopback address'],
    ])("a webhook to %s is refused with the address field's reason, and nothing is stored", async (url, why) => {
      const project = await createProject(database.db());
      const result = await createWebhook(TEAM, project.id, { url, events: 'bug_report.created' }, { now: NOW });
      expect(result.ok ? [] : problemsOf(result).map((one) => [one.field, one.code, one.reason, one.error])).toEqual([
        ['url', 'invalid', 'privateAddress', `url: must lead to a public address: ${why}, not a public one`],
      ]);
      expect(await listWebhooks(ADMIN, project.id)).toEqual([]);
    });

    test('a delivery to a name that now resolves to a loopback address is refused at connect, failed at once, and says why', async () => {
      const project = await createProject(database.db());
      const session = await seedSession(database.db(), project.id);
      const port = new URL(receiver.url).port;
      // Saved while allowed; then the setting is off, as if the name had been moved to an address inside.
      process.env[PRIVATE_TARGETS_SETTING] = 'on';
      for (const url of [`http://localhost:${port}/by-name`, `http://127.0.0.1:${port}/by-address`]) {
        expect(
          await createWebhook(TEAM, project.id, { url, events: 'replay_note.created' }, { now: NOW }),
        ).toMatchObject({ ok: true });
      }
      delete process.env[PRIVATE_TARGETS_SETTING];
      await addNote(TEAM, project.id, session.id, { at: session.startedAt.getTime(), body: 'Inside' });
      await detectEvents({ now: NOW });

      expect(await deliverDue({ now: NOW })).toEqual({ attempted: 2, delivered: 0, failed: 2 });
      expect(receiver.received).toEqual([]);
      const log = await listDeliveries(ADMIN, project.id);
      expect(
        log.map((one) => [new URL(one.url).pathname, one.status, one.attempts, one.nextAttemptAt, one.error]).sort(),
      ).toEqual([
        ['/by-address', 'failed', 1, null, 'Not sent: 127.0.0.1 is a loopback address, not a public one'],
        [
          '/by-name',
          'failed',
          1,
          null,
          expect.stringMatching(
            /^Not sent: localhost resolves to (127\.0\.0\.1|::1), a loopback address, not a public one$/,
          ),
        ],
      ]);
      // Not tried again: nothing is due later.
      expect(await deliverDue({ now: later(3_600_000) })).toMatchObject({ attempted: 0 });
    });
  });

  if (ENGINE === 'postgres') {
    test("while another replica runs the integrations (their advisory lock), this one's run sends nothing; after, it does", async () => {
      const url = database.handle().url!;
      const project = await createProject(database.db());
      const session = await seedSession(database.db(), project.id);
      await webhookFor(project.id, 'replay_note.created');
      await addNote(TEAM, project.id, session.id, { at: 1, body: 'Held' });
      let finish!: () => void;
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const other = postgresJobLock(url, INTEGRATIONS_ADVISORY_LOCK).tryRun(async () => {
        started();
        await new Promise<void>((resolve) => (finish = resolve));
      });
      await running;
      const lock = integrationsLock({ engine: 'postgres', url });
      expect(await runIntegrations({ lock, now: NOW })).toEqual({ ran: false });
      expect(receiver.received).toEqual([]);
      finish();
      await other;
      expect(await runIntegrations({ lock, now: NOW })).toEqual({
        ran: true,
        value: { events: 1, attempted: 1, delivered: 1, failed: 0 },
      });
      expect(receiver.received).toHaveLength(1);
    });
  }
});

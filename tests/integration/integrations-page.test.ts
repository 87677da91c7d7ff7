import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, seedSession } from './support/studio';
import { startReceiver } from './support/receiver';
import { PRIVATE_TARGETS_SETTING } from '@/lib/integrations/outgoing-target';
import { loadMessages } from '@/lib/i18n/messages';
import { users } from '@/lib/db/schema';
import { addNote } from '@/lib/studio/notes';
import { configureTracker } from '@/lib/integrations/issue-trackers';
import { processJobLock } from '@/lib/ingest/retention-runner';
import { runIntegrations } from '@/lib/integrations/runner';
import { createTrendAlert } from '@/lib/integrations/trend-alerts';
import { createWebhook } from '@/lib/integrations/webhooks';
import { verifySignature } from '@/lib/integrations/signature';
import { listDeliveries, listWebhooks } from '@/lib/integrations/webhooks';
import {
  createWebhookAction,
  rotateWebhookSecretAction,
  updateWebhookAction,
} from '@/app/[lang]/_lib/integration-actions';
import StudioIntegrationsPage from '@/app/[lang]/studio/integrations/page';
import StudioNotesPage from '@/app/[lang]/studio/notes/page';
import StudioReplayPage from '@/app/[lang]/studio/sessions/[id]/page';

const TEAM = { ...ADMIN, id: '00000000-0000-4000-8000-00000000000a', username: 'team' };
const NOW = new Date('2026-12-01T12:00:00.000Z');

jest.mock('@/app/current-user', () => ({ requireAdmin: async () => TEAM }));
jest.mock('next/cache', () => ({ refresh: () => {} }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'localhost:3000' }) }));
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: loadMessages(locale), namespace: namespace as never }),
    setRequestLocale: () => {},
  };
});

const database = setupTestDatabase();
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  // The receiver listens on 127.0.0.1, a loopback address: allowed here, and refused where a test turns it off.
  process.env[PRIVATE_TARGETS_SETTING] = 'on';
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** The props of the first element of a tree that `match`es. */
function findProps(node: unknown, match: (props: Record<string, unknown>) => boolean): Record<string, unknown> | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findProps(child, match);
      if (found) return found;
    }
    return null;
  }
  if (!isValidElement(node)) return null;
  const props = node.props as Record<string, unknown>;
  return match(props) ? props : findProps(props.children, match);
}

async function render(lang: 'en' | 'fa', query: Record<string, string> = {}) {
  return renderToStaticMarkup(
    await StudioIntegrationsPage({
      params: Promise.resolve({ lang }),
      searchParams: Promise.resolve(query),
    } as PageProps<'/[lang]/studio/integrations'>),
  );
}

describe(`the studio's integrations page on ${ENGINE}`, () => {
  test('lists the webhooks, their delivery log, the trend alerts and the trackers, never a secret or a token', async () => {
    const project = await createProject(database.db());
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const session = await seedSession(database.db(), project.id);
    const hook = await createWebhook(
      TEAM,
      project.id,
      { url: `${receiver.url}/hook`, events: 'replay_note.created', format: 'slack' },
      { now: NOW },
    );
    if (!hook.ok) throw new Error(hook.error);
    await createTrendAlert(TEAM, project.id, { metric: 'rage_clicks', perHourAbove: '25' });
    await configureTracker(
      TEAM,
      project.id,
      { kind: 'gitlab', baseUrl: 'https://gitlab.example', target: 'team/site', token: 'glpat-secret' },
      { now: NOW },
    );
    await addNote(TEAM, project.id, session.id, { at: session.startedAt.getTime(), body: 'Stuck here' });
    // The server's own run: the detector, then the delivery runner, under the job lock.
    expect(await runIntegrations({ now: NOW, lock: processJobLock() })).toEqual({
      ran: true,
      value: { events: 1, attempted: 1, delivered: 1, failed: 0 },
    });

    const html = await render('en');
    expect(html).toContain(`<code>${receiver.url}/hook</code>`);
    expect(html).toContain('New note');
    expect(html).toContain('Slack message');
    expect(html).toContain('Delivered');
    expect(html).toContain('More than 25 rage clicks in an hour');
    expect(html).toContain('<code>team/site</code>');
    expect(html).not.toContain(hook.secret);
    expect(html).not.toContain('glpat-secret');
    // Without a moment, no issue form: it is opened from a note.
    expect(html).toContain('Issues are filed from a note');
    expect(await render('fa')).toContain('تحویل شد');
  });

  test("a note's 'Create issue' link opens the issue form with the note's moment", async () => {
    const project = await createProject(database.db());
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const session = await seedSession(database.db(), project.id);
    const at = session.startedAt.getTime() + 5000;
    await addNote(TEAM, project.id, session.id, { at, body: 'Vote does nothing' });
    const notes = renderToStaticMarkup(
      await StudioNotesPage({ params: Promise.resolve({ lang: 'en' }) } as PageProps<'/[lang]/studio/notes'>),
    );
    const link = /href="(\/studio\/integrations\?[^"]+)"/.exec(notes)?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBeDefined();
    const query = Object.fromEntries(new URL(link!, 'http://x').searchParams);
    expect(query).toMatchObject({ session: session.id, t: String(at), title: 'Vote does nothing' });

    const html = await render('en', query);
    expect(html).toMatch(
      new RegExp(`<input[^>]*name="sessionId"[^>]*value="${session.id}"|value="${session.id}"[^>]*name="sessionId"`),
    );
    expect(html).toMatch(new RegExp(`name="at"[^>]*value="${at}"|value="${at}"[^>]*name="at"`));
    expect(html).toContain('value="Vote does nothing"');
  });

  test("a replay's 'Create issue' link opens the issue form at the moment the replay shows, the one it was opened at until it moves", async () => {
    const project = await createProject(database.db());
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const session = await seedSession(database.db(), project.id);
    const at = session.startedAt.getTime() + 7000;
    // The replay page marks the session viewed for the member looking, a row of theirs: they have an account.
    await database.db().insert(users).values({
      id: TEAM.id,
      username: TEAM.username,
      usernameLower: TEAM.username,
      email: 'team@example.org',
      passwordHash: 'not-a-hash',
      role: 'admin',
    });
    // The page's element tree as it returns it (its panels are async server components, which only Next.js renders).
    const page = await StudioReplayPage({
      params: Promise.resolve({ lang: 'en', id: session.id }),
      searchParams: Promise.resolve({ t: String(at) }),
    } as PageProps<'/[lang]/studio/sessions/[id]'>);
    // A MomentLink (components/studio/MomentLink.test.tsx): it writes the moment into the address, the one the
    // replay was opened at until the player moves.
    const link = findProps(page, (props) => 'data-create-issue' in props) as
      { href: string; openedAt: number } | undefined;
    expect(link).toBeDefined();
    expect(link!.openedAt).toBe(at);
    const address = new URL(link!.href, 'http://x');
    expect(address.pathname).toBe('/studio/integrations');
    expect(address.hash).toBe('#issue');
    expect(Object.fromEntries(address.searchParams)).toMatchObject({ session: session.id });
  });

  test("a webhook is edited and its secret rotated from the page's forms; its delivery log stays", async () => {
    const project = await createProject(database.db());
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const session = await seedSession(database.db(), project.id);
    const hook = await createWebhook(
      TEAM,
      project.id,
      { url: `${receiver.url}/first`, events: 'bug_report.created,replay_note.created', format: 'slack' },
      { now: NOW },
    );
    if (!hook.ok) throw new Error(hook.error);
    await addNote(TEAM, project.id, session.id, { at: session.startedAt.getTime(), body: 'Before the edit' });
    await runIntegrations({ now: NOW, lock: processJobLock() });

    // The page offers each webhook's form filled with what it is now, and the rotation.
    let html = await render('en');
    expect(html).toContain(`Edit ${receiver.url}/first`);
    expect(html).toMatch(new RegExp(`name="url"[^>]*value="${receiver.url}/first"`));
    expect(html).toContain(
      '<option value="bug_report.created,replay_note.created" selected="">New bug report, New note</option>',
    );
    expect(html).toContain('Rotate signing secret');

    expect(
      await updateWebhookAction(
        'en',
        hook.id,
        {},
        form({ url: `${receiver.url}/second`, events: 'replay_note.created', format: 'json' }),
      ),
    ).toMatchObject({ notice: expect.stringContaining('Webhook saved') });
    expect(await listWebhooks(TEAM, project.id)).toMatchObject([
      { id: hook.id, url: `${receiver.url}/second`, events: ['replay_note.created'], format: 'json' },
    ]);
    const rotated = await rotateWebhookSecretAction('en', hook.id);
    const secret = /whsec_[A-Za-z0-9_-]+/.exec(String((rotated as { notice?: string }).notice))?.[0];
    expect(secret).toBeDefined();
    expect(secret).not.toBe(hook.secret);

    receiver.received.length = 0;
    await addNote(TEAM, project.id, session.id, { at: session.startedAt.getTime() + 1, body: 'After the edit' });
    await runIntegrations({ now: NOW, lock: processJobLock() });
    const [request] = receiver.received;
    expect(request!.path).toBe('/second');
    expect(JSON.parse(request!.body)).toMatchObject({ event: 'replay_note.created', data: { body: 'After the edit' } });
    const signature = String(request!.headers['parley-signature']);
    expect(verifySignature(secret!, request!.body, signature, NOW)).toBe(true);
    expect(verifySignature(hook.secret, request!.body, signature, NOW)).toBe(false);
    // Both deliveries in the log, the earlier one too.
    expect((await listDeliveries(TEAM, project.id)).map((one) => one.status)).toEqual(['delivered', 'delivered']);
    html = await render('en');
    expect(html).toMatch(new RegExp(`name="url"[^>]*value="${receiver.url}/second"`));
    expect(html).not.toContain(secret!);
  });

  test("an address inside the network is refused by the webhook forms with its field's message, in the page's language", async () => {
    const project = await createProject(database.db());
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const hook = await createWebhook(
      TEAM,
      project.id,
      { url: `${receiver.url}/hook`, events: 'bug_report.created' },
      { now: NOW },
    );
    if (!hook.ok) throw new Error(hook.error);
    delete process.env[PRIVATE_TARGETS_SETTING];
    try {
      const fields = { url: 'http://169.254.169.254/latest/meta-data/', events: 'all', format: 'json' };
      expect(await createWebhookAction('en', {}, form(fields))).toMatchObject({
        fieldErrors: {
          // The address isolated (U+2068, U+2069), as every value a message names.
          url: 'Must be a public address: \u2068169.254.169.254\u2069 is in a loopback, private, link-local or reserved network.',
        },
      });
      expect(await updateWebhookAction('es', hook.id, {}, form({ ...fields, url: 'http://[fd00::1]/' }))).toMatchObject(
        {
          fieldErrors: { url: expect.stringMatching(/^Debe ser una dirección pública: .*fd00::1.* está en una red/) },
        },
      );
      expect(await listWebhooks(TEAM, project.id)).toMatchObject([{ url: `${receiver.url}/hook` }]);
    } finally {
      process.env[PRIVATE_TARGETS_SETTING] = 'on';
    }
  });
});

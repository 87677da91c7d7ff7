import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, seedSession } from './support/studio';
import { startReceiver } from './support/receiver';
import { loadMessages } from '@/lib/i18n/messages';
import { users } from '@/lib/db/schema';
import { addNote } from '@/lib/studio/notes';
import { configureTracker } from '@/lib/integrations/issue-trackers';
import { processJobLock } from '@/lib/ingest/retention-runner';
import { runIntegrations } from '@/lib/integrations/runner';
import { createTrendAlert } from '@/lib/integrations/trend-alerts';
import { createWebhook } from '@/lib/integrations/webhooks';
import StudioIntegrationsPage from '@/app/[lang]/studio/integrations/page';
import StudioNotesPage from '@/app/[lang]/studio/notes/page';
import StudioReplayPage from '@/app/[lang]/studio/sessions/[id]/page';

const TEAM = { ...ADMIN, id: '00000000-0000-4000-8000-00000000000a', username: 'team' };
const NOW = new Date('2026-12-01T12:00:00.000Z');

jest.mock('@/app/current-user', () => ({ requireAdmin: async () => TEAM }));
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
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

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

  test("a replay's 'Create issue' link opens the issue form at the moment the replay was opened at", async () => {
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
    const link = findProps(page, (props) => 'data-create-issue' in props)?.href as string | undefined;
    expect(link).toBeDefined();
    expect(Object.fromEntries(new URL(link!, 'http://x').searchParams)).toMatchObject({
      session: session.id,
      t: String(at),
    });
  });
});

import { isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject, setupBlobStore } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';
import { loadMessages } from '@/lib/i18n/messages';
import { sessionViews, users } from '@/lib/db/schema';
import { eraseSessions } from '@/lib/studio/erasure';
import { markSessionViewed, viewedSessions } from '@/lib/studio/session-views';
import StudioSessionsPage from '@/app/[lang]/studio/page';
import { SessionsTable } from '@/app/[lang]/studio/_components/SessionsTable';
import StudioReplayPage from '@/app/[lang]/studio/sessions/[id]/page';

/** The team member the pages are rendered for (a real account: their marks are rows of theirs). */
const LOOKING = { ...ADMIN, id: '00000000-0000-4000-8000-0000000000b1', username: 'lena', language: 'en' };
const OTHER = { ...ADMIN, id: '00000000-0000-4000-8000-0000000000b2', username: 'omid', language: 'en' };
const OPENED_AT = { now: new Date('2026-12-01T09:00:00Z') };

jest.mock('@/app/current-user', () => ({ requireAdmin: async () => LOOKING }));
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
// Erasure deletes a session's stored bytes too.
setupBlobStore();

async function teamAccounts() {
  for (const member of [LOOKING, OTHER])
    await database
      .db()
      .insert(users)
      .values({
        id: member.id,
        username: member.username,
        usernameLower: member.username,
        email: `${member.username}@example.org`,
        passwordHash: 'not-a-hash',
        role: 'admin',
      });
}

/** The first element of a tree whose props `match`. */
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

/**
 * The sessions list's row of a session, as served to LOOKING: the page's table (an async server component, which only
 * Next.js renders inside a page) rendered with the props the page gives it.
 */
async function listRow(sessionId: string): Promise<string> {
  const page = await StudioSessionsPage({
    params: Promise.resolve({ lang: 'en' }),
    searchParams: Promise.resolve({}),
  } as PageProps<'/[lang]/studio'>);
  const table = findProps(page, (props) => 'viewed' in props && 'result' in props);
  expect(table).not.toBeNull();
  const html = renderToStaticMarkup(await SessionsTable(table as Parameters<typeof SessionsTable>[0]));
  const row = html.split('<tr').find((candidate) => candidate.includes(`/studio/sessions/${sessionId}`));
  expect(row).toBeDefined();
  return row!;
}

describe(`sessions marked as viewed, per team member, on ${ENGINE}`, () => {
  test('opening a replay marks its session viewed in the list for the member who opened it, and for no one else', async () => {
    await teamAccounts();
    const project = await createProject(database.db());
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const opened = await seedSession(database.db(), project.id);
    const notOpened = await seedSession(database.db(), project.id);

    expect(await listRow(opened.id)).not.toContain('data-viewed');
    await StudioReplayPage({
      params: Promise.resolve({ lang: 'en', id: opened.id }),
      searchParams: Promise.resolve({}),
    } as PageProps<'/[lang]/studio/sessions/[id]'>);

    const row = await listRow(opened.id);
    expect(row).toContain('data-viewed');
    expect(row).toContain('>Viewed<');
    expect(row).toContain('title="You have opened this replay"');
    expect(await listRow(notOpened.id)).not.toContain('data-viewed');
    expect(await viewedSessions(OTHER, [opened.id, notOpened.id])).toEqual(new Set());
    expect(await viewedSessions(LOOKING, [opened.id, notOpened.id])).toEqual(new Set([opened.id]));
  });

  test('opening it again moves the time on, one mark per member and session; an erased session takes its marks with it', async () => {
    await teamAccounts();
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    await markSessionViewed(LOOKING, session.id, OPENED_AT);
    const later = { now: new Date(OPENED_AT.now.getTime() + 60_000) };
    await markSessionViewed(LOOKING, session.id, later);
    await markSessionViewed(OTHER, session.id, OPENED_AT);
    const marks = await database.db().select().from(sessionViews).where(eq(sessionViews.sessionId, session.id));
    expect(marks.map((mark) => [mark.userId, mark.viewedAt.toISOString()]).sort()).toEqual(
      [
        [LOOKING.id, later.now.toISOString()],
        [OTHER.id, OPENED_AT.now.toISOString()],
      ].sort(),
    );

    await eraseSessions(ADMIN, project.id, [session.id]);
    expect(await database.db().select().from(sessionViews)).toEqual([]);
  });

  test('only the team marks and reads marks', async () => {
    const member = { ...MEMBER, id: LOOKING.id };
    await expect(markSessionViewed(member, '00000000-0000-4000-8000-000000000001')).rejects.toThrow('No such page');
    await expect(viewedSessions(member, ['00000000-0000-4000-8000-000000000001'])).rejects.toThrow('No such page');
  });
});

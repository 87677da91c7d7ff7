import { renderToStaticMarkup } from 'react-dom/server';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, seedSession } from './support/studio';
import { addNote } from '@/lib/studio/notes';
import { loadMessages } from '@/lib/i18n/messages';
import StudioNotesPage from '@/app/[lang]/studio/notes/page';

const TEAM = { ...ADMIN, id: '00000000-0000-4000-8000-00000000000a', username: 'team' };

// What a request gives the page in the running site: the signed-in team member (from the session cookies) and the
// translations (next-intl's request configuration, which only Next.js's build wires up).
jest.mock('@/app/current-user', () => ({ requireAdmin: async () => TEAM }));
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: loadMessages(locale), namespace: namespace as never }),
    setRequestLocale: () => {},
  };
});

const database = setupTestDatabase();

/** The notes page's table row of the note `noteId`, as served. */
function rowOf(html: string, noteId: string): string {
  const row = html.split('<tr').find((candidate) => candidate.includes(`data-note="${noteId}"`));
  expect(row).toBeDefined();
  return row!;
}

describe(`the team's notes page on ${ENGINE}`, () => {
  test('a note on a session whose tracker asserted a user id shows it marked unverified, as every other studio page does; an anonymous one says so', async () => {
    const project = await createProject(database.db());
    process.env.NEXT_PUBLIC_TRACKER_PROJECT_KEY = project.publicKey;
    const claimed = await seedSession(database.db(), project.id, { userId: 'mina' });
    const anonymous = await seedSession(database.db(), project.id);
    const onClaimed = await addNote(TEAM, project.id, claimed.id, {
      at: claimed.startedAt.getTime() + 1000,
      body: 'Hesitates here',
    });
    const onAnonymous = await addNote(TEAM, project.id, anonymous.id, {
      at: anonymous.startedAt.getTime() + 1000,
      body: 'Gives up',
    });
    if (!onClaimed.ok || !onAnonymous.ok) throw new Error('the notes were not stored');

    const html = renderToStaticMarkup(
      await StudioNotesPage({ params: Promise.resolve({ lang: 'en' }) } as PageProps<'/[lang]/studio/notes'>),
    );
    const claimedRow = rowOf(html, String(onClaimed.id));
    expect(claimedRow).toContain('data-asserted-user');
    expect(claimedRow).toContain('<bdi>mina</bdi>');
    expect(claimedRow).toContain('(unverified)');
    const anonymousRow = rowOf(html, String(onAnonymous.id));
    expect(anonymousRow).not.toContain('data-asserted-user');
    expect(anonymousRow).toContain('>anonymous<');
  });
});

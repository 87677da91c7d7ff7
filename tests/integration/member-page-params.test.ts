import { setupTestDatabase } from './support/database';
import { createGroupRow, createMember } from './support/discussion';
import { loadMessages } from '@/lib/i18n/messages';
import ProfilePage, { generateMetadata as profileMetadata } from '@/app/[lang]/user/[username]/page';
import GroupPage, { generateMetadata as groupMetadata } from '@/app/[lang]/group/[groupname]/page';

// What a request gives the pages in the running site: nobody signed in, and the translations (next-intl's request
// configuration, which only Next.js's build wires up).
jest.mock('@/app/current-user', () => ({ currentUser: async () => null }));
jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: loadMessages(locale), namespace: namespace as never }),
    setRequestLocale: () => {},
  };
});

const database = setupTestDatabase();

/** What notFound() throws: Next.js answers it with the not-found screen and 404. */
const NOT_FOUND = expect.objectContaining({ digest: expect.stringContaining('404') });

test('a profile or group address that decodes to a % (/user/%25: Next.js hands the page "%") is not found, never a URIError; names still find their member and group as Next.js hands them', async () => {
  const member = await createMember(database.db());
  await createGroupRow(database.db(), { slug: 'night-owls', name: 'Night owls' });
  const profile = (username: string) => ({
    params: Promise.resolve({ lang: 'en', username }),
    searchParams: Promise.resolve({}),
  });
  const group = (groupname: string) => ({
    params: Promise.resolve({ lang: 'en', groupname }),
    searchParams: Promise.resolve({}),
  });

  await expect(profileMetadata(profile('%') as never)).resolves.toEqual({});
  await expect(ProfilePage(profile('%') as never)).rejects.toEqual(NOT_FOUND);
  await expect(groupMetadata(group('%') as never)).resolves.toEqual({});
  await expect(GroupPage(group('%') as never)).rejects.toEqual(NOT_FOUND);

  expect(await profileMetadata(profile(member.username) as never)).toMatchObject({
    title: expect.stringContaining(member.username),
  });
  expect(await groupMetadata(group('night-owls') as never)).toMatchObject({
    title: expect.stringContaining('Night owls'),
  });
});

import { eq } from 'drizzle-orm';
import { users } from '@/lib/db/schema';
import { addNote } from '@/lib/studio/notes';
import {
  listNotifications,
  markNotificationsRead,
  mentionedNames,
  MENTIONS_PER_NOTE_MAX,
  NOTIFICATIONS_PAGE_SIZE,
  unreadNotificationCount,
} from '@/lib/studio/mentions';
import { ENGINE, setupTestDatabase } from './support/database';
import { createMember } from './support/discussion';
import { createProject } from './support/ingest';
import { ADMIN, seedSession } from './support/studio';

const database = setupTestDatabase();
const READ_AT = { now: new Date('2026-11-21T09:00:00Z') };

async function teamMember(username: string) {
  const member = await createMember(database.db(), { username });
  await database.db().update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
  return { ...ADMIN, id: member.id, username: member.username };
}

describe(`mentions of team members in replay notes on ${ENGINE}`, () => {
  test('a name after @ is a mention; an email address, a word with @ inside and a cut-off name are not', () => {
    expect(mentionedNames('@Omid look, and @mina_2: cc @omid')).toEqual(['omid', 'mina_2']);
    expect(mentionedNames('write to omid@example.org or x@y, @ab is too short, @a-b-c.')).toEqual(['a-b-c']);
    expect(mentionedNames('(@sara) «@نام» @' + 'x'.repeat(31))).toEqual(['sara']);
  });

  test(`a note mentions at most ${MENTIONS_PER_NOTE_MAX} names; the rest are text`, () => {
    const names = Array.from({ length: MENTIONS_PER_NOTE_MAX + 5 }, (_, i) => `name${String(i).padStart(2, '0')}`);
    expect(mentionedNames(names.map((name) => `@${name}`).join(' '))).toEqual(names.slice(0, MENTIONS_PER_NOTE_MAX));
  });

  test('a team member named in a note is notified, until read; the author, members outside the team and other projects are not', async () => {
    const project = await createProject(database.db());
    const other = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    const author = await teamMember('notes_author');
    const reader = await teamMember('notes_reader');
    const outsider = await createMember(database.db(), { username: 'notes_outsider' });
    const note = await addNote(author, project.id, session.id, {
      at: session.startedAt.getTime() + 5000,
      body: '@notes_reader @Notes_Author @notes_outsider @nobody_here the pay button does nothing',
    });
    expect(note.ok).toBe(true);

    const mine = await listNotifications(reader, project.id);
    expect(mine).toEqual([
      expect.objectContaining({
        sessionId: session.id,
        at: session.startedAt.getTime() + 5000,
        author: 'notes_author',
        readAt: null,
      }),
    ]);
    expect(await unreadNotificationCount(reader, project.id)).toBe(1);
    expect(await unreadNotificationCount(author, project.id)).toBe(0);
    expect(await unreadNotificationCount({ ...ADMIN, id: outsider.id }, project.id)).toBe(0);
    expect(await listNotifications(reader, other.id)).toEqual([]);

    // Marking another member's notification touches nothing; the reader's own is marked once.
    expect(await markNotificationsRead(author, project.id, mine[0]!.id, READ_AT)).toBe(0);
    expect(await markNotificationsRead(reader, other.id, 'all', READ_AT)).toBe(0);
    expect(await markNotificationsRead(reader, project.id, mine[0]!.id, READ_AT)).toBe(1);
    expect(await unreadNotificationCount(reader, project.id)).toBe(0);
    expect((await listNotifications(reader, project.id))[0]!.readAt).toEqual(READ_AT.now);
    expect(await markNotificationsRead(reader, project.id, 'all', READ_AT)).toBe(0);
  });

  test(`notifications come newest first, ${NOTIFICATIONS_PAGE_SIZE} to a page`, async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    const author = await teamMember('pages_author');
    const reader = await teamMember('pages_reader');
    for (let i = 0; i <= NOTIFICATIONS_PAGE_SIZE; i += 1)
      await addNote(author, project.id, session.id, {
        at: session.startedAt.getTime() + i,
        body: `@pages_reader ${i}`,
      });
    const first = await listNotifications(reader, project.id);
    expect(first).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first[0]!.body).toBe(`@pages_reader ${NOTIFICATIONS_PAGE_SIZE}`);
    expect(await listNotifications(reader, project.id, 2)).toEqual([
      expect.objectContaining({ body: '@pages_reader 0' }),
    ]);
    expect(await unreadNotificationCount(reader, project.id)).toBe(NOTIFICATIONS_PAGE_SIZE + 1);
    expect(await markNotificationsRead(reader, project.id, 'all', READ_AT)).toBe(NOTIFICATIONS_PAGE_SIZE + 1);
  });
});

import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';
import { addNote, listNotes, NOTE_MAX_LENGTH, sessionNotes } from '@/lib/studio/notes';
import { problemsOf } from '@/lib/errors';

const database = setupTestDatabase();
const TEAM = { ...ADMIN, username: 'team' };

describe(`notes on replay moments on ${ENGINE}`, () => {
  test("a note on a moment is listed with its session's notes in moment order and in the team's list, newest first", async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id, { userId: 'mina' });
    const at = session.startedAt.getTime();
    expect(
      await addNote(TEAM, project.id, session.id, { at: at + 9000, body: '  The vote button does nothing  ' }),
    ).toMatchObject({ ok: true });
    expect(await addNote(TEAM, project.id, session.id, { at: at + 2000, body: 'Hesitates here' })).toMatchObject({
      ok: true,
    });
    const notes = await sessionNotes(ADMIN, project.id, session.id);
    expect(notes.map((note) => [note.at - at, note.body, note.author])).toEqual([
      [2000, 'Hesitates here', 'team'],
      [9000, 'The vote button does nothing', 'team'],
    ]);
    const all = await listNotes(ADMIN, project.id);
    expect(all.map((note) => [note.body, note.sessionId, note.userId])).toEqual([
      ['Hesitates here', session.id, 'mina'],
      ['The vote button does nothing', session.id, 'mina'],
    ]);
  });

  test("an empty or too long note, a bad moment, or another project's session is refused and nothing is stored", async () => {
    const project = await createProject(database.db());
    const other = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    const elsewhere = await seedSession(database.db(), other.id);
    const codes = async (sessionId: string, input: unknown) => {
      const result = await addNote(TEAM, project.id, sessionId, input);
      return result.ok ? result : problemsOf(result).map((one) => [one.field ?? null, one.code]);
    };
    expect(await codes(session.id, { at: 1, body: '   ' })).toEqual([['body', 'too_short']]);
    expect(await codes(session.id, { at: 1, body: 'x'.repeat(NOTE_MAX_LENGTH + 1) })).toEqual([['body', 'too_long']]);
    expect(await codes(session.id, { at: -5, body: 'x' })).toEqual([['at', 'too_short']]);
    expect(await codes(elsewhere.id, { at: 1, body: 'x' })).toEqual([[null, 'not_found']]);
    expect(await sessionNotes(ADMIN, project.id, session.id)).toEqual([]);
    expect(await listNotes(ADMIN, other.id)).toEqual([]);
  });

  test('only the product team reads or writes notes', async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    await expect(
      addNote({ ...MEMBER, username: 'mina' }, project.id, session.id, { at: 1, body: 'x' }),
    ).rejects.toThrow('No such page');
    await expect(listNotes(MEMBER, project.id)).rejects.toThrow('No such page');
  });
});

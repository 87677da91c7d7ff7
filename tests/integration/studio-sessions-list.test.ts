import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, seedSession } from './support/studio';
import { loadSessionsList } from '@/lib/studio/sessions-list';
import { saveSearch } from '@/lib/studio/saved-searches';
import { createTag } from '@/lib/studio/tags';

const database = setupTestDatabase();
const TEAM = { ...ADMIN, username: 'team' };

/** What the studio's sessions list (/studio) shows for an address, as plain data (its layout is the page's). */
describe(`the sessions list of an address on ${ENGINE}`, () => {
  test('the filters the address names (as it wrote them), the sessions they find, the tags and the saved searches', async () => {
    const project = await createProject(database.db());
    const mina = await seedSession(database.db(), project.id, {
      userId: 'mina',
      startedAt: new Date('2026-11-20T09:00:00Z'),
    });
    await seedSession(database.db(), project.id, { userId: 'omid', startedAt: new Date('2026-11-21T09:00:00Z') });
    const tag = await createTag(ADMIN, project.id, { name: 'Ask button', selector: '#ask' });
    await saveSearch(TEAM, project.id, { name: 'Mina', query: 'user=mina' });
    const list = await loadSessionsList(
      ADMIN,
      { user: ' mina', error: '', lang: 'de', page: '2', other: 'x', saveRefused: '1' },
      { projectId: project.id },
    );
    // Empty and other parameters are left out; what the address wrote is kept as written.
    expect(list).toMatchObject({
      chosen: { user: ' mina' },
      query: 'user=mina',
      filters: { ok: true, filters: { user: 'mina', error: false } },
      tags: [{ id: tag.ok ? tag.id : -1, name: 'Ask button' }],
      savedSearches: [{ name: 'Mina', query: 'user=mina' }],
      saveRefused: true,
    });
    expect(list!.result).toMatchObject({ total: 1, totalCapped: false, newer: null, older: null });
    expect(list!.result!.sessions.map((session) => session.id)).toEqual([mina.id]);
  });

  test('a filter that cannot be read names its field and lists no sessions; the rest of the page is still there', async () => {
    const project = await createProject(database.db());
    await seedSession(database.db(), project.id);
    const list = await loadSessionsList(ADMIN, { from: '2026-13-01', user: 'mina' }, { projectId: project.id });
    expect(list).toMatchObject({
      filters: { ok: false, field: 'from' },
      result: null,
      chosen: { from: '2026-13-01', user: 'mina' },
      saveRefused: false,
    });
  });

  test('a cursor that cannot be read, or two of them, is a page that does not exist; the first always exists', async () => {
    const project = await createProject(database.db());
    expect(await loadSessionsList(ADMIN, {}, { projectId: project.id })).toMatchObject({ result: { total: 0 } });
    const session = await seedSession(database.db(), project.id);
    const cursor = `${session.startedAt.getTime() * 1000}_${session.id}`;
    for (const search of [{ after: 'x' }, { before: `1_${session.id}x` }, { after: cursor, before: cursor }])
      expect(await loadSessionsList(ADMIN, search, { projectId: project.id })).toBeNull();
    // Below the only session: an empty page, with no way further down.
    expect(await loadSessionsList(ADMIN, { after: cursor }, { projectId: project.id })).toMatchObject({
      result: { sessions: [], older: null },
    });
  });
});

import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, seedSession } from './support/studio';
import { listSessions, parseSessionFilters } from '@/lib/studio/sessions';
import { deleteSavedSearch, listSavedSearches, saveSearch, savedQuery } from '@/lib/studio/saved-searches';

const database = setupTestDatabase();
const TEAM = { ...ADMIN, username: 'team' };
const VISITOR = '00000000-0000-4000-8000-0000000000aa';

function noFilters() {
  const parsed = parseSessionFilters({});
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.filters;
}

async function ids(projectId: string, search: Record<string, string>) {
  const parsed = parseSessionFilters(search);
  if (!parsed.ok) throw new Error(parsed.error);
  return (await listSessions(ADMIN, { projectId, filters: parsed.filters }))!.sessions.map((row) => row.id);
}

describe(`finding sessions as people type on ${ENGINE}`, () => {
  test('username and clicked selector match by part and in any case; a visitor has all their sessions one filter away', async () => {
    const project = await createProject(database.db());
    const mina = await seedSession(database.db(), project.id, {
      userId: 'Mina.K',
      userUuid: VISITOR,
      startedAt: new Date('2026-11-20T09:00:00Z'),
      events: [{ kind: 'click', name: 'form#checkout > button.Pay-Now' }],
    });
    const minaAgain = await seedSession(database.db(), project.id, {
      userUuid: VISITOR,
      startedAt: new Date('2026-11-21T09:00:00Z'),
    });
    const omid = await seedSession(database.db(), project.id, {
      userId: 'omid',
      startedAt: new Date('2026-11-22T09:00:00Z'),
    });
    expect(await ids(project.id, { user: 'mina' })).toEqual([mina.id]);
    expect(await ids(project.id, { user: 'NA.k' })).toEqual([mina.id]);
    expect(await ids(project.id, { user: '%' })).toEqual([]);
    expect(await ids(project.id, { selector: 'pay-now' })).toEqual([mina.id]);
    expect(await ids(project.id, { selector: 'CHECKOUT >' })).toEqual([mina.id]);
    expect(await ids(project.id, { visitor: VISITOR.toUpperCase() })).toEqual([minaAgain.id, mina.id]);
    expect(parseSessionFilters({ visitor: 'not-a-visitor' })).toMatchObject({ ok: false, field: 'visitor' });
    expect(await ids(project.id, {})).toEqual([omid.id, minaAgain.id, mina.id]);
  });

  test("a session's page count and languages come from its page changes, each counted once", async () => {
    const project = await createProject(database.db());
    await seedSession(database.db(), project.id, {
      language: 'original',
      pageCount: 4,
      events: [
        { kind: 'page', name: 'http://x/articles?lang=original', atOffsetMs: 1000 },
        // The same page change twice: a page's last batch repeated it.
        { kind: 'page', name: 'http://x/articles?lang=original', atOffsetMs: 1000 },
        { kind: 'page', name: 'http://x/articles/listening?lang=fa', atOffsetMs: 2000 },
        { kind: 'page', name: 'http://x/home?x=1&lang=de', atOffsetMs: 3000 },
      ],
    });
    const [row] = (await listSessions(ADMIN, { projectId: project.id, filters: noFilters() }))!.sessions;
    expect(row).toMatchObject({ pageCount: 3, languages: ['original', 'fa', 'de'] });
    const plain = await createProject(database.db());
    await seedSession(database.db(), plain.id, { language: 'es', events: [{ kind: 'page', name: 'http://x/' }] });
    const [other] = (await listSessions(ADMIN, { projectId: plain.id, filters: noFilters() }))!.sessions;
    expect(other).toMatchObject({ pageCount: 1, languages: ['es'] });
  });

  test('a search is saved under a name with only the list filters, replaced by the same name, refused when invalid, and deleted', async () => {
    const project = await createProject(database.db());
    expect(savedQuery({ user: 'mina', page: '3', lang: 'fa', error: '1', url: '  ' })).toBe('user=mina&error=1');
    expect(
      await saveSearch(TEAM, project.id, { name: 'Mina with errors', query: 'user=mina&error=1&page=2' }),
    ).toMatchObject({ ok: true });
    expect(
      await saveSearch(TEAM, project.id, { name: 'Mina with errors', query: 'user=mina&frustration=rage' }),
    ).toMatchObject({ ok: true });
    const refused = await saveSearch(TEAM, project.id, { name: '', query: 'user=mina' });
    expect(refused).toMatchObject({ ok: false, field: 'name' });
    const badFilter = await saveSearch(TEAM, project.id, { name: 'Bad', query: 'from=yesterday' });
    expect(badFilter).toMatchObject({ ok: false, field: 'query' });
    const saved = await listSavedSearches(ADMIN, project.id);
    expect(saved.map((one) => [one.name, one.query])).toEqual([['Mina with errors', 'user=mina&frustration=rage']]);
    expect(await deleteSavedSearch(ADMIN, project.id, saved[0]!.id)).toEqual({ ok: true });
    expect(await listSavedSearches(ADMIN, project.id)).toEqual([]);
  });
});

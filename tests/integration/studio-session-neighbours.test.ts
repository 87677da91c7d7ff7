import { setupTestDatabase, ENGINE } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';
import { listParamsOf, sessionNeighbours } from '@/lib/studio/session-neighbours';

const database = setupTestDatabase();

describe(`the sessions before and after a replay in its list, on ${ENGINE}`, () => {
  test('in the order the list shows (newest first, then by id), within the filters the replay was opened with', async () => {
    const project = await createProject(database.db());
    const at = (iso: string) => new Date(iso);
    const oldest = await seedSession(database.db(), project.id, { startedAt: at('2026-11-18T09:00:00Z') });
    const withError = await seedSession(database.db(), project.id, {
      startedAt: at('2026-11-19T09:00:00Z'),
      errorCount: 1,
    });
    const middle = await seedSession(database.db(), project.id, { startedAt: at('2026-11-20T09:00:00Z') });
    // Two sessions started at the same moment: the list orders them by id, newest-first order's tie-break.
    const twins = [
      await seedSession(database.db(), project.id, { startedAt: at('2026-11-21T09:00:00Z') }),
      await seedSession(database.db(), project.id, { startedAt: at('2026-11-21T09:00:00Z') }),
    ].sort((a, b) => (a.id < b.id ? 1 : -1));
    const newestWithError = await seedSession(database.db(), project.id, {
      startedAt: at('2026-11-22T09:00:00Z'),
      errorCount: 3,
    });
    // Another project's session is never a neighbour.
    const other = await createProject(database.db());
    await seedSession(database.db(), other.id, { startedAt: at('2026-11-20T10:00:00Z') });

    const list = [newestWithError, ...twins, middle, withError, oldest];
    for (const [index, session] of list.entries()) {
      expect(await sessionNeighbours(ADMIN, project.id, session, {})).toEqual({
        listParams: {},
        previous: list[index - 1]?.id ?? null,
        next: list[index + 1]?.id ?? null,
      });
    }
    // Opened from the list of sessions with errors: the neighbours are the other sessions with errors, and the filters
    // travel on; a session outside the filters (opened another way) still has its place among them.
    const search = { error: '1', lang: 'fa', t: '123' };
    expect(await sessionNeighbours(ADMIN, project.id, withError, search)).toEqual({
      listParams: { error: '1' },
      previous: newestWithError.id,
      next: null,
    });
    expect(await sessionNeighbours(ADMIN, project.id, middle, search)).toMatchObject({
      previous: newestWithError.id,
      next: withError.id,
    });
    // Filters that cannot be read make the whole list, and are not carried on.
    expect(await sessionNeighbours(ADMIN, project.id, middle, { minDuration: 'soon' })).toEqual({
      listParams: {},
      previous: twins[1]!.id,
      next: withError.id,
    });
  });

  test('only the product team may ask', async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    await expect(sessionNeighbours(MEMBER, project.id, session, {})).rejects.toMatchObject({
      failure: { code: 'not_found' },
    });
  });
});

test("the list's parameters of an address are its filters, in the list's order, without the replay's own or empty ones", () => {
  expect(
    listParamsOf({ t: '5', test: 'x', visitor: 'v', user: ['a', 'b'], error: '1', q: '', from: '2026-11-01' }),
  ).toEqual({
    from: '2026-11-01',
    error: '1',
    visitor: 'v',
  });
});

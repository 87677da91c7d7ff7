import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';
import {
  addToCollection,
  COLLECTION_ITEMS_MAX,
  COLLECTION_NAME_MAX_LENGTH,
  COLLECTIONS_PER_PROJECT_MAX,
  collectionById,
  collectionsOfSession,
  createCollection,
  deleteCollection,
  listCollections,
  moveCollectionItem,
  removeFromCollection,
  renameCollection,
} from '@/lib/studio/collections';
import { eraseSessions } from '@/lib/studio/erasure';
import { problemsOf, type Result } from '@/lib/errors';
import { collectionItems, collections } from '@/lib/db/schema';

const database = setupTestDatabase();
const TEAM = { ...ADMIN, username: 'team' };

function created<T extends object>(result: Result<T>): T {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result;
}

describe(`collections of sessions and moments on ${ENGINE}`, () => {
  test('a collection holds sessions and moments in the order they were added, moved up and down, and loses removed ones', async () => {
    const project = await createProject(database.db());
    const first = await seedSession(database.db(), project.id, { userId: 'mina' });
    const second = await seedSession(database.db(), project.id, { userId: 'omid' });
    const { id } = created(await createCollection(TEAM, project.id, { name: ' Checkout trouble ' }));
    const at = second.startedAt.getTime() + 12_000;
    const a = created(await addToCollection(TEAM, project.id, id, { sessionId: first.id }));
    const b = created(await addToCollection(TEAM, project.id, id, { sessionId: second.id, at }));
    const c = created(await addToCollection(TEAM, project.id, id, { sessionId: first.id, at: at - 5000 }));
    // The same entry again is the same entry.
    expect(created(await addToCollection(TEAM, project.id, id, { sessionId: second.id, at: String(at) })).id).toBe(
      b.id,
    );

    const order = async () => (await collectionById(ADMIN, project.id, id)).items.map((item) => item.id);
    expect(await collectionById(ADMIN, project.id, id)).toMatchObject({
      name: 'Checkout trouble',
      createdBy: 'team',
      items: [
        { id: a.id, sessionId: first.id, at: null, addedBy: 'team', session: { userId: 'mina' } },
        { id: b.id, sessionId: second.id, at, session: { userId: 'omid' } },
        { id: c.id, sessionId: first.id, at: at - 5000 },
      ],
    });
    expect(await moveCollectionItem(ADMIN, project.id, id, c.id, 'up')).toEqual({ ok: true });
    expect(await order()).toEqual([a.id, c.id, b.id]);
    expect(await moveCollectionItem(ADMIN, project.id, id, a.id, 'down')).toEqual({ ok: true });
    expect(await order()).toEqual([c.id, a.id, b.id]);
    // At either end nothing moves.
    expect(await moveCollectionItem(ADMIN, project.id, id, c.id, 'up')).toEqual({ ok: true });
    expect(await moveCollectionItem(ADMIN, project.id, id, b.id, 'down')).toEqual({ ok: true });
    expect(await order()).toEqual([c.id, a.id, b.id]);

    expect(await removeFromCollection(ADMIN, project.id, id, a.id)).toEqual({ ok: true });
    expect(await order()).toEqual([c.id, b.id]);
    expect((await listCollections(ADMIN, project.id)).map((one) => [one.name, one.itemCount])).toEqual([
      ['Checkout trouble', 2],
    ]);
    expect(await collectionsOfSession(ADMIN, project.id, first.id)).toEqual([
      { collectionId: id, name: 'Checkout trouble', itemId: c.id, at: at - 5000 },
    ]);
  });

  test('a collection is renamed, refused a name another has (in any case) or none, and deleted with its entries but not its sessions', async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    const one = created(await createCollection(TEAM, project.id, { name: 'Onboarding' }));
    const two = created(await createCollection(TEAM, project.id, { name: 'Rage clicks' }));
    await addToCollection(TEAM, project.id, two.id, { sessionId: session.id });
    const codes = (result: Result) => (result.ok ? 'ok' : problemsOf(result).map((p) => [p.field ?? null, p.code]));
    expect(codes(await createCollection(TEAM, project.id, { name: 'onboarding' }))).toEqual([['name', 'taken']]);
    expect(codes(await renameCollection(ADMIN, project.id, two.id, { name: 'ONBOARDING' }))).toEqual([
      ['name', 'taken'],
    ]);
    expect(codes(await renameCollection(ADMIN, project.id, two.id, { name: '  ' }))).toEqual([['name', 'too_short']]);
    expect(
      codes(await createCollection(TEAM, project.id, { name: 'x'.repeat(COLLECTION_NAME_MAX_LENGTH + 1) })),
    ).toEqual([['name', 'too_long']]);
    expect(codes(await renameCollection(ADMIN, project.id, two.id, { name: 'Angry users' }))).toBe('ok');
    expect((await listCollections(ADMIN, project.id)).map((c) => c.name)).toEqual(['Angry users', 'Onboarding']);

    expect(await deleteCollection(ADMIN, project.id, two.id)).toEqual({ ok: true });
    expect((await listCollections(ADMIN, project.id)).map((c) => c.name)).toEqual(['Onboarding']);
    expect(await collectionsOfSession(ADMIN, project.id, session.id)).toEqual([]);
    expect(codes(await deleteCollection(ADMIN, project.id, two.id))).toEqual([[null, 'not_found']]);
    await expect(collectionById(ADMIN, project.id, one.id)).resolves.toMatchObject({ items: [] });
  });

  test("another project's session or collection is not found, and nothing of it is listed", async () => {
    const project = await createProject(database.db());
    const other = await createProject(database.db());
    const mine = await seedSession(database.db(), project.id);
    const theirs = await seedSession(database.db(), other.id);
    const { id } = created(await createCollection(TEAM, project.id, { name: 'Mine' }));
    const elsewhere = created(await createCollection(TEAM, other.id, { name: 'Theirs' }));
    const code = (result: Result) => (result.ok ? 'ok' : result.code);
    expect(code(await addToCollection(TEAM, project.id, id, { sessionId: theirs.id }))).toBe('not_found');
    expect(code(await addToCollection(TEAM, project.id, elsewhere.id, { sessionId: mine.id }))).toBe('not_found');
    expect(code(await addToCollection(TEAM, project.id, id, { sessionId: 'not-a-uuid' }))).toBe('not_found');
    expect(code(await renameCollection(ADMIN, project.id, elsewhere.id, { name: 'Taken over' }))).toBe('not_found');
    expect(code(await deleteCollection(ADMIN, project.id, elsewhere.id))).toBe('not_found');
    await expect(collectionById(ADMIN, project.id, elsewhere.id)).rejects.toThrow('No such collection');
    expect((await listCollections(ADMIN, project.id)).map((c) => c.name)).toEqual(['Mine']);
  });

  test('an erased session leaves every collection it was in', async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    const kept = await seedSession(database.db(), project.id);
    const { id } = created(await createCollection(TEAM, project.id, { name: 'To erase' }));
    await addToCollection(TEAM, project.id, id, { sessionId: session.id });
    await addToCollection(TEAM, project.id, id, { sessionId: kept.id });
    await eraseSessions(ADMIN, project.id, [session.id]);
    expect((await collectionById(ADMIN, project.id, id)).items.map((item) => item.sessionId)).toEqual([kept.id]);
  });

  test(`a collection holds at most ${COLLECTION_ITEMS_MAX} entries`, async () => {
    const project = await createProject(database.db());
    const session = await seedSession(database.db(), project.id);
    const { id } = created(await createCollection(TEAM, project.id, { name: 'Full' }));
    // Filled directly: adding them one by one would take most of a minute.
    await database
      .db()
      .insert(collectionItems)
      .values(
        Array.from({ length: COLLECTION_ITEMS_MAX }, (_, index) => ({
          collectionId: id,
          sessionId: session.id,
          at: index + 1,
          position: index + 1,
          addedBy: 'team',
        })),
      );
    const refused = await addToCollection(TEAM, project.id, id, { sessionId: session.id });
    expect(refused).toMatchObject({ ok: false, code: 'limited', limit: COLLECTION_ITEMS_MAX });
    // An entry already there is still answered.
    expect(await addToCollection(TEAM, project.id, id, { sessionId: session.id, at: 1 })).toMatchObject({ ok: true });
  });

  test(`a project keeps at most ${COLLECTIONS_PER_PROJECT_MAX} collections`, async () => {
    const project = await createProject(database.db());
    await database
      .db()
      .insert(collections)
      .values(
        Array.from({ length: COLLECTIONS_PER_PROJECT_MAX }, (_, index) => ({
          projectId: project.id,
          name: `Kept ${index}`,
          createdBy: 'team',
        })),
      );
    const refused = await createCollection(TEAM, project.id, { name: 'One more' });
    expect(refused).toMatchObject({ ok: false, code: 'limited', limit: COLLECTIONS_PER_PROJECT_MAX });
    const other = await createProject(database.db());
    expect(await createCollection(TEAM, other.id, { name: 'One more' })).toMatchObject({ ok: true });
  });

  test('only the product team reads or changes collections', async () => {
    const project = await createProject(database.db());
    await expect(createCollection({ ...MEMBER, username: 'mina' }, project.id, { name: 'x' })).rejects.toThrow(
      'No such page',
    );
    await expect(listCollections(MEMBER, project.id)).rejects.toThrow('No such page');
    await expect(collectionById(null, project.id, 1)).rejects.toThrow('No such page');
  });
});

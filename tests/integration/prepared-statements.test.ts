import { sql } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { rateLimitHits } from '@/lib/db/schema';
import { executePrepared } from '@/lib/db/prepared';
import { countQueries } from '@/lib/db/query-count';

const database = setupTestDatabase();

/** One statement text under one name, as the ingest's start uses it: an insert that answers what it stored. */
const insertHit = (key: string, at: Date) =>
  executePrepared(
    database.db(),
    'test_insert_hit',
    sql`insert into ${rateLimitHits} (key, hit_at) values (${key}, ${at.toISOString()}::timestamptz)
        returning id, key, (extract(epoch from hit_at) * 1000)::float8 as at_ms, ${true}::boolean as flag, ${null}::text as nothing`,
  );

describe(`executePrepared (a named prepared statement) on ${ENGINE}`, () => {
  test('runs the statement with new values every time and answers each column as text (null as null)', async () => {
    const at = new Date('2026-11-26T10:00:00.123Z');
    const first = await insertHit('a', at);
    const second = await insertHit("b'; drop table rate_limit_hits; --", new Date(at.getTime() + 1000));
    expect(first).toEqual([
      { id: expect.any(String), key: 'a', at_ms: String(at.getTime()), flag: 't', nothing: null },
    ]);
    expect(second[0]).toMatchObject({ key: "b'; drop table rate_limit_hits; --", at_ms: String(at.getTime() + 1000) });
    const stored = await database.db().select().from(rateLimitHits).orderBy(rateLimitHits.id);
    expect(stored.map((row) => row.key)).toEqual(['a', "b'; drop table rate_limit_hits; --"]);
  });

  test('a statement that fails throws, and the next one runs (the connection is not left in a failed transaction)', async () => {
    await expect(
      executePrepared(database.db(), 'test_fails_on_value', sql`select ${'not a number'}::int as n`),
    ).rejects.toThrow(/invalid input syntax/);
    await expect(
      executePrepared(database.db(), 'test_fails_on_value', sql`select ${'41'}::int + 1 as n`),
    ).rejects.toThrow();
    expect(await executePrepared(database.db(), 'test_fails_on_value', sql`select ${'7'}::int as n`)).toEqual([
      { n: '7' },
    ]);
    expect(await insertHit('after', new Date())).toHaveLength(1);
  });

  test('never runs inside another caller transaction: it waits for it, and a rollback there does not take it along', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database
      .db()
      .transaction(async (tx) => {
        await tx.insert(rateLimitHits).values({ key: 'in-transaction', hitAt: new Date() });
        await held;
        throw new Error('rolled back');
      })
      .catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = insertHit('outside', new Date());
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await transaction).toBe('rolled back');
    expect(await outside).toHaveLength(1);
    const keys = (await database.db().select().from(rateLimitHits)).map((row) => row.key);
    expect(keys).toEqual(['outside']);
  });

  test('is counted as one statement, as Drizzle statements are', async () => {
    const { queries, statements } = await countQueries(() => insertHit('counted', new Date()));
    expect(queries).toBe(1);
    expect(statements[0]).toMatch(/^insert into "rate_limit_hits"/);
  });
});

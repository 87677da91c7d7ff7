import { pgTable, text } from 'drizzle-orm/pg-core';
import { noteStatement, RecentReads, writeGeneration } from './recent-reads';

// Tables of their own, so that no other test's statements move their counts.
const people = pgTable('recent_reads_people', { id: text('id') });
const places = pgTable('recent_reads_places', { id: text('id') });
/** The write generations of the two tables: [people, places]. */
const generations = (): [number, number] => [writeGeneration([people]), writeGeneration([places])];

describe('counting writes per table', () => {
  test.each([
    ['select "id" from "recent_reads_people" where "id" = $1'],
    ['  select 1'],
    ['begin'],
    ['commit'],
    ['rollback'],
    ['savepoint s1'],
    ['set local statement_timeout = 1000'],
  ])('%s writes nothing', (statement) => {
    const before = generations();
    noteStatement(statement);
    expect(generations()).toEqual(before);
  });

  test.each([
    ['insert into "recent_reads_people" ("id") values ($1)'],
    ['update "recent_reads_people" set "id" = $1'],
    ['delete from "recent_reads_people" where "id" = $1'],
    ['UPDATE recent_reads_people SET id = 1'],
    ['insert into "recent_reads_people" ("id") values ($1) on conflict ("id") do update set "id" = excluded."id"'],
    ['/* why */ -- and why\n delete from "public"."recent_reads_people"'],
  ])('%s writes to its table and no other', (statement) => {
    const [people0, places0] = generations();
    noteStatement(statement);
    expect(generations()).toEqual([people0 + 1, places0]);
  });

  test('a `with` statement writes to the tables its insert, update and delete clauses name, and a `with` select to none', () => {
    const [people0, places0] = generations();
    noteStatement('with moved as (delete from "recent_reads_places" returning *) insert into "recent_reads_people" select * from moved');
    expect(generations()).toEqual([people0 + 1, places0 + 1]);
    noteStatement('with incoming as (select * from "recent_reads_places") insert into "recent_reads_people" select * from incoming');
    expect(generations()).toEqual([people0 + 2, places0 + 1]);
    noteStatement('with recent as (select * from "recent_reads_people") select count(*) from recent');
    expect(generations()).toEqual([people0 + 2, places0 + 1]);
  });

  test.each([
    ['truncate table "recent_reads_people", "recent_reads_places"'],
    ['alter table "recent_reads_places" add column "x" text'],
    ['explain analyze update "recent_reads_people" set "id" = $1'],
  ])('%s, whose tables are not told by its first words, counts as a write to every table', (statement) => {
    const [people0, places0] = generations();
    noteStatement(statement);
    const [people1, places1] = generations();
    expect(people1).toBeGreaterThan(people0);
    expect(places1).toBeGreaterThan(places0);
  });
});

describe('RecentReads', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  test('keeps a value until a write to a table it read', () => {
    const recent = new RecentReads<string>([people], 1_000, 10, clock);
    recent.keep('a', 'Ada', recent.generation());
    expect(recent.get('a')).toBe('Ada');
    noteStatement('update "recent_reads_places" set "id" = $1');
    expect(recent.get('a')).toBe('Ada');
    noteStatement('update "recent_reads_people" set "id" = $1');
    expect(recent.get('a')).toBeUndefined();
  });

  test('keeps a value for keepMs at most', () => {
    const recent = new RecentReads<string>([people], 1_000, 10, clock);
    recent.keep('a', 'Ada', recent.generation());
    now += 999;
    expect(recent.get('a')).toBe('Ada');
    now += 1;
    expect(recent.get('a')).toBeUndefined();
  });

  test('does not keep what was read while a write happened', () => {
    const recent = new RecentReads<string>([people], 1_000, 10, clock);
    const generation = recent.generation();
    noteStatement('insert into "recent_reads_people" ("id") values ($1)');
    recent.keep('a', 'stale Ada', generation);
    expect(recent.get('a')).toBeUndefined();
  });

  test('holds capacity values at most, dropping the oldest first', () => {
    const recent = new RecentReads<number>([people], 1_000, 3, clock);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) recent.keep(key, i, recent.generation());
    expect(['a', 'b', 'c', 'd'].map((key) => recent.get(key))).toEqual([undefined, 1, 2, 3]);
    // Keeping a key again makes it the newest.
    recent.keep('b', 10, recent.generation());
    recent.keep('e', 4, recent.generation());
    expect(['b', 'c', 'd', 'e'].map((key) => recent.get(key))).toEqual([10, undefined, 3, 4]);
  });
});

import { asc, eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { rateLimitHits } from '@/lib/db/schema';
import {
  checkRateLimit,
  clearRateLimit,
  RATE_LIMIT_KEY_MAX_LENGTH,
  releaseRateLimitHits,
  reserveRateLimit,
  storedRateLimitKey,
  type RateLimitRule,
} from '@/lib/rate-limit';

// The sliding-window limiter on its own (lib/rate-limit), at a fixed time: its window's edges, Retry-After, what a
// reservation records and prunes, waived keys, taking hits back, and keys too long to store. The tests of login and
// registration show it in use; what only PostgreSQL can show (two reservations at once waiting on the advisory lock)
// is in tests/integration/login.test.ts and registration.test.ts.

const database = setupTestDatabase();

const NOW = new Date('2026-03-01T12:00:00.000Z');
const RULE: RateLimitRule = { limit: 3, windowMs: 60_000 };
const at = (msBeforeNow: number) => new Date(NOW.getTime() - msBeforeNow);

async function hit(key: string, when: Date): Promise<number> {
  const [row] = await database
    .db()
    .insert(rateLimitHits)
    .values({ key, hitAt: when })
    .returning({ id: rateLimitHits.id });
  return row!.id;
}

async function hitsOf(key: string): Promise<number[]> {
  const rows = await database
    .db()
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, key))
    .orderBy(asc(rateLimitHits.hitAt));
  return rows.map((row) => NOW.getTime() - row.hitAt.getTime());
}

describe(`the rate limiter on ${ENGINE}`, () => {
  test('a key is limited once it has `limit` hits inside the window, not with one fewer', async () => {
    await hit('k', at(10_000));
    await hit('k', at(20_000));
    expect(await checkRateLimit(database.db(), 'k', RULE, NOW)).toEqual({ limited: false });
    await hit('k', at(30_000));
    expect(await checkRateLimit(database.db(), 'k', RULE, NOW)).toEqual({ limited: true, retryAfterSeconds: 30 });
    // Other keys are their own.
    expect(await checkRateLimit(database.db(), 'k2', RULE, NOW)).toEqual({ limited: false });
  });

  test('the window is open at its start: a hit exactly windowMs old no longer counts, one a millisecond younger does', async () => {
    await hit('k', at(1_000));
    await hit('k', at(2_000));
    await hit('k', at(RULE.windowMs));
    expect(await checkRateLimit(database.db(), 'k', RULE, NOW)).toEqual({ limited: false });
    await hit('k', at(RULE.windowMs - 1));
    // Free again when that hit leaves the window, a millisecond from now: Retry-After is at least a second.
    expect(await checkRateLimit(database.db(), 'k', RULE, NOW)).toEqual({ limited: true, retryAfterSeconds: 1 });
  });

  test('Retry-After waits for the oldest of the newest `limit` hits to leave the window, in whole seconds rounded up', async () => {
    // Five hits: the third newest (at 40.5 s ago) frees the key in 19.5 s, so 20; older ones change nothing.
    for (const ms of [5_000, 20_000, 40_500, 50_000, 59_000]) await hit('k', at(ms));
    expect(await checkRateLimit(database.db(), 'k', RULE, NOW)).toEqual({ limited: true, retryAfterSeconds: 20 });
    expect(await checkRateLimit(database.db(), 'k', { limit: 1, windowMs: 60_000 }, NOW)).toEqual({
      limited: true,
      retryAfterSeconds: 55,
    });
    expect(await checkRateLimit(database.db(), 'k', { limit: 6, windowMs: 60_000 }, NOW)).toEqual({ limited: false });
  });

  test("a reservation records one hit per key at `now` and prunes only that key's hits that left its window", async () => {
    await hit('a', at(RULE.windowMs)); // left the window: pruned
    await hit('a', at(RULE.windowMs + 5_000)); // pruned
    await hit('a', at(RULE.windowMs - 1)); // still inside: kept
    await hit('other', at(RULE.windowMs + 5_000)); // another key's: untouched
    const reserved = await reserveRateLimit(
      database.db(),
      [
        { key: 'b', rule: RULE },
        { key: 'a', rule: RULE },
      ],
      NOW,
    );
    expect(reserved).toEqual({ ok: true, hitIds: [expect.any(Number), expect.any(Number)] });
    expect(await hitsOf('a')).toEqual([RULE.windowMs - 1, 0]);
    expect(await hitsOf('b')).toEqual([0]);
    expect(await hitsOf('other')).toEqual([RULE.windowMs + 5_000]);
    // Each key's own rule prunes it: a shorter window drops more.
    await reserveRateLimit(database.db(), [{ key: 'a', rule: { limit: 10, windowMs: 1_000 } }], NOW);
    expect(await hitsOf('a')).toEqual([0, 0]);
  });

  test("a reservation is refused when any key is at its limit, with the longest wait and that key's limit, and records nothing", async () => {
    for (const ms of [1_000, 2_000, 3_000]) await hit('near', at(ms)); // free in 57 s
    for (const ms of [40_000, 41_000, 42_000]) await hit('far', at(ms)); // free in 20 s
    const before = await database.db().select().from(rateLimitHits);
    const refused = await reserveRateLimit(
      database.db(),
      [
        { key: 'far', rule: RULE },
        { key: 'fresh', rule: RULE },
        { key: 'near', rule: { ...RULE, limit: 3 } },
      ],
      NOW,
      'Too many reports',
    );
    expect(refused).toEqual({
      ok: false,
      code: 'limited',
      error: 'Too many reports',
      retryAfterSeconds: 57,
      limit: 3,
    });
    expect(await database.db().select().from(rateLimitHits)).toHaveLength(before.length);

    // The longest wait names its own rule's limit; the default message.
    for (const ms of [1_000, 2_000]) await hit('pair', at(ms)); // limit 2: free in 58 s
    expect(
      await reserveRateLimit(
        database.db(),
        [
          { key: 'near', rule: RULE },
          { key: 'pair', rule: { limit: 2, windowMs: 60_000 } },
        ],
        NOW,
      ),
    ).toEqual({
      ok: false,
      code: 'limited',
      error: 'Too many attempts; try again later',
      retryAfterSeconds: 58,
      limit: 2,
    });
  });

  test('the longest wait wins whichever key it is under, first or last', async () => {
    // Keys are checked in their sorted order: here the longest wait (57 s) comes first, a shorter one (20 s) after it.
    for (const ms of [1_000, 2_000, 3_000]) await hit('a-long', at(ms));
    for (const ms of [40_000, 41_000]) await hit('b-short', at(ms));
    expect(
      await reserveRateLimit(
        database.db(),
        [
          { key: 'b-short', rule: { limit: 2, windowMs: 60_000 } },
          { key: 'a-long', rule: RULE },
        ],
        NOW,
      ),
    ).toMatchObject({ ok: false, retryAfterSeconds: 57, limit: 3 });
  });

  // Two reservations of the same keys named in opposite orders, at once: each takes its keys' advisory locks in one
  // fixed order, so neither waits for a lock the other holds while holding one it wants. Only PostgreSQL can show it
  // (PGlite runs one transaction at a time); in the opposite orders PostgreSQL breaks the deadlock by failing one.
  (ENGINE === 'postgres' ? test : test.skip)(
    'reservations of the same keys in opposite orders at once never deadlock',
    async () => {
      const rule = { limit: 1_000, windowMs: 60_000 };
      for (let round = 0; round < 20; round += 1) {
        const results = await Promise.all([
          reserveRateLimit(
            database.db(),
            [
              { key: 'x', rule },
              { key: 'y', rule },
            ],
            NOW,
          ),
          reserveRateLimit(
            database.db(),
            [
              { key: 'y', rule },
              { key: 'x', rule },
            ],
            NOW,
          ),
        ]);
        expect(results.map((result) => result.ok)).toEqual([true, true]);
      }
      expect(await hitsOf('x')).toHaveLength(40);
    },
  );

  test('a waived key never refuses but is counted; a key not waived beside it still refuses', async () => {
    for (const ms of [1_000, 2_000, 3_000]) await hit('account', at(ms));
    const waived = await reserveRateLimit(database.db(), [{ key: 'account', rule: RULE, waived: true }], NOW);
    expect(waived).toEqual({ ok: true, hitIds: [expect.any(Number)] });
    expect(await hitsOf('account')).toEqual([3_000, 2_000, 1_000, 0]);
    // `waived: false` is the default's meaning.
    expect(await reserveRateLimit(database.db(), [{ key: 'account', rule: RULE, waived: false }], NOW)).toMatchObject({
      ok: false,
      code: 'limited',
    });
    for (const ms of [1_000, 2_000, 3_000]) await hit('address', at(ms));
    expect(
      await reserveRateLimit(
        database.db(),
        [
          { key: 'account', rule: RULE, waived: true },
          { key: 'address', rule: RULE },
        ],
        NOW,
      ),
    ).toMatchObject({ ok: false, code: 'limited', retryAfterSeconds: 57 });
  });

  test('released hits stop counting; only those; releasing none changes nothing', async () => {
    const kept = await hit('k', at(1_000));
    const reserved = await reserveRateLimit(
      database.db(),
      [
        { key: 'k', rule: RULE },
        { key: 'j', rule: RULE },
      ],
      NOW,
    );
    if (!reserved.ok) throw new Error('reservation refused');
    await releaseRateLimitHits(database.db(), []);
    expect(await database.db().select().from(rateLimitHits)).toHaveLength(3);
    await releaseRateLimitHits(database.db(), reserved.hitIds);
    const left = await database.db().select({ id: rateLimitHits.id }).from(rateLimitHits);
    expect(left).toEqual([{ id: kept }]);
  });

  test('clearing a key removes its hits only', async () => {
    await hit('k', at(1_000));
    await hit('k', at(2_000));
    await hit('k2', at(1_000));
    await clearRateLimit(database.db(), 'k');
    expect(await hitsOf('k')).toEqual([]);
    expect(await hitsOf('k2')).toEqual([1_000]);
  });

  test('a key is stored as it is up to RATE_LIMIT_KEY_MAX_LENGTH; a longer one as its start and its hash, counted and cleared as one', async () => {
    const longest = 'x'.repeat(RATE_LIMIT_KEY_MAX_LENGTH);
    expect(storedRateLimitKey(longest)).toBe(longest);
    const tooLong = `${'y'.repeat(64)}${'z'.repeat(RATE_LIMIT_KEY_MAX_LENGTH)}`;
    const stored = storedRateLimitKey(tooLong);
    expect(stored).toMatch(new RegExp(`^${'y'.repeat(64)}…sha256:[0-9a-f]{64}$`));
    // Two long keys that share their start are two keys.
    const sibling = `${'y'.repeat(64)}${'w'.repeat(RATE_LIMIT_KEY_MAX_LENGTH)}`;
    expect(storedRateLimitKey(sibling)).not.toBe(stored);

    for (let i = 0; i < RULE.limit; i += 1)
      expect(await reserveRateLimit(database.db(), [{ key: tooLong, rule: RULE }], NOW)).toMatchObject({ ok: true });
    expect(await hitsOf(stored)).toEqual([0, 0, 0]);
    expect(await checkRateLimit(database.db(), tooLong, RULE, NOW)).toMatchObject({ limited: true });
    expect(await checkRateLimit(database.db(), sibling, RULE, NOW)).toEqual({ limited: false });
    await clearRateLimit(database.db(), tooLong);
    expect(await hitsOf(stored)).toEqual([]);
  });
});

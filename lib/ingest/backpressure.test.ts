/** @jest-environment node */
import os from 'node:os';
import { Backpressure, envNumber, freeDiskBytesOf, type IndexLag } from './backpressure';
import {
  INGEST_DISK_CHECK_INTERVAL_MS,
  INGEST_INDEX_LAG_EVERYONE_FACTOR,
  INGEST_INDEX_LAG_MAX_MS_DEFAULT,
  INGEST_MIN_FREE_DISK_BYTES_DEFAULT,
} from './limits';

const START = Date.parse('2026-03-01T12:00:00Z');
const LAG_MAX = 5_000;
const FLOOR = 1_000;

/** A decision over an index whose waits and a disk whose free bytes the test sets, on a clock the test moves. */
function setup() {
  const state = {
    now: START,
    oldestAckedAt: null as number | null,
    predicted: 0,
    free: 10 * FLOOR,
    reads: 0,
    heavy: new Set<string>(),
  };
  const index: IndexLag = {
    oldestWaitMs: (now) => (state.oldestAckedAt === null ? 0 : now - state.oldestAckedAt),
    predictedWaitMs: () => state.predicted,
    holdsFairShare: (sessionId, address) => state.heavy.has(sessionId) || state.heavy.has(address),
  };
  const backpressure = new Backpressure(index, {
    lagMaxMs: LAG_MAX,
    minFreeDiskBytes: FLOOR,
    clock: () => state.now,
    freeDiskBytes: async () => {
      state.reads += 1;
      return state.free;
    },
  });
  return { state, backpressure };
}

describe('the backpressure decision (503 for batches and images)', () => {
  test('nothing is refused while the index keeps up and the disk has room', async () => {
    const { backpressure } = setup();
    expect(await backpressure.overload()).toBeNull();
  });

  test(`refused once the oldest batch not yet indexed has waited longer than the bound (${LAG_MAX} ms here), not at it`, async () => {
    const { state, backpressure } = setup();
    state.oldestAckedAt = START - LAG_MAX;
    expect(await backpressure.overload()).toBeNull();
    state.now = START + 1;
    expect(await backpressure.overload()).toEqual({
      reason: 'index_behind',
      message: 'The index is behind; try again shortly',
    });
    state.oldestAckedAt = null;
    expect(await backpressure.overload()).toBeNull();
  });

  test('refused when a batch taken now would wait longer than the bound behind the backlog, however young the oldest', async () => {
    const { state, backpressure } = setup();
    state.oldestAckedAt = START;
    state.predicted = LAG_MAX + 1;
    expect(await backpressure.overload()).toMatchObject({ reason: 'index_behind' });
    state.predicted = LAG_MAX;
    expect(await backpressure.overload()).toBeNull();
  });

  test(`refused below the free-disk floor; the disk is read at most every ${INGEST_DISK_CHECK_INTERVAL_MS} ms`, async () => {
    const { state, backpressure } = setup();
    expect(await backpressure.overload()).toBeNull();
    state.free = FLOOR - 1;
    state.now = START + INGEST_DISK_CHECK_INTERVAL_MS - 1;
    expect(await backpressure.overload()).toBeNull();
    expect(state.reads).toBe(1);
    state.now = START + INGEST_DISK_CHECK_INTERVAL_MS;
    expect(await backpressure.overload()).toEqual({
      reason: 'disk_low',
      message: 'The ingest is short of disk space; try again later',
    });
    expect(state.reads).toBe(2);
    state.free = FLOOR;
    backpressure.measureDiskAgain();
    expect(await backpressure.overload()).toBeNull();
    expect(state.reads).toBe(3);
  });

  test(`past the bound, only a session or address holding its fair share of the backlog is refused; past ${INGEST_INDEX_LAG_EVERYONE_FACTOR}× the bound, everyone`, async () => {
    const { state, backpressure } = setup();
    state.heavy = new Set(['heavy-session', '198.51.100.7']);
    const quiet = { sessionId: 'quiet-session', address: '203.0.113.9' };
    state.predicted = LAG_MAX + 1;
    expect(await backpressure.overload(quiet)).toBeNull();
    expect(await backpressure.overload({ sessionId: 'heavy-session', address: '203.0.113.9' })).toMatchObject({
      reason: 'index_behind',
    });
    expect(await backpressure.overload({ sessionId: 'fresh-session', address: '198.51.100.7' })).toMatchObject({
      reason: 'index_behind',
    });
    // Without an asker (nothing to tell apart) everyone is refused past the bound, as before.
    expect(await backpressure.overload()).toMatchObject({ reason: 'index_behind' });
    state.predicted = LAG_MAX * INGEST_INDEX_LAG_EVERYONE_FACTOR;
    expect(await backpressure.overload(quiet)).toBeNull();
    state.predicted = LAG_MAX * INGEST_INDEX_LAG_EVERYONE_FACTOR + 1;
    expect(await backpressure.overload(quiet)).toMatchObject({ reason: 'index_behind' });
    // The disk is everyone's: a quiet visitor is refused below the floor too.
    state.predicted = 0;
    state.free = FLOOR - 1;
    backpressure.measureDiskAgain();
    expect(await backpressure.overload(quiet)).toMatchObject({ reason: 'disk_low' });
    expect(await backpressure.diskLow()).toMatchObject({ reason: 'disk_low' });
  });

  test('the index is asked first: while it is behind, the disk is not read', async () => {
    const { state, backpressure } = setup();
    state.predicted = LAG_MAX + 1;
    state.free = 0;
    expect(await backpressure.overload()).toMatchObject({ reason: 'index_behind' });
    expect(state.reads).toBe(0);
  });

  test('a disk that cannot be read counts as roomy (no refusal on a failed reading); a real one reads some bytes', async () => {
    expect(await freeDiskBytesOf('/no/such/folder/for/parley')()).toBe(Number.POSITIVE_INFINITY);
    const free = await freeDiskBytesOf(os.tmpdir())();
    expect(Number.isFinite(free) && free >= 0).toBe(true);
  });

  test('the bounds come from the environment when they are positive numbers, else the defaults', () => {
    expect(
      envNumber({ INGEST_INDEX_LAG_MAX_MS: '100' }, 'INGEST_INDEX_LAG_MAX_MS', INGEST_INDEX_LAG_MAX_MS_DEFAULT),
    ).toBe(100);
    for (const value of [undefined, '', '0', '-5', 'soon'])
      expect(
        envNumber(
          { INGEST_MIN_FREE_DISK_BYTES: value },
          'INGEST_MIN_FREE_DISK_BYTES',
          INGEST_MIN_FREE_DISK_BYTES_DEFAULT,
        ),
      ).toBe(INGEST_MIN_FREE_DISK_BYTES_DEFAULT);
  });
});

/** @jest-environment node */
import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  isSegmentLocator,
  SEGMENT_GROUP_MAX_BYTES,
  SEGMENT_MAX_AGE_MS,
  SEGMENT_MAX_BYTES,
  SegmentLog,
} from './segment-log';
import { scanSegment, scanSegmentFrom, SEGMENT_RECORD_PREFIX_MAX_BYTES } from './segment-records';

let root = '';
let logs: SegmentLog[] = [];
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-segments-'));
});
afterEach(async () => {
  jest.restoreAllMocks();
  for (const log of logs) await log.close().catch(() => undefined);
  logs = [];
  fs.rmSync(root, { recursive: true, force: true });
});

const newLog = (clock?: () => number) => {
  const log = new SegmentLog(root, clock);
  logs.push(log);
  return log;
};

const blob = (n: number, size = 100) => new Uint8Array(size).fill(n % 256);
const segmentFiles = () =>
  fs.readdirSync(path.join(root, 'segments'), { recursive: true }).filter((f) => String(f).endsWith('.seg'));

/** Counts fdatasync calls of the files the log opens. */
function watchSyncs(): { syncs: number } {
  const seen = { syncs: 0 };
  const open = fsPromises.open.bind(fsPromises);
  jest.spyOn(fsPromises, 'open').mockImplementation(async (...args: Parameters<typeof fsPromises.open>) => {
    const handle = await open(...args);
    const datasync = handle.datasync.bind(handle);
    handle.datasync = async () => {
      await datasync();
      seen.syncs++;
    };
    return handle;
  });
  return seen;
}

describe('the segment log: appends with group commit (lib/storage/segment-log.ts)', () => {
  test('each append reads back its own bytes by the locator it answered', async () => {
    const log = newLog();
    const locators = await Promise.all([1, 2, 3].map((n) => log.append('k', blob(n, 10 * n))));
    for (const [index, locator] of locators.entries()) {
      expect(isSegmentLocator(locator)).toBe(true);
      expect(await log.read(locator)).toEqual(blob(index + 1, 10 * (index + 1)));
    }
    expect(segmentFiles()).toHaveLength(1);
  });

  test('appends that arrive while a write is under way share one fdatasync: 100 appends, a handful of syncs', async () => {
    const syncs = watchSyncs();
    const log = newLog();
    await Promise.all(Array.from({ length: 100 }, (_, n) => log.append('k', blob(n))));
    expect(log.stats.appends).toBe(100);
    // The first append is written alone; the 99 that came meanwhile go together.
    expect(log.stats.groups).toBeLessThanOrEqual(3);
    expect(syncs.syncs).toBe(log.stats.groups);
  });

  test('an append is answered only after the fdatasync that covers it', async () => {
    const log = newLog();
    const order: string[] = [];
    const open = fsPromises.open.bind(fsPromises);
    jest.spyOn(fsPromises, 'open').mockImplementation(async (...args: Parameters<typeof fsPromises.open>) => {
      const handle = await open(...args);
      const datasync = handle.datasync.bind(handle);
      handle.datasync = async () => {
        order.push('sync started');
        await datasync();
        order.push('synced');
      };
      return handle;
    });
    await log.append('k', blob(1)).then(() => order.push('acknowledged'));
    expect(order).toEqual(['sync started', 'synced', 'acknowledged']);
  });

  test(`a group holds at most ${SEGMENT_GROUP_MAX_BYTES} bytes; a new segment begins past ${SEGMENT_MAX_BYTES} bytes or ${SEGMENT_MAX_AGE_MS} ms`, async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const log = newLog(() => now);
    const big = new Uint8Array(SEGMENT_GROUP_MAX_BYTES / 2 + 1);
    await Promise.all([log.append('k', blob(0)), log.append('k', big), log.append('k', big)]);
    expect(log.stats.groups).toBe(3);
    expect(segmentFiles()).toHaveLength(1);
    now += SEGMENT_MAX_AGE_MS;
    const later = await log.append('k', blob(7));
    expect(segmentFiles()).toHaveLength(2);
    // A record: magic (4), key length (2), bytes length (4), CRC-32 (4), the key `k` (1), then the bytes.
    expect(later).toMatch(/#15\+100$/);
    const segmentsBefore = log.stats.segments;
    for (let written = 0; written <= SEGMENT_MAX_BYTES; written += SEGMENT_GROUP_MAX_BYTES)
      await log.append('k', new Uint8Array(SEGMENT_GROUP_MAX_BYTES));
    expect(log.stats.segments).toBe(segmentsBefore + 1);
    for (const file of segmentFiles())
      expect(fs.statSync(path.join(root, 'segments', String(file))).size).toBeLessThanOrEqual(SEGMENT_MAX_BYTES);
  });

  test('a new process never appends to an earlier segment, and reads what the earlier one acknowledged', async () => {
    const first = newLog();
    const kept = await first.append('k', blob(1));
    // Crash: no close; a tail nothing points at is left after the acknowledged blob.
    const [file] = segmentFiles();
    fs.appendFileSync(path.join(root, 'segments', String(file)), 'half-written');
    const second = newLog();
    const next = await second.append('k', blob(2));
    expect(segmentFiles()).toHaveLength(2);
    expect(next.split('#')[0]).not.toBe(kept.split('#')[0]);
    expect(await second.read(kept)).toEqual(blob(1));
    expect(await second.read(next)).toEqual(blob(2));
  });

  test('a failed write is refused to its callers, and the next append starts a new segment', async () => {
    const log = newLog();
    await log.append('k', blob(1));
    const open = fsPromises.open.bind(fsPromises);
    let failNext = true;
    jest.spyOn(fsPromises, 'open').mockImplementation(async (...args: Parameters<typeof fsPromises.open>) => {
      const handle = await open(...args);
      handle.datasync = async () => {
        if (failNext) {
          failNext = false;
          throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
        }
      };
      return handle;
    });
    // The open segment came from the real open; break its datasync the same way.
    const segment = (log as unknown as { segment: { handle: { datasync(): Promise<void> } } }).segment;
    segment.handle.datasync = async () => {
      throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    };
    await expect(log.append('k', blob(2))).rejects.toThrow('EIO');
    failNext = false;
    const after = await log.append('k', blob(3));
    expect(await log.read(after)).toEqual(blob(3));
    expect(segmentFiles()).toHaveLength(2);
  });

  test('deleteBefore removes closed segments last written before the cutoff, never the open one', async () => {
    const log = newLog();
    const old = await log.append('k', blob(1));
    await log.close();
    const open = await log.append('k', blob(2));
    const longAgo = new Date(Date.now() - 40 * 24 * 3600_000);
    for (const file of segmentFiles()) fs.utimesSync(path.join(root, 'segments', String(file)), longAgo, longAgo);
    expect(await log.deleteBefore(new Date(Date.now() - 30 * 24 * 3600_000))).toBe(1);
    expect(await log.read(old)).toBeNull();
    expect(await log.read(open)).toEqual(blob(2));
  });

  test('a segment reads without the database: each record names its blob, and a torn tail is left out', async () => {
    const log = newLog();
    const locators = await Promise.all([
      log.append('p/s1/batches/0_0.bin.gz', blob(1, 30)),
      log.append('p/s2/batches/3_1.bin.gz', blob(2, 40)),
    ]);
    const [file] = segmentFiles();
    const segmentKey = `segments/${String(file)}`;
    fs.appendFileSync(
      path.join(root, segmentKey),
      Buffer.concat([Buffer.from('PSR1'), Buffer.from([0, 4, 0, 0, 1, 0])]),
    );
    const records = scanSegment(fs.readFileSync(path.join(root, segmentKey)), segmentKey);
    expect(records.map((r) => r.key)).toEqual(['p/s1/batches/0_0.bin.gz', 'p/s2/batches/3_1.bin.gz']);
    expect(records.map((r) => r.locator)).toEqual(locators);
  });

  test('a record whose bytes changed on disk fails its checksum: the scan stops before it, as at a torn tail', async () => {
    const log = newLog();
    const [first, second] = await Promise.all([
      log.append('p/s/batches/0_0.bin.gz', blob(1, 30)),
      log.append('p/s/batches/0_1.bin.gz', blob(2, 30)),
    ]);
    const segmentKey = first.slice(0, first.indexOf('#'));
    const file = path.join(root, segmentKey);
    const bytes = fs.readFileSync(file);
    const at = Number(/#(\d+)\+/.exec(second)![1]);
    bytes[at + 3]! ^= 0xff;
    const scan = scanSegmentFrom(bytes, segmentKey);
    expect(scan.records.map((r) => r.locator)).toEqual([first]);
    expect(scan.complete).toBe(false);
    expect(scan.end).toBe(scan.records[0]!.end);
  });

  test(`an erased record reads as zeros and keeps a valid checksum (its head found up to ${SEGMENT_RECORD_PREFIX_MAX_BYTES} bytes back): the segment still scans whole`, async () => {
    const log = newLog();
    // The longest key a record can name: its head begins SEGMENT_RECORD_PREFIX_MAX_BYTES before its bytes.
    const longKey = 'k'.repeat(0xffff);
    expect(SEGMENT_RECORD_PREFIX_MAX_BYTES).toBe(Buffer.byteLength(longKey) + 14);
    const locators = await Promise.all([
      log.append('p/s/batches/0_0.bin.gz', blob(1, 30)),
      log.append(longKey, blob(2, 40)),
      log.append('p/t/batches/0_0.bin.gz', blob(3, 50)),
    ]);
    await log.erase(locators[1]!);
    expect(await log.read(locators[1]!)).toEqual(new Uint8Array(40));
    expect(await log.read(locators[2]!)).toEqual(blob(3, 50));
    const segmentKey = locators[0]!.slice(0, locators[0]!.indexOf('#'));
    const scan = scanSegmentFrom(fs.readFileSync(path.join(root, segmentKey)), segmentKey);
    expect(scan.complete).toBe(true);
    expect(scan.records.map((r) => [r.key, r.locator])).toEqual([
      ['p/s/batches/0_0.bin.gz', locators[0]],
      [longKey, locators[1]],
      ['p/t/batches/0_0.bin.gz', locators[2]],
    ]);
  });

  test('a scan from a checkpoint reads the records after it, with offsets in the file, and the open segment is named', async () => {
    const log = newLog();
    const first = await log.append('a', blob(1, 10));
    const second = await log.append('b', blob(2, 20));
    const segmentKey = first.slice(0, first.indexOf('#'));
    expect(log.openSegmentKey).toBe(segmentKey);
    expect(await log.segmentKeys()).toEqual([segmentKey]);
    const whole = scanSegmentFrom(fs.readFileSync(path.join(root, segmentKey)), segmentKey);
    const checkpoint = whole.records[0]!.end;
    const rest = await log.readRange(segmentKey, checkpoint, 1 << 20);
    const scan = scanSegmentFrom(rest!, segmentKey, checkpoint);
    expect(scan.records.map((r) => [r.key, r.locator])).toEqual([['b', second]]);
    expect(scan).toMatchObject({ complete: true, end: whole.end });
  });

  test('a locator that is not one is refused; one past its segment reads as nothing', async () => {
    const log = newLog();
    const locator = await log.append('k', blob(1));
    await expect(log.read('segments/../../etc/passwd#0+10')).rejects.toThrow('Invalid segment locator');
    expect(await log.read(locator.replace(/#\d+\+/, '#5000+'))).toBeNull();
  });
});

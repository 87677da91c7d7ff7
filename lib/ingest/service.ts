import 'server-only';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { acquireDataDirLock, type DataDirLock } from '@/lib/db/lock';
import { getBlobStore } from '@/lib/storage/blob-store';
import type { BlobStore } from '@/lib/storage/blob-store-contract';
import { dataPath } from '@/lib/config/data-dir';
import { SegmentLog } from '@/lib/storage/segment-log';
import { rawBatchKey, type BatchIndexEntry, type RawBatch } from './digest';
import { inlineRunner, type DigestRunner } from './digest-runner';
import { batchStoreFor, type BatchStore } from './stored-batches';
import { IndexPace } from './index-pace';
import { comparePositions, Digester } from './digester';
import type { Checkpoint, SessionCount } from './index-writer';
import {
  INGEST_DISK_CHECK_INTERVAL_MS,
  INGEST_INDEX_LAG_MAX_MS_DEFAULT,
  INGEST_MIN_FREE_DISK_BYTES_DEFAULT,
  MAX_IMAGES_PER_SESSION,
  SESSION_BYTES_QUOTA_DEFAULT,
} from './limits';

/** Raw segments are closed past this size or age, so digested ones can be deleted soon (their batches are stored). */
export const RAW_SEGMENT_MAX_BYTES = 16 * 1024 * 1024;
export const RAW_SEGMENT_MAX_AGE_MS = 10 * 60_000;
/** How long a clean stop waits for the index to take what was acknowledged. */
export const CLOSE_DRAIN_MAX_MS = 10_000;
/** Lag samples kept for stats() between resets. */
const STATS_SAMPLES_MAX = 1_000_000;
/** Sessions whose quota, batches and images this process remembers; the least recently seen is forgotten first. */
export const LEDGER_MAX_SESSIONS = 20_000;

/**
 * What this process knows of one batch of a session (`{page}_{batch}`): being appended now (the promise), acknowledged
 * here and counted at its bytes as received (the number) until the digester settles it, or counted at its bytes as
 * stored (`'indexed'`).
 */
export type BatchMark = Promise<void> | number | 'indexed';

/**
 * What the ingest remembers of a session it takes batches for: enough to refuse a repeat or an overrun cheaply,
 * without a database read per batch.
 *
 * What the index counts of the session (its batches' `bytes_stored`, gzipped as stored, and its canvas images) is
 * shared by every ingest process, since all of them index into one database. The ledger reads it when it is loaded
 * and again with every commit that indexes a batch of the session (the commit reads back the session's count,
 * lib/ingest/index-writer.ts `SessionCount`), and adds what this process acknowledged and has not indexed yet, at its
 * size as received. So several processes without session affinity let a session past its quota by at most what the
 * others acknowledged since this one's last commit for it (bounded by the index lag the door allows,
 * INGEST_INDEX_LAG_MAX_MS): not N times the quota.
 */
export class SessionLedger {
  readonly batches = new Map<string, BatchMark>();
  /** The batches' bytes as the index last counted them. */
  private indexedBytes: number;
  /** Acknowledged here and not yet indexed, at their size as received. */
  private receivedBytes = 0;
  /** The images this process knows it stored (read at load, then counted here) and the index's last count of them. */
  private images = { known: { bytes: 0, count: 0 }, indexed: { bytes: 0, count: 0 } };

  constructor(
    readonly quota: number,
    count: SessionCount,
  ) {
    this.indexedBytes = count.bytes;
    this.images.known = { bytes: count.imageBytes, count: count.images };
  }

  /**
   * The images by both counts, whichever is larger: this process's own count is exact until another process stores
   * one, and the index's count includes those from the commit that reads it on.
   */
  private imageTotal(): { bytes: number; count: number } {
    const { known, indexed } = this.images;
    return { bytes: Math.max(known.bytes, indexed.bytes), count: Math.max(known.count, indexed.count) };
  }

  /** The session's bytes as far as this process knows: counted by the index, and acknowledged here since. */
  get bytes(): number {
    return this.indexedBytes + this.receivedBytes + this.imageTotal().bytes;
  }

  get imageCount(): number {
    return this.imageTotal().count;
  }

  /** Whether `bytes` more stay within the quota. */
  fits(bytes: number): boolean {
    return this.bytes + bytes <= this.quota;
  }

  /** A batch's bytes as received, acknowledged here and not indexed yet (negative: given back, not appended). */
  received(bytes: number): void {
    this.receivedBytes += bytes;
  }

  /** Canvas images stored (negative: given back, not stored). */
  imagesTaken(count: number, bytes: number): void {
    this.images.known = { bytes: this.images.known.bytes + bytes, count: this.images.known.count + count };
  }

  /**
   * A batch of the session is now indexed. One acknowledged here (`mark` a number) leaves the received count; its
   * stored size arrives with the index's count, which the commit that indexed it read back (`counted`).
   */
  settle(mark: number | undefined): void {
    this.receivedBytes -= mark ?? 0;
  }

  /** The index's count after a commit: every process's indexed batches and stored images. */
  counted(count: SessionCount): void {
    this.indexedBytes = Math.max(this.indexedBytes, count.bytes);
    this.images.indexed = { bytes: count.imageBytes, count: count.images };
  }
}

/** A positive integer of the environment, or the default. */
export function envNumber(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export interface IngestServiceOptions {
  /** The raw log's folder (default INGEST_LOG_DIR or data/ingest-log). */
  logDir?: string;
  runner?: DigestRunner;
  store?: () => BlobStore;
  /** Where digested batches go (default: batchStoreFor the blob store). */
  batches?: BatchStore;
  db?: () => Promise<Db>;
  env?: Record<string, string | undefined>;
  clock?: () => number;
  /** How often the digester looks for erased sessions (ERASURE_SWEEP_MS unless told; tests). */
  erasureSweepMs?: number;
}

/**
 * The ingest of one process (acknowledged from the log, indexed after): the raw log that batches are
 * acknowledged from, the digester that indexes them behind, and what the door needs to refuse cheaply (the index's
 * lag, the disk's free space, the sessions it has seen). One per process and log folder (a lock file says so).
 */
export class IngestService {
  readonly log: SegmentLog;
  readonly logId: string;
  readonly digester: Digester;
  readonly batches: BatchStore;
  readonly lagMaxMs: number;
  readonly minFreeDiskBytes: number;
  readonly logDir: string;
  private readonly durable = new Map<string, number>();
  /** Acknowledged, not yet indexed: where each append ends and when it was acknowledged, in log order. */
  private readonly unindexed: { at: Checkpoint; ackedAt: number }[] = [];
  private unindexedHead = 0;
  private readonly waiters: { at: Checkpoint; resolve: () => void }[] = [];
  private readonly sessions = new Map<string, SessionLedger | Promise<SessionLedger | null>>();
  private readonly clock: () => number;
  private readonly db: () => Promise<Db>;
  private lock: DataDirLock | null;
  private freeDisk = { bytes: Number.POSITIVE_INFINITY, checkedAt: 0 };
  private readonly pace = new IndexPace();
  /** Acknowledged batches the commits of the digester's current round have indexed so far. */
  private indexedThisRound = 0;
  /** Since the last resetStats: ms from acknowledgement to index of each batch (bounded sample), and when. */
  private measured = { lags: [] as number[], acknowledged: 0, lastAckAt: 0, drainedAt: 0 };
  private started: Promise<void> | null = null;

  constructor(options: IngestServiceOptions = {}) {
    const env = options.env ?? process.env;
    const logDir = (this.logDir = path.resolve(
      options.logDir ?? (env.INGEST_LOG_DIR?.trim() || dataPath('ingest-log')),
    ));
    this.clock = options.clock ?? Date.now;
    this.db = options.db ?? getDb;
    this.lagMaxMs = envNumber(env, 'INGEST_INDEX_LAG_MAX_MS', INGEST_INDEX_LAG_MAX_MS_DEFAULT);
    this.minFreeDiskBytes = envNumber(env, 'INGEST_MIN_FREE_DISK_BYTES', INGEST_MIN_FREE_DISK_BYTES_DEFAULT);
    // Two processes appending to one log folder would each digest the other's segments: one owner per folder.
    fsSync.mkdirSync(logDir, { recursive: true });
    this.lock = acquireDataDirLock(logDir);
    this.logId = env.INGEST_LOG_ID?.trim() || `${os.hostname()}:${logDir}`;
    this.log = new SegmentLog(logDir, this.clock, {
      maxBytes: RAW_SEGMENT_MAX_BYTES,
      maxAgeMs: RAW_SEGMENT_MAX_AGE_MS,
      onDurable: (segment, end) => this.durable.set(segment, end),
    });
    this.batches = options.batches ?? batchStoreFor((options.store ?? getBlobStore)(), env);
    this.digester = new Digester({
      batches: this.batches,
      logId: this.logId,
      log: this.log,
      durableEnd: (segment) => this.durable.get(segment),
      runner: options.runner ?? inlineRunner(),
      store: options.store ?? getBlobStore,
      db: this.db,
      clock: this.clock,
      erasureSweepMs: options.erasureSweepMs,
      onCommitted: (checkpoint, outcome, roundDone, entries) => {
        this.settle(entries, outcome.fresh, outcome.counted);
        this.committed(checkpoint, roundDone);
      },
    });
  }

  /** Starts the digester (once): indexing resumes from the log's checkpoint. */
  start(): Promise<void> {
    this.started ??= this.batches.recover().then(() => this.digester.start());
    return this.started;
  }

  /**
   * Appends a batch as received; resolves once it is durable (fdatasync, shared by every batch of the group). From
   * then on it is acknowledged: the digester will index it even if this process is killed now.
   */
  async append(batch: RawBatch, body: Uint8Array): Promise<void> {
    void this.start();
    const locator = await this.log.append(rawBatchKey(batch), body);
    const match = /^(.*)#(\d+)\+(\d+)$/.exec(locator)!;
    const ackedAt = this.clock();
    this.unindexed.push({ at: { segment: match[1]!, offset: Number(match[2]) + Number(match[3]) }, ackedAt });
    this.measured.acknowledged += 1;
    this.measured.lastAckAt = ackedAt;
    this.digester.wake();
  }

  /**
   * The batches just indexed leave the received counts of their sessions' ledgers, and each session's count as the
   * commit read it back (every process's batches at their stored size, and its images) replaces the indexed part.
   */
  private settle(
    entries: readonly BatchIndexEntry[],
    fresh: readonly boolean[],
    counted: ReadonlyMap<string, SessionCount>,
  ): void {
    entries.forEach((entry, i) => {
      const ledger = this.sessions.get(entry.sessionId);
      if (!fresh[i] || !ledger || ledger instanceof Promise) return;
      const id = `${entry.pageNo}_${entry.batchNo}`;
      const mark = ledger.batches.get(id);
      if (mark === 'indexed' || mark instanceof Promise) return;
      ledger.settle(mark);
      ledger.batches.set(id, 'indexed');
    });
    for (const [sessionId, count] of counted) {
      const ledger = this.sessions.get(sessionId);
      if (ledger && !(ledger instanceof Promise)) ledger.counted(count);
    }
  }

  private committed(checkpoint: Checkpoint, roundDone: boolean): void {
    const now = this.clock();
    while (
      this.unindexedHead < this.unindexed.length &&
      comparePositions(this.unindexed[this.unindexedHead]!.at, checkpoint) <= 0
    ) {
      if (this.measured.lags.length < STATS_SAMPLES_MAX)
        this.measured.lags.push(now - this.unindexed[this.unindexedHead]!.ackedAt);
      this.unindexedHead++;
      this.indexedThisRound++;
    }
    // The digester's pace is a round's batches over the time between rounds, however many commits a round took.
    if (roundDone) {
      this.pace.committed(now, this.indexedThisRound, this.backlog);
      this.indexedThisRound = 0;
    }
    if (this.unindexedHead === this.unindexed.length) this.measured.drainedAt = now;
    if (this.unindexedHead > 1024 && this.unindexedHead * 2 > this.unindexed.length) {
      this.unindexed.splice(0, this.unindexedHead);
      this.unindexedHead = 0;
    }
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      if (comparePositions(this.waiters[i]!.at, checkpoint) <= 0) {
        this.waiters[i]!.resolve();
        this.waiters.splice(i, 1);
      }
    }
  }

  /** How long the oldest acknowledged batch not yet in the index has waited (0 when the index is up to date). */
  lagMs(): number {
    const oldest = this.unindexed[this.unindexedHead];
    return oldest ? this.clock() - oldest.ackedAt : 0;
  }

  /** Acknowledged batches not yet in the index. */
  get backlog(): number {
    return this.unindexed.length - this.unindexedHead;
  }

  /**
   * What the benchmarks read (server/ingest-service.ts writes it on SIGUSR2): batches acknowledged since the last
   * reset, the index lag of each (acknowledged to committed) at p50 and p99, and how long after the last
   * acknowledgement the index had everything (the drain time; null while it has not).
   */
  stats() {
    const lags = [...this.measured.lags].sort((a, b) => a - b);
    const q = (p: number) => (lags.length ? lags[Math.min(lags.length - 1, Math.ceil(p * lags.length) - 1)]! : null);
    const { acknowledged, lastAckAt, drainedAt } = this.measured;
    return {
      acknowledged,
      indexed: lags.length,
      backlog: this.backlog,
      lagP50Ms: q(0.5),
      lagP99Ms: q(0.99),
      lagMaxMs: q(1),
      drainMs: this.backlog === 0 && drainedAt >= lastAckAt ? drainedAt - lastAckAt : null,
      digester: { ...this.digester.stats },
    };
  }

  resetStats(): void {
    this.measured = { lags: [], acknowledged: 0, lastAckAt: 0, drainedAt: 0 };
  }

  /** Resolves once every batch acknowledged so far is in the index (tests, benchmarks, a clean stop). */
  indexed(): Promise<void> {
    const last = this.unindexed[this.unindexed.length - 1];
    if (!last || this.unindexedHead >= this.unindexed.length) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ at: last.at, resolve }));
  }

  /** Why batches are refused now (503), or null: the index too far behind, or the disk nearly full. */
  async overloaded(): Promise<string | null> {
    // The oldest batch's wait, and the wait of one taken now behind the whole backlog at the digester's measured pace.
    if (Math.max(this.lagMs(), this.pace.predictedWaitMs(this.backlog)) > this.lagMaxMs)
      return 'The index is behind; try again shortly';
    const now = this.clock();
    if (now - this.freeDisk.checkedAt >= INGEST_DISK_CHECK_INTERVAL_MS) {
      this.freeDisk.checkedAt = now;
      const stats = await fs.statfs(this.logDir).catch(() => null);
      this.freeDisk.bytes = stats ? stats.bavail * stats.bsize : Number.POSITIVE_INFINITY;
    }
    if (this.freeDisk.bytes < this.minFreeDiskBytes) return 'The ingest is short of disk space; try again later';
    return null;
  }

  /** Forgets the free-disk reading so the next batch measures again (tests). */
  measureDiskAgain(): void {
    this.freeDisk.checkedAt = 0;
  }

  /**
   * What this process knows of a session: its quota, what it stored, its batches (to respond to a repeat without
   * appending it) and its canvas images; read from the database the first time, then kept up to date here. Null for
   * a session that does not exist.
   */
  async session(sessionId: string): Promise<SessionLedger | null> {
    const known = this.sessions.get(sessionId);
    if (known) {
      // Most recently seen last: the first entries are the ones to forget.
      this.sessions.delete(sessionId);
      this.sessions.set(sessionId, known);
      return known;
    }
    const loading = this.loadSession(sessionId);
    this.sessions.set(sessionId, loading);
    const loaded = await loading.catch((error: unknown) => {
      this.sessions.delete(sessionId);
      throw error;
    });
    if (loaded) this.sessions.set(sessionId, loaded);
    else this.sessions.delete(sessionId);
    while (this.sessions.size > LEDGER_MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!);
    return loaded;
  }

  /** A session just created by `start` in this process: nothing to read. */
  sessionStarted(sessionId: string, quota: number): void {
    this.sessions.set(sessionId, new SessionLedger(quota, { bytes: 0, imageBytes: 0, images: 0 }));
  }

  private async loadSession(sessionId: string): Promise<SessionLedger | null> {
    const db = await this.db();
    const result = (await db.execute(sql`
      select s.bytes_stored as bytes, p.session_bytes_quota as quota,
        (select count(*) from recording_images i where i.session_id = s.id) as images,
        (select coalesce(sum(i.bytes), 0) from recording_images i where i.session_id = s.id) as image_bytes,
        (select coalesce(string_agg(b.page_no || '_' || b.batch_no, ','), '') from recording_batches b where b.session_id = s.id) as batches,
        (select coalesce(sum(q.bytes), 0) from ingest_quarantine q where q.session_id = s.id) as aside_bytes,
        (select coalesce(string_agg(q.page_no || '_' || q.batch_no, ','), '') from ingest_quarantine q where q.session_id = s.id) as aside
      from recording_sessions s join projects p on p.id = s.project_id where s.id = ${sessionId}`)) as unknown as {
      rows: {
        bytes: string | number;
        quota: string | number;
        images: string | number;
        image_bytes: string | number;
        batches: string;
        aside_bytes: string | number;
        aside: string;
      }[];
    };
    const row = result.rows[0];
    if (!row) return null;
    const ledger = new SessionLedger(Number(row.quota) || SESSION_BYTES_QUOTA_DEFAULT, {
      bytes: Number(row.bytes),
      imageBytes: Number(row.image_bytes),
      images: Number(row.images),
    });
    for (const key of row.batches ? row.batches.split(',') : []) ledger.batches.set(key, 'indexed');
    // A quarantined batch is kept (its bytes count) and gets a repeat's response when sent again, as before a restart.
    for (const key of row.aside ? row.aside.split(',') : []) if (!ledger.batches.has(key)) ledger.batches.set(key, 0);
    ledger.received(Number(row.aside_bytes));
    return ledger;
  }

  /**
   * Whether a session may store `count` more canvas images of `bytes` in all: at most MAX_IMAGES_PER_SESSION images,
   * and their bytes within the session's byte quota, which its batches count against too (images are disk as well).
   * Counted if so; `giveBackImages` undoes it when they were not stored after all.
   */
  async takeImages(
    sessionId: string,
    count: number,
    bytes: number,
  ): Promise<'ok' | 'too_many' | 'over_quota' | 'no_session'> {
    const ledger = await this.session(sessionId);
    if (!ledger) return 'no_session';
    if (ledger.imageCount + count > MAX_IMAGES_PER_SESSION) return 'too_many';
    if (!ledger.fits(bytes)) return 'over_quota';
    ledger.imagesTaken(count, bytes);
    return 'ok';
  }

  giveBackImages(sessionId: string, count: number, bytes: number): void {
    const ledger = this.sessions.get(sessionId);
    if (!ledger || ledger instanceof Promise) return;
    ledger.imagesTaken(-count, -bytes);
  }

  /** Stops: indexes what was acknowledged first (for at most CLOSE_DRAIN_MAX_MS; the rest waits in the log). */
  async close(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.indexed(), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_DRAIN_MAX_MS)))]);
    clearTimeout(timer);
    await this.digester.stop();
    await this.log.close();
    await this.batches.close();
    this.lock?.release();
    this.lock = null;
  }
}

const REGISTRY = Symbol.for('parley.ingest.service');
type Holder = { [REGISTRY]?: IngestService };

/**
 * The process's ingest (kept on globalThis: the server's bundle and Next.js's share it). A server installs its own
 * (with the digest worker) before it serves anything; otherwise the first ingest call makes one that digests inline.
 */
export function ingestService(): IngestService {
  const holder = globalThis as Holder;
  return (holder[REGISTRY] ??= new IngestService());
}

/** The process's ingest if one was made (code that only informs it must not create one). */
export function existingIngestService(): IngestService | undefined {
  return (globalThis as Holder)[REGISTRY];
}

export function installIngestService(service: IngestService | undefined): void {
  (globalThis as Holder)[REGISTRY] = service;
}

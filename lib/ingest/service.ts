import 'server-only';
import fsSync from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDb, type Db } from '@/lib/db/client';
import { failure, type Failure } from '@/lib/errors';
import { acquireDataDirLock, type DataDirLock } from '@/lib/db/lock';
import { getBlobStore } from '@/lib/storage/blob-store';
import type { BlobStore } from '@/lib/storage/blob-store-contract';
import { dataPath } from '@/lib/config/data-dir';
import { SegmentLog } from '@/lib/storage/segment-log';
import type { BodyPace } from '@/lib/http/request-body';
import { Backpressure, envNumber, freeDiskBytesOf, type Asker } from './backpressure';
import { ClientLimits, addressKey, type ClientLimitsOptions } from './client-limits';
import { rawBatchKey, type RawBatch } from './digest';
import { inlineRunner, type DigestRunner } from './digest-runner';
import { Digester } from './digester';
import { IndexProgress } from './index-progress';
import {
  INGEST_BODY_GRACE_MS,
  INGEST_BODY_MAX_MS,
  INGEST_BODY_MIN_BYTES_PER_SECOND,
  INGEST_INDEX_LAG_MAX_MS_DEFAULT,
  INGEST_MIN_FREE_DISK_BYTES_DEFAULT,
  INGEST_RETRY_AFTER_SECONDS,
} from './limits';
import type { SessionLedger } from './session-ledger';
import { SessionLedgers } from './session-ledgers';
import { batchStoreFor, type BatchStore } from './stored-batches';

/** Raw segments are closed past this size or age, so digested ones can be deleted soon (their batches are stored). */
export const RAW_SEGMENT_MAX_BYTES = 16 * 1024 * 1024;
export const RAW_SEGMENT_MAX_AGE_MS = 10 * 60_000;
/** How long a clean stop waits for the index to take what was acknowledged. */
export const CLOSE_DRAIN_MAX_MS = 10_000;

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
  /** What one client and all of them may hold and send (the constants of limits.ts unless told; tests). */
  clientLimits?: ClientLimitsOptions;
  /** How slowly a request body may arrive (INGEST_BODY_* unless told; tests). */
  bodyPace?: BodyPace;
}

/**
 * The ingest of one process (acknowledged from the log, indexed after), wiring its parts together: the raw log that
 * batches are acknowledged from, the digester that indexes them behind, how far the index is behind
 * (lib/ingest/index-progress.ts), the backpressure decision that reads it (backpressure.ts), what each client holds
 * and sends (client-limits.ts), and the ledgers of the sessions it takes batches for (session-ledgers.ts), which each
 * commit of the digester brings up to date. One per process and log folder (a lock file says so).
 */
export class IngestService {
  readonly log: SegmentLog;
  readonly logId: string;
  readonly digester: Digester;
  readonly batches: BatchStore;
  readonly logDir: string;
  readonly progress = new IndexProgress();
  readonly backpressure: Backpressure;
  readonly ledgers: SessionLedgers;
  readonly clients: ClientLimits;
  readonly bodyPace: BodyPace;
  private readonly durable = new Map<string, number>();
  private readonly clock: () => number;
  private lock: DataDirLock | null;
  private started: Promise<void> | null = null;

  constructor(options: IngestServiceOptions = {}) {
    const env = options.env ?? process.env;
    const logDir = (this.logDir = path.resolve(
      options.logDir ?? (env.INGEST_LOG_DIR?.trim() || dataPath('ingest-log')),
    ));
    this.clock = options.clock ?? Date.now;
    const db = options.db ?? getDb;
    this.ledgers = new SessionLedgers(db);
    this.clients = new ClientLimits({ clock: this.clock, ...options.clientLimits });
    this.bodyPace = options.bodyPace ?? {
      graceMs: INGEST_BODY_GRACE_MS,
      minBytesPerSecond: INGEST_BODY_MIN_BYTES_PER_SECOND,
      maxMs: INGEST_BODY_MAX_MS,
    };
    this.backpressure = new Backpressure(this.progress, {
      lagMaxMs: envNumber(env, 'INGEST_INDEX_LAG_MAX_MS', INGEST_INDEX_LAG_MAX_MS_DEFAULT),
      minFreeDiskBytes: envNumber(env, 'INGEST_MIN_FREE_DISK_BYTES', INGEST_MIN_FREE_DISK_BYTES_DEFAULT),
      freeDiskBytes: freeDiskBytesOf(logDir),
      clock: this.clock,
    });
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
      db,
      clock: this.clock,
      erasureSweepMs: options.erasureSweepMs,
      onCommitted: (checkpoint, outcome, roundDone, entries) => {
        this.ledgers.committed(entries, outcome.fresh, outcome.counted);
        this.progress.committed(checkpoint, roundDone, this.clock());
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
   * then on it is acknowledged: the digester will index it even if this process is killed now. `address` is the
   * client's, whose share of the backlog the batch counts in until it is indexed.
   */
  async append(batch: RawBatch, body: Uint8Array, address = 'unknown'): Promise<void> {
    void this.start();
    const locator = await this.log.append(rawBatchKey(batch), body);
    const match = /^(.*)#(\d+)\+(\d+)$/.exec(locator)!;
    this.progress.acknowledged({ segment: match[1]!, offset: Number(match[2]) + Number(match[3]) }, this.clock(), {
      sessionId: batch.sessionId,
      address: addressKey(address),
      bytes: body.byteLength,
    });
    this.digester.wake();
  }

  /** Acknowledged batches not yet in the index. */
  get backlog(): number {
    return this.progress.backlog;
  }

  /** Resolves once every batch acknowledged so far is in the index (tests, benchmarks, a clean stop). */
  indexed(): Promise<void> {
    return this.progress.indexed();
  }

  /** What the benchmarks read (server/ingest-service.ts writes it on SIGUSR2): the index's lag, and the digester's. */
  stats() {
    return { ...this.progress.stats(), digester: { ...this.digester.stats } };
  }

  resetStats(): void {
    this.progress.resetStats();
  }

  /**
   * Why batches and images are refused now (503), or null: the index too far behind (for `asker` only when it holds
   * its fair share of the backlog, backpressure.ts), or the disk nearly full.
   */
  async overloaded(asker?: Asker): Promise<string | null> {
    const key = asker ? { sessionId: asker.sessionId, address: addressKey(asker.address) } : undefined;
    return (await this.backpressure.overload(key))?.message ?? null;
  }

  /** Why nothing more may be written to the disk now (503), or null: the free-disk floor alone (webcam video). */
  async diskLow(): Promise<string | null> {
    return (await this.backpressure.diskLow())?.message ?? null;
  }

  /** The ledger of a session (SessionLedgers.get): null for a session that does not exist. */
  session(sessionId: string): Promise<SessionLedger | null> {
    return this.ledgers.get(sessionId);
  }

  /** A session just created by `start` in this process: nothing to read. */
  sessionStarted(sessionId: string, quota: number): void {
    this.ledgers.started(sessionId, quota);
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

/**
 * The free-disk floor as webcam video uploads read it (lib/usability-tests/video-budget.ts DiskRoom): video goes to
 * the disk the raw log and the database share, so below the ingest's floor it gets 503 + Retry-After as batches do.
 */
export async function videoDiskRoom(): Promise<Failure | null> {
  const low = await ingestService().diskLow();
  return low ? failure('unavailable', low, { retryAfterSeconds: INGEST_RETRY_AFTER_SECONDS }) : null;
}

/** The process's ingest if one was made (code that only informs it must not create one). */
export function existingIngestService(): IngestService | undefined {
  return (globalThis as Holder)[REGISTRY];
}

export function installIngestService(service: IngestService | undefined): void {
  (globalThis as Holder)[REGISTRY] = service;
}

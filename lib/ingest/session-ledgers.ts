import 'server-only';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '@/lib/db/client';
import type { BatchIndexEntry } from './digest';
import type { SessionCount } from './index-writer';
import { SESSION_BYTES_QUOTA_DEFAULT } from './limits';
import { SessionLedger, type ImagesTaken } from './session-ledger';

/** Sessions whose quota, batches and images this process remembers; the least recently seen is forgotten first. */
export const LEDGER_MAX_SESSIONS = 20_000;

/**
 * The ledgers of the sessions this process takes batches and images for (lib/ingest/session-ledger.ts): read from the
 * database the first time a session is seen, then kept up to date here, from what the door takes and from what each
 * of the digester's commits indexed and read back. A forgotten session is read again when next seen.
 */
export class SessionLedgers {
  /** A ledger, or its read from the database while it is under way (two batches at once read it once). */
  private readonly ledgers = new LRUCache<string, SessionLedger | Promise<SessionLedger | null>>({
    max: LEDGER_MAX_SESSIONS,
  });

  constructor(private readonly db: () => Promise<Db>) {}

  /** The session's ledger, read from the database the first time; null for a session that does not exist. */
  async get(sessionId: string): Promise<SessionLedger | null> {
    const known = this.ledgers.get(sessionId);
    if (known) return known;
    const loading = this.load(sessionId);
    this.ledgers.set(sessionId, loading);
    const loaded = await loading.catch((error: unknown) => {
      if (this.ledgers.peek(sessionId) === loading) this.ledgers.delete(sessionId);
      throw error;
    });
    if (loaded) this.ledgers.set(sessionId, loaded);
    else this.ledgers.delete(sessionId);
    return loaded;
  }

  /** The session's ledger if it is in memory now, read or not (what only informs a ledger must not read one). */
  private present(sessionId: string): SessionLedger | undefined {
    const ledger = this.ledgers.peek(sessionId);
    return ledger instanceof Promise ? undefined : ledger;
  }

  /** A session just created by `start` in this process: nothing to read. */
  started(sessionId: string, quota: number): void {
    this.ledgers.set(sessionId, new SessionLedger(quota, { bytes: 0, imageBytes: 0, images: 0 }));
  }

  /**
   * A commit of the digester: the batches it indexed now (`fresh`) leave the received counts of their sessions'
   * ledgers, and each session's count as the commit read it back (every process's batches at their stored size, and
   * its images) replaces the indexed part.
   */
  committed(
    entries: readonly BatchIndexEntry[],
    fresh: readonly boolean[],
    counted: ReadonlyMap<string, SessionCount>,
  ): void {
    entries.forEach((entry, i) => {
      if (fresh[i]) this.present(entry.sessionId)?.indexed(`${entry.pageNo}_${entry.batchNo}`);
    });
    for (const [sessionId, count] of counted) this.present(sessionId)?.counted(count);
  }

  /** SessionLedger.takeImages for a session, or `no_session`. */
  async takeImages(sessionId: string, count: number, bytes: number): Promise<ImagesTaken | 'no_session'> {
    const ledger = await this.get(sessionId);
    return ledger ? ledger.takeImages(count, bytes) : 'no_session';
  }

  giveBackImages(sessionId: string, count: number, bytes: number): void {
    this.present(sessionId)?.imagesGivenBack(count, bytes);
  }

  private async load(sessionId: string): Promise<SessionLedger | null> {
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
    for (const id of row.batches ? row.batches.split(',') : []) ledger.indexed(id);
    // A quarantined batch is kept (its bytes count) and gets a repeat's response when sent again, as before a restart.
    ledger.quarantined(row.aside ? row.aside.split(',') : [], Number(row.aside_bytes));
    return ledger;
  }
}

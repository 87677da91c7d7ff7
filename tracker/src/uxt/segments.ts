/**
 * The webcam video until it is uploaded, in IndexedDB (UXT_VIDEO_DB). A full page load ends the MediaRecorder, so
 * the video of a test is a list of segments, one per page; each segment's data is written as it comes (every
 * UXT_VIDEO_TIMESLICE_MS), so leaving a page loses at most the last second. A segment belongs to one session and
 * test (its owner); segments of any other owner are leftovers (an aborted test, or one broken off with no token to
 * prove it) and are deleted, except those of a test still waiting for their upload (upload.ts pendingUploads): an ended
 * one, or one broken off by another session or test (features/uxt.ts `leave`).
 */
import { UXT_VIDEO_DB } from '../constants';

export interface Owner {
  sessionId: string;
  testId: string;
}

export interface SegmentInfo extends Owner {
  /** `${sessionId}/${testId}/${n}` */
  key: string;
  /** Counts the participant's segments from 0 (the upload URL's `segment`). */
  n: number;
  /** When its recording started, session clock (the upload URL's `startedAt`). */
  startedAt: number;
}

export interface Segment extends SegmentInfo {
  /** Its data, in order, as one webm file. */
  blob: Blob;
}

export interface SegmentStore {
  /** A new segment for the owner, numbered after the ones it already has. */
  create(owner: Owner, startedAt: number): Promise<SegmentInfo>;
  /** Stores the next piece of a segment's data (`seq` orders them; writes run in the order they are made). */
  append(segment: SegmentInfo, seq: number, data: Blob): Promise<void>;
  /** The owner's segments, by number, each with its data joined. */
  list(owner: Owner): Promise<Segment[]>;
  remove(key: string): Promise<void>;
  /** Deletes every segment none of `keep` owns (leftovers: aborted tests, and tests given up). */
  removeOthers(keep: readonly Owner[]): Promise<void>;
}

const SEGMENTS = 'segments';
const CHUNKS = 'chunks';
const isOwner = (info: SegmentInfo, owner: Owner) => info.sessionId === owner.sessionId && info.testId === owner.testId;

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
const committed = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(UXT_VIDEO_DB, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(SEGMENTS, { keyPath: 'key' });
    // [segment key, seq]: a segment's pieces are one key range, in order.
    request.result.createObjectStore(CHUNKS, { keyPath: ['segment', 'seq'] });
  };
  return done(request);
}

export function createSegmentStore(): SegmentStore {
  let database: Promise<IDBDatabase> | null = null;
  let opened: IDBDatabase | null = null;
  const db = () =>
    (database ??= open().then((result) => {
      opened = result;
      return result;
    }));
  const range = (key: string) => IDBKeyRange.bound([key, 0], [key, Infinity]);
  // One write after another: a segment's pieces are stored in the order they came, and a removal never overtakes them.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  async function all(): Promise<SegmentInfo[]> {
    return done((await db()).transaction(SEGMENTS).objectStore(SEGMENTS).getAll() as IDBRequest<SegmentInfo[]>);
  }

  async function removeNow(key: string): Promise<void> {
    const transaction = (await db()).transaction([SEGMENTS, CHUNKS], 'readwrite');
    transaction.objectStore(SEGMENTS).delete(key);
    transaction.objectStore(CHUNKS).delete(range(key));
    await committed(transaction);
  }

  return {
    create: (owner, startedAt) =>
      serial(async () => {
        const mine = (await all()).filter((info) => isOwner(info, owner));
        const n = mine.reduce((max, info) => Math.max(max, info.n + 1), 0);
        const info: SegmentInfo = {
          sessionId: owner.sessionId,
          testId: owner.testId,
          key: `${owner.sessionId}/${owner.testId}/${n}`,
          n,
          startedAt,
        };
        const transaction = (await db()).transaction(SEGMENTS, 'readwrite');
        transaction.objectStore(SEGMENTS).put(info);
        await committed(transaction);
        return info;
      }),
    // Written at once, in the task that hands the piece over, once the database is open: the page may be gone a
    // moment later (the last pieces come as it is left). IndexedDB runs write transactions on the same store in the
    // order they were made, so the pieces stay in order, and a removal asked for later still comes after them.
    append: (segment, seq, data) => {
      const write = (database: IDBDatabase) => {
        const transaction = database.transaction(CHUNKS, 'readwrite');
        transaction.objectStore(CHUNKS).put({ segment: segment.key, seq, bytes: data });
        transaction.commit?.();
        return committed(transaction);
      };
      return opened ? write(opened) : serial(async () => write(await db()));
    },
    list: (owner) =>
      serial(async () => {
        const mine = (await all()).filter((info) => isOwner(info, owner)).sort((a, b) => a.n - b.n);
        const chunks = (await db()).transaction(CHUNKS).objectStore(CHUNKS);
        return Promise.all(
          mine.map(async (info) => {
            // A piece is a Blob (or, written by an earlier tracker, a Uint8Array).
            const pieces = await done(chunks.getAll(range(info.key)) as IDBRequest<{ bytes: BlobPart }[]>);
            return {
              ...info,
              blob: new Blob(
                pieces.map((piece) => piece.bytes),
                { type: 'video/webm' },
              ),
            };
          }),
        );
      }),
    remove: (key) => serial(() => removeNow(key)),
    removeOthers: (keep) =>
      serial(async () => {
        for (const info of await all()) if (!keep.some((owner) => isOwner(info, owner))) await removeNow(info.key);
      }),
  };
}

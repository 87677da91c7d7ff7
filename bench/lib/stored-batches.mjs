// What a stopped server's ingest stored, read back the way the studio reads it: every recording_batches row of the
// PGlite folder, and for each the bytes its blob key names in the blob store (a file, or a range of a segment:
// lib/storage/segment-log.ts), gunzipped, with the batch header's page and batch numbers compared to the row's.
// The benchmarks count a batch as stored only when its row reads back as itself.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const LOCATOR = /^(segments\/\d{4}-\d{2}-\d{2}\/[0-9a-z-]+\.seg)#(\d+)\+(\d+)$/;

function readBlob(recordingsDir, key) {
  const segment = LOCATOR.exec(key);
  if (!segment) {
    const file = path.join(recordingsDir, ...key.split('/'));
    return fs.existsSync(file) ? fs.readFileSync(file) : null;
  }
  const file = path.join(recordingsDir, segment[1]);
  if (!fs.existsSync(file)) return null;
  const [offset, length] = [Number(segment[2]), Number(segment[3])];
  const bytes = Buffer.alloc(length);
  const fd = fs.openSync(file, 'r');
  try {
    return fs.readSync(fd, bytes, 0, length, offset) === length ? bytes : null;
  } finally {
    fs.closeSync(fd);
  }
}

/** tracker/PROTOCOL.md: a batch begins with uint version, uint pageNo, uint batchNo (LEB128). */
function headerNumbers(bytes) {
  let offset = 0;
  const uint = () => {
    let value = 0;
    for (let scale = 1; ; scale *= 0x80) {
      const byte = bytes[offset++];
      if (byte === undefined) throw new Error('truncated header');
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) return value;
    }
  };
  const version = uint();
  return { version, pageNo: uint(), batchNo: uint() };
}

/**
 * The stored batches of a database (a PGlite folder `dataDir`, or `{ url }` of a PostgreSQL database; optionally of one
 * session): `rows` as `session:page_batch` strings, `readable` how many read back as the batch their row names,
 * `unreadable` the rest (a row whose bytes are missing or wrong: lost).
 */
export async function readStoredBatches(database, recordingsDir, { sessionId } = {}) {
  const text = sessionId
    ? 'select session_id, page_no, batch_no, blob_key from recording_batches where session_id = $1 order by page_no, batch_no'
    : 'select session_id, page_no, batch_no, blob_key from recording_batches order by session_id, page_no, batch_no';
  const params = sessionId ? [sessionId] : [];
  let rows;
  if (typeof database === 'object' && database.url) {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      rows = (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(database);
    try {
      rows = (await db.query(text, params)).rows;
    } finally {
      await db.close();
    }
  }
  let readable = 0;
  for (const row of rows) {
    try {
      const bytes = readBlob(recordingsDir, row.blob_key);
      const header = bytes && headerNumbers(gunzipSync(bytes));
      if (header && header.version === 1 && header.pageNo === row.page_no && header.batchNo === row.batch_no)
        readable += 1;
    } catch {
      // counted as unreadable
    }
  }
  return {
    rows: rows.map((r) => `${r.session_id}:${r.page_no}_${r.batch_no}`),
    byPage: rows,
    readable,
    unreadable: rows.length - readable,
  };
}

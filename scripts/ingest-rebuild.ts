// `npm run ingest:rebuild`: rebuilds the recordings index (batches, events, session counts) from the stored batches
// (lib/ingest/rebuild.ts) with the database of DATABASE_URL or the embedded one. The segments are read where the
// blob store keeps them: the local disk's, or with BLOB_STORE=s3://… every segment any ingest process uploaded plus
// this machine's not yet uploaded (INGEST_SEGMENTS_DIR). Run it with the ingest stopped: a digester writing meanwhile
// would race the rebuild.
import './db/server-condition';
import { closeDb, getDatabase } from '@/lib/db/client';
import { rebuildIndex } from '@/lib/ingest/rebuild';
import { segmentSourcesFor } from '@/lib/ingest/stored-batches';
import { getBlobStore } from '@/lib/storage/blob-store';

async function main(): Promise<void> {
  const sources = segmentSourcesFor(getBlobStore());
  const database = await getDatabase();
  console.log(
    `[rebuild] ${sources.map((source) => source.description).join(' + ')} → ${database.engine} ${database.location}`,
  );
  const report = await rebuildIndex(database.db, sources);
  console.log(
    `[rebuild] ${report.segments} segments (${report.segmentsInTwoPlaces} found in two places, read once), ${report.batches} stored batches: ` +
      `${report.indexed} indexed, ${report.duplicates} copies of a batch met again (${report.earlierCopies} of them received first, so indexed instead), ` +
      `${report.orphans} of deleted sessions, ${report.unreadable} unreadable`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(`[rebuild] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());

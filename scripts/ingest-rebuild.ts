// `npm run ingest:rebuild`: rebuilds the recordings index (batches, events, session counts) from the stored batches
// of the local blob store's segments (lib/ingest/rebuild.ts), with the database of DATABASE_URL or the embedded one.
// Run it with the servers stopped: a digester writing meanwhile would race the rebuild.
import { closeDb, getDatabase } from '@/lib/db/client';
import { rebuildIndex } from '@/lib/ingest/rebuild';
import { getBlobStore, LocalDiskBlobStore } from '@/lib/storage/blob-store';

async function main(): Promise<void> {
  const store = getBlobStore();
  if (!(store instanceof LocalDiskBlobStore)) throw new Error(`The rebuild reads the segments of a local blob store; this one is ${store.description}.`);
  const database = await getDatabase();
  console.log(`[rebuild] ${store.description} → ${database.engine} ${database.location}`);
  const report = await rebuildIndex(database.db, store.log);
  console.log(
    `[rebuild] ${report.segments} segments, ${report.batches} stored batches: ${report.indexed} indexed, ${report.orphans} of deleted sessions, ${report.unreadable} unreadable`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(`[rebuild] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());

// Builds the tracker (tracker.js, worker.js, chunks) into tracker/dist, which the test server serves as /tracker/, and
// refuses a build over the recording budget: what every recorded page downloads before recording starts.
export default async function globalSetup(): Promise<void> {
  const { buildTracker, initialGzipBytes, INITIAL_GZIP_BUDGET_BYTES } = await import('../../build.mjs');
  const { files } = await buildTracker();
  const bytes = initialGzipBytes(files);
  if (bytes > INITIAL_GZIP_BUDGET_BYTES) {
    throw new Error(
      `tracker.js + worker.js are ${bytes} B gzip, over the ${INITIAL_GZIP_BUDGET_BYTES} B budget (INITIAL_GZIP_BUDGET_BYTES in tracker/build.mjs); node bench/tracker-size.mjs shows what grew`,
    );
  }
  console.log(`tracker.js + worker.js: ${bytes} B gzip of the ${INITIAL_GZIP_BUDGET_BYTES} B budget`);
}

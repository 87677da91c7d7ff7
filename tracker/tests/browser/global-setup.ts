// Builds the tracker (tracker.js, worker.js, chunks) into tracker/dist, which the test server serves as /tracker/, and
// refuses a build over the recording budget (what every recorded page downloads before recording starts) or a web-vitals
// chunk over its own.
export default async function globalSetup(): Promise<void> {
  const { buildTracker, initialGzipBytes, INITIAL_GZIP_BUDGET_BYTES, vitalsGzipBytes, VITALS_GZIP_BUDGET_BYTES } =
    await import('../../build.mjs');
  const { files } = await buildTracker();
  const bytes = initialGzipBytes(files);
  if (bytes > INITIAL_GZIP_BUDGET_BYTES) {
    throw new Error(
      `tracker.js + worker.js are ${bytes} B gzip, over the ${INITIAL_GZIP_BUDGET_BYTES} B budget (INITIAL_GZIP_BUDGET_BYTES in tracker/build.mjs); node bench/tracker-size.mjs shows what grew`,
    );
  }
  console.log(`tracker.js + worker.js: ${bytes} B gzip of the ${INITIAL_GZIP_BUDGET_BYTES} B budget`);
  const vitals = vitalsGzipBytes(files);
  if (vitals > VITALS_GZIP_BUDGET_BYTES) {
    throw new Error(
      `the web-vitals chunk is ${vitals} B gzip, over its ${VITALS_GZIP_BUDGET_BYTES} B budget (VITALS_GZIP_BUDGET_BYTES in tracker/build.mjs)`,
    );
  }
  console.log(`web-vitals chunk: ${vitals} B gzip of its ${VITALS_GZIP_BUDGET_BYTES} B budget`);
}

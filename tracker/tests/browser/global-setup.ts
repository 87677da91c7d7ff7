// Builds the tracker (tracker.js, worker.js, chunks) into tracker/dist, which the test server serves as /tracker/.
export default async function globalSetup(): Promise<void> {
  const { buildTracker } = await import('../../build.mjs');
  await buildTracker();
}

/* The ingest as the servers run it (server/main.ts, server/ingest.ts): with its digest worker thread. */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { workerRunner } from '../lib/ingest/digest-runner';
import { installIngestService, IngestService } from '../lib/ingest/service';

/** The worker's bundle, built beside the server's (scripts/build-servers.mjs). */
const WORKER_FILE = new URL('./parley-ingest-worker.mjs', import.meta.url);

/** Makes this process's ingest, digesting in a worker thread, and starts indexing from the log's checkpoint. */
export async function startIngest(): Promise<IngestService> {
  const service = new IngestService({ runner: workerRunner(WORKER_FILE) });
  installIngestService(service);
  await service.start();
  console.log(`[parley] Ingest log ${service.logDir} (${service.logId}), digesting in a worker thread`);
  // Benchmarks: SIGUSR2 writes the ingest's figures (index lag, drain time) to a file, since the last signal that found
  // the index caught up.
  const statsFile = process.env.INGEST_STATS_FILE?.trim();
  if (statsFile) {
    // How long the main thread (the door, the index commits) kept requests waiting: the p99 and the longest delay.
    const loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    process.on('SIGUSR2', () => {
      const stats = {
        ...service.stats(),
        eventLoopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        eventLoopDelayMaxMs: loopDelay.max / 1e6,
      };
      // Written beside and renamed: the benchmark reads the file as soon as it exists, never half written.
      fs.writeFileSync(`${statsFile}.tmp`, JSON.stringify(stats));
      fs.renameSync(`${statsFile}.tmp`, statsFile);
      // Figures begin again only once everything counted is indexed (a read before then is a look, not a reset).
      if (stats.backlog === 0) {
        service.resetStats();
        loopDelay.reset();
      }
    });
  }
  return service;
}

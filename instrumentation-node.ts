import { getAuthSecret } from './lib/config/secret';
import { ownServerInFront, stampPeerOnEveryServer } from './lib/http/peer-address';

/*
 * A server without a usable token secret refuses to start, saying why, instead of responding 500 at the first sign-in:
 * `next start` runs with NODE_ENV=production, where AUTH_SECRET is required (lib/config/secret.ts; `npm start` provides
 * one on a developer's machine). Next.js only logs an error thrown from register() and keeps serving, hence the exit.
 */
try {
  getAuthSecret();
} catch (error) {
  console.error(`[parley] Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// The per-address limits count by the TCP peer unless TRUSTED_PROXY_HOPS says a proxy writes X-Forwarded-For.
// The site's own server (server/main.ts) stamps each request it receives; only `next start` needs the patch.
if (!ownServerInFront()) stampPeerOnEveryServer();

/*
 * The database is opened before the first request, not by it: opening PGlite (its WebAssembly, the migration check)
 * holds the server's one thread for a second or more, and every request that arrived meanwhile waited with it (on a
 * server that had only served prerendered pages, the retention job's first run below did that to them a minute after
 * the start: BENCHMARKS.md §3). A database that cannot be opened stops the start, saying why.
 */
if (process.env.NEXT_PHASE !== 'phase-production-build') {
  try {
    const { getDatabase } = await import('./lib/db/client');
    const database = await getDatabase();
    // Several processes on one PostgreSQL (replicas) tell one another of the changes what each remembers depends on.
    if (database.engine === 'postgres' && process.env.DATABASE_URL) {
      const { startChangeFeed } = await import('./lib/change-feed/feed');
      await startChangeFeed(process.env.DATABASE_URL.trim());
    }
  } catch (error) {
    console.error(
      `[parley] Refusing to start: the database could not be opened: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

/*
 * Recordings older than RECORDING_RETENTION_DAYS (default 30) are deleted hourly by the server itself (no other process to run), a
 * minute after it starts; never while `next build` prerenders. Every replica runs the timer; one runs the job at a time
 * (on PostgreSQL an advisory lock, lib/ingest/retention-runner.ts), the others skip that hour's run. The timer does
 * not keep the process alive.
 */
if (process.env.NEXT_PHASE !== 'phase-production-build') {
  const { RETENTION_INTERVAL_MS } = await import('./lib/ingest/limits');
  const retentionJob = async () => {
    try {
      const { runRetention } = await import('./lib/ingest/retention-runner');
      const run = await runRetention();
      if (run.ran && run.value > 0) console.log(`[parley] retention: deleted ${run.value} recorded session(s)`);
    } catch (error) {
      console.error('[parley] retention job failed:', error);
    }
  };
  setTimeout(retentionJob, 60_000).unref();
  setInterval(retentionJob, RETENTION_INTERVAL_MS).unref();
}

/*
 * Outgoing webhooks (lib/integrations): every INTEGRATIONS_INTERVAL_MS each replica's timer runs the event detector and
 * the delivery runner; one runner at a time does the work (the same lock as retention's, its own key).
 */
if (process.env.NEXT_PHASE !== 'phase-production-build') {
  const { INTEGRATIONS_INTERVAL_MS } = await import('./lib/integrations/limits');
  const integrationsJob = async () => {
    try {
      const { runIntegrations } = await import('./lib/integrations/runner');
      await runIntegrations({ now: new Date() });
    } catch (error) {
      console.error('[parley] integrations run failed:', error);
    }
  };
  setInterval(integrationsJob, INTEGRATIONS_INTERVAL_MS).unref();
}

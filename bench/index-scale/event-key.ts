// The events' unique key per message (recording_events_message_idx, decision 0125) in its two forms, on the same
// generated data in one run: the name as md5 text (the baseline, migrations 0012–0025) and as a 64-bit hash
// (migration 0026). Prints each index's size, per million sessions, and its build time.
//
//   npx tsx bench/index-scale/event-key.ts [--sessions 100000] [--days 30] [--url postgres://…]
//
// Without --url it starts a throwaway cluster of its own (scripts/db/pg-cluster.mjs, under /tmp) and removes it at
// the end.
import '../../scripts/db/server-condition';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { closeDb, installDatabase, openDatabase } from '@/lib/db/client';
// @ts-expect-error -- a plain .mjs helper without types
import { intOption, option, printRunHeader, printTable } from '../lib/report.mjs';
import { generate } from './generate';

const SESSIONS = intOption('sessions', 100_000, { min: 1_000, max: 10_000_000 }) as number;
const DAYS = intOption('days', 30, { min: 1, max: 365 }) as number;
const GIVEN_URL = option('url', '') as string;
/** The day the generated month ends (the benchmark never reads the clock for its data). */
const END = new Date('2026-11-28T00:00:00Z');

const FORMS = [
  ['md5 text (the baseline, 0012–0025)', 'md5(name)'],
  ['64-bit hash (0026)', 'hashtextextended(name, 0)'],
] as const;

async function main() {
  printRunHeader('event-key', `the events' key per message, two forms, ${SESSIONS.toLocaleString('en')} sessions`);
  let adminUrl = GIVEN_URL;
  if (!adminUrl) {
    // @ts-expect-error -- a plain .mjs helper without types
    const { removeCluster, startCluster, urlOf } = await import('../../scripts/db/pg-cluster.mjs');
    const state = await startCluster({
      stateDir: path.join(os.tmpdir(), `parley-event-key-${process.pid}`),
      preferredPort: null,
      settings: { shared_buffers: '1GB', maintenance_work_mem: '1GB', max_wal_size: '16GB' },
    });
    adminUrl = urlOf(state);
    process.on('exit', () => removeCluster(state));
  }
  const name = `parley_event_key_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Opening the database migrates it (0026 included).
  installDatabase(await openDatabase({ engine: 'postgres', url: url.toString() }));
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    console.log(`generating ${SESSIONS.toLocaleString('en')} sessions…`);
    await generate(client, {
      sessions: SESSIONS,
      days: DAYS,
      end: END,
      log: (line) => process.stdout.write(`${line}\r`),
    });
    process.stdout.write('\n');
    // The migrated key is dropped: each form is built alone on the same rows.
    await client.query('drop index recording_events_message_idx');
    await client.query('vacuum analyze recording_events');
    const events = Number((await client.query('select count(*) as n from recording_events')).rows[0].n);
    const rows: (string | number)[][] = [];
    for (const [label, expression] of FORMS) {
      const started = performance.now();
      await client.query(
        `create unique index bench_event_key on recording_events (session_id, page_no, message_index, kind, ${expression})`,
      );
      const buildS = (performance.now() - started) / 1000;
      const bytes = Number((await client.query(`select pg_relation_size('bench_event_key') as b`)).rows[0].b);
      rows.push([
        label,
        `${(bytes / 2 ** 20).toFixed(1)} MB`,
        `${(((bytes / SESSIONS) * 1e6) / 2 ** 30).toFixed(2)} GB`,
        (bytes / events).toFixed(1),
        `${buildS.toFixed(1)} s`,
      ]);
      await client.query('drop index bench_event_key');
    }
    printTable(
      `The key's index over ${events.toLocaleString('en')} events of ${SESSIONS.toLocaleString('en')} sessions`,
      ['form', 'size', 'per million sessions', 'bytes per event', 'build'],
      rows,
    );
  } finally {
    await client.end();
    await closeDb();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

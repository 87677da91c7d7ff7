// The index writer's cost per group (lib/ingest/index-writer.ts, commitDigest, the digester's one statement per group)
// on the embedded database: GROUPS groups of 32 batches, each from another of 200 sessions, with what a visit's batches
// carry (2 clicks each, a page change every third, a custom event every tenth; addresses from 500 articles in five
// languages, selectors from a few common buttons and a long tail of answer ids), committed one after another into an
// in-memory PGlite, the first 5 groups discarded. Prints the median and p95 per group and the batches a second.
// A change to the statement is measured by running this file on the code before it (a git worktree) and after, in turn,
// in the same sitting: the figures of one run alone say little on a shared machine.
//
//   npx tsx bench/index-writer-group.ts [--groups 120] [--label after]
import '../scripts/db/server-condition';
import { randomUUID } from 'node:crypto';
import { MEMORY_DATA_DIR, openDatabase } from '@/lib/db/client';
import { projects, recordingSessions } from '@/lib/db/schema';
import type { BatchIndexEntry } from '@/lib/ingest/digest';
import { commitDigest } from '@/lib/ingest/index-writer';
// @ts-expect-error -- a plain .mjs helper without types
import { intOption, median, option, printRunHeader, printTable } from './lib/report.mjs';

const GROUPS = intOption('groups', 120, { min: 10, max: 10_000 }) as number;
const LABEL = String(option('label', 'this code'));
const BATCHES_PER_GROUP = 32;
const SESSIONS = 200;
const DISCARDED = 5;
/** The generated visits' clock: fixed, the benchmark never reads the real one for its data. */
const START = Date.parse('2026-11-20T10:00:00Z');

/** A deterministic stream of numbers in [0, 1) (a linear congruential generator), the same in every run. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const LANGS = ['original', 'en', 'de', 'fa', 'es'];
const COMMON = ['button.vote-up', 'a.next', 'button#ask', 'nav a.brand', 'button.menu'];

async function main() {
  printRunHeader('index-writer-group', `${GROUPS} groups of ${BATCHES_PER_GROUP} batches, ${LABEL}`);
  const handle = await openDatabase({ engine: 'pglite', dataDir: MEMORY_DATA_DIR });
  const db = handle.db;
  const [project] = await db.insert(projects).values({ publicKey: 'bench-writer', name: 'bench' }).returning();
  const sessions = Array.from({ length: SESSIONS }, () => randomUUID());
  await db.insert(recordingSessions).values(
    sessions.map((id, i) => ({
      id,
      projectId: project!.id,
      userUuid: randomUUID(),
      startedAt: new Date(START + i * 1000),
      lastActivityAt: new Date(START + i * 1000),
    })),
  );
  const random = numbers(7);
  const batchNos = new Map<string, number>();
  const group = (g: number): BatchIndexEntry[] =>
    Array.from({ length: BATCHES_PER_GROUP }, (_, b) => {
      const sessionId = sessions[(g * BATCHES_PER_GROUP + b) % SESSIONS]!;
      const batchNo = batchNos.get(sessionId) ?? 0;
      batchNos.set(sessionId, batchNo + 1);
      const at = START + g * 10_000 + b * 100;
      const events: BatchIndexEntry['events'] = [];
      if (batchNo % 3 === 0) {
        const article = Math.floor(random() ** 2 * 500);
        const lang = LANGS[Math.floor(random() * LANGS.length)];
        events.push({
          kind: 'page',
          name: `https://parley.example/articles/a-${article}?lang=${lang}`,
          label: '',
          at: new Date(at),
          index: batchNo * 10,
        });
      }
      for (let c = 0; c < 2; c += 1) {
        const selector =
          random() < 0.6
            ? COMMON[Math.floor(random() * COMMON.length)]!
            : `#answer-${Math.floor(random() * 5000)} > button.vote-up`;
        events.push({
          kind: 'click',
          name: selector,
          label: 'Vote',
          at: new Date(at + 10 + c),
          index: batchNo * 10 + 1 + c,
        });
      }
      if (batchNo % 10 === 5)
        events.push({
          kind: 'custom',
          name: 'signup_started',
          label: '',
          at: new Date(at + 20),
          index: batchNo * 10 + 3,
        });
      return {
        sessionId,
        pageNo: 0,
        batchNo,
        blobKey: `batches/${sessionId}/${batchNo}`,
        bytes: 1500,
        messageCount: events.length,
        firstTs: at,
        lastTs: at + 30,
        receivedAt: new Date(at + 500),
        events,
        userId: null,
      };
    });
  const times: number[] = [];
  for (let g = 0; g < GROUPS; g += 1) {
    const entries = group(g);
    const began = performance.now();
    await commitDigest(db, 'bench-writer', entries, [], { segment: `segments/2026-11-20/${g}`, offset: g });
    if (g >= DISCARDED) times.push(performance.now() - began);
  }
  await handle.close();
  times.sort((a, b) => a - b);
  const p50 = median(times) as number;
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!;
  printTable(
    `The index writer, one group of ${BATCHES_PER_GROUP} batches (${LABEL})`,
    ['groups', 'median', 'p95', 'batches/s at the median'],
    [[times.length, `${p50.toFixed(1)} ms`, `${p95.toFixed(1)} ms`, Math.round((BATCHES_PER_GROUP * 1000) / p50)]],
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

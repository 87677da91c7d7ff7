import { sql } from 'drizzle-orm';
import type { BatchIndexEntry } from '@/lib/ingest/digest';
import { commitDigest } from '@/lib/ingest/index-writer';
import { deleteExpiredRecordings } from '@/lib/ingest';
import { refillPageRollups } from '@/lib/recordings/page-rollups';
import { clickMap, clickMapAddresses } from '@/lib/studio/click-map';
import { eraseSessions } from '@/lib/studio/erasure';
import { ENGINE, setupTestDatabase } from './support/database';
import { createProject, setupBlobStore } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';

const database = setupTestDatabase();
setupBlobStore();

type Event = BatchIndexEntry['events'][number];
const page = (name: string, at: Date): Event => ({ kind: 'page', name, label: '', at, index: null });
const click = (name: string, label: string, at: Date): Event => ({ kind: 'click', name, label, at, index: null });
const later = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** A batch as the digester hands it to the index writer, received at `receivedAt`. */
const batch = (sessionId: string, batchNo: number, receivedAt: Date, events: Event[]): BatchIndexEntry => ({
  sessionId,
  pageNo: 0,
  batchNo,
  blobKey: `b/${sessionId}/${batchNo}`,
  bytes: 10,
  messageCount: events.length,
  firstTs: events[0]!.at.getTime(),
  lastTs: events.at(-1)!.at.getTime(),
  receivedAt,
  events: events.map((event, i) => ({ ...event, index: batchNo * 100 + i })),
  userId: null,
});

const rollupRows = async () =>
  (
    (await database.db().execute(sql`
      select 'click' as what, project_id::text, address, day::text, device, selector, label, clicks as n, sessions
      from recording_click_days
      union all
      select 'page', project_id::text, address, day::text, device, last_session_id::text, to_char(last_at, 'HH24:MI:SS.MS'),
        visits, null from recording_page_days
      order by 1, 2, 3, 4, 5, 6`)) as unknown as { rows: unknown[] }
  ).rows;

describe(`click maps on ${ENGINE}`, () => {
  test('the digester keeps daily counts per page and element: each click on the page it happened on, each session once; erasure takes its share out', async () => {
    const db = database.db();
    const project = await createProject(db);
    const checkout = 'http://x/checkout?lang=original';
    const first = await seedSession(db, project.id, { startedAt: new Date('2026-11-20T10:00:00Z'), pageCount: 0 });
    const second = await seedSession(db, project.id, {
      startedAt: new Date('2026-11-21T10:00:00Z'),
      pageCount: 0,
      device: 'mobile',
    });
    const elsewhere = await seedSession(db, (await createProject(db)).id, { pageCount: 0 });
    const t1 = first.startedAt;
    const t2 = second.startedAt;
    // Three groups, as the digester commits them: a page change and its clicks apart, a page in the same group as its clicks.
    await commitDigest(
      db,
      'log',
      [
        batch(first.id, 0, later(t1, 2000), [
          page(checkout, t1),
          click('button#pay', 'Pay', later(t1, 1000)),
          click('button#pay', 'Pay', later(t1, 1500)),
        ]),
        batch(elsewhere.id, 0, later(t1, 2000), [page(checkout, t1), click('button#pay', 'Pay', later(t1, 100))]),
      ],
      [],
      null,
    );
    await commitDigest(
      db,
      'log',
      [
        // On the next page: not the checkout's click.
        batch(first.id, 1, later(t1, 4000), [
          page('http://x/thanks', later(t1, 2000)),
          click('a.home', 'Home', later(t1, 3000)),
        ]),
        batch(second.id, 0, later(t2, 1000), [
          page(checkout, t2),
          click('button#pay', 'Pay', later(t2, 500)),
          click('input[name=coupon]', '', later(t2, 800)),
        ]),
      ],
      [],
      null,
    );
    // A later click of the second session on the same element: a click more, the same session.
    await commitDigest(
      db,
      'log',
      [batch(second.id, 1, later(t2, 2000), [click('button#pay', 'Pay', later(t2, 900))])],
      [],
      null,
    );

    const map = await clickMap(ADMIN, project.id, checkout);
    expect(map.targets).toEqual([
      { selector: 'button#pay', label: 'Pay', clicks: 4, sessions: 2 },
      { selector: 'input[name=coupon]', label: '', clicks: 1, sessions: 1 },
    ]);
    expect(map.snapshot).toEqual({ sessionId: second.id, at: t2.getTime() });
    expect((await clickMap(ADMIN, project.id, 'http://x/thanks')).targets.map((t) => t.selector)).toEqual(['a.home']);
    expect(await clickMap(ADMIN, project.id, 'http://x/never')).toEqual({
      address: 'http://x/never',
      targets: [],
      snapshot: null,
    });
    expect(await clickMapAddresses(ADMIN, project.id)).toEqual([
      { address: checkout, visits: 2 },
      { address: 'http://x/thanks', visits: 1 },
    ]);
    await expect(clickMap(MEMBER, project.id, checkout)).rejects.toThrow('No such page');

    // What the digester kept is what one pass over the events makes (a rebuild, a database filled in bulk).
    const kept = await rollupRows();
    await refillPageRollups(db);
    expect(await rollupRows()).toEqual(kept);

    await eraseSessions(ADMIN, project.id, [second.id]);
    expect(await clickMap(ADMIN, project.id, checkout)).toEqual({
      address: checkout,
      targets: [{ selector: 'button#pay', label: 'Pay', clicks: 2, sessions: 1 }],
      snapshot: { sessionId: first.id, at: t1.getTime() },
    });
    expect(await clickMapAddresses(ADMIN, project.id)).toEqual([
      { address: checkout, visits: 1 },
      { address: 'http://x/thanks', visits: 1 },
    ]);
  });

  test("retention drops the rollups' days before the cutoff's, and only those", async () => {
    const db = database.db();
    const project = await createProject(db);
    for (const day of ['2026-10-30', '2026-10-31', '2026-11-01']) {
      const session = await seedSession(db, project.id, { startedAt: new Date(`${day}T23:00:00Z`), pageCount: 0 });
      await commitDigest(
        db,
        'log',
        [
          batch(session.id, 0, session.startedAt, [
            page('http://x/', session.startedAt),
            click('a', 'A', session.startedAt),
          ]),
        ],
        [],
        null,
      );
    }
    // Cutoff 2026-10-31 12:00 UTC: the days before the 31st go; the 31st stays, with its visit after the cutoff.
    await deleteExpiredRecordings({ now: new Date('2026-11-30T12:00:00Z'), days: 30 });
    const days = (await rollupRows()).map((row) => (row as { day: string }).day);
    expect(days.sort()).toEqual(['2026-10-31', '2026-10-31', '2026-11-01', '2026-11-01']);
  });
});

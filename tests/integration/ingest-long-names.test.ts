import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { recordingEvents } from '@/lib/db/schema';
import { EVENT_TEXT_MAX, KEYED_EVENT_NAME_MAX } from '@/lib/ingest/digest';
import { existingIngestService } from '@/lib/ingest/service';
import { eraseSessions } from '@/lib/studio/erasure';
import { clickMap, clickMapAddresses } from '@/lib/studio/click-map';
import { ENGINE, setupTestDatabase } from './support/database';
import { send } from './support/api';
import {
  batchBytes,
  batchRequest,
  createProject,
  frame,
  ingestRoutes,
  setupBlobStore,
  startSession,
} from './support/ingest';
import { ADMIN } from './support/studio';

/*
 * Texts as long as the index keeps them (EVENT_TEXT_MAX characters), random so that PostgreSQL cannot compress them,
 * in characters of three bytes: a page address, a clicked selector, a custom event's name and a tag id. Each used to
 * outgrow a B-tree entry (about 2.7 KB: the click map's roll-up keys held address and selector whole, the index of
 * custom events and tags their names), so the database refused the batch, which was quarantined and never indexed:
 * its visit lost from the studio. Decision 0126.
 */

const database = setupTestDatabase();
setupBlobStore();

/** `length` random CJK characters (3 bytes each in UTF-8). */
const randomText = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(0x4e00 + randomInt(0x5000))).join('');

describe(`the longest texts a visit can record, on ${ENGINE}`, () => {
  test('a batch with a long address, selector, custom event name and tag id is indexed, its click on the click map', async () => {
    const project = await createProject(database.db());
    const { token, sessionID } = await startSession(project.publicKey);
    const base = 'http://localhost/a?q=';
    const address = `${base}${randomText(EVENT_TEXT_MAX - base.length)}`;
    const selector = `#${randomText(EVENT_TEXT_MAX - 1)}`;
    const eventName = randomText(EVENT_TEXT_MAX);
    const tagId = randomText(EVENT_TEXT_MAX);
    // The real clock, on purpose: the ingest takes only message times near its own (MESSAGE_TIME_SKEW_MS); nothing
    // checked below depends on the date.
    const now = Date.now();
    const frames = [
      frame('page', { ts: now - 3_000, url: address, referrer: '', title: 'Long', navigation: 'load' }),
      frame('click', { ts: now - 2_000, nodeId: 4, selector, label: 'Go', x: 1, y: 2 }),
      frame('custom', { ts: now - 1_500, name: eventName, payload: null }),
      frame('tag', { ts: now - 1_000, tagId }),
    ];
    const answer = await send(ingestRoutes.batch.POST, batchRequest(token, '0_0', batchBytes(0, 0, frames, now, 0)));
    expect(answer).toMatchObject({ status: 200, body: { stored: true } });
    await existingIngestService()?.indexed();

    const events = await database
      .db()
      .select({ kind: recordingEvents.kind, name: recordingEvents.name })
      .from(recordingEvents)
      .where(eq(recordingEvents.sessionId, sessionID))
      .orderBy(recordingEvents.messageIndex);
    // (The click, which nothing answers, is also a dead click: a frustration event, not what this test is about.)
    const indexed = events.filter((event) => event.kind !== 'frustration');
    // Compared by length and equality, not printed whole: a failure names what went wrong in one line.
    expect(indexed.map(({ kind, name }) => [kind, name.length])).toEqual([
      ['page', EVENT_TEXT_MAX],
      ['click', EVENT_TEXT_MAX],
      // The names an index holds whole are cut to KEYED_EVENT_NAME_MAX characters.
      ['custom', KEYED_EVENT_NAME_MAX],
      ['tag', KEYED_EVENT_NAME_MAX],
    ]);
    const expected = [
      address,
      selector,
      eventName.slice(0, KEYED_EVENT_NAME_MAX),
      tagId.slice(0, KEYED_EVENT_NAME_MAX),
    ];
    expect(indexed.map(({ name }, i) => name === expected[i])).toEqual([true, true, true, true]);

    const addresses = await clickMapAddresses(ADMIN, project.id);
    expect(addresses.map((row) => [row.address === address, row.visits])).toEqual([[true, 1]]);
    const { targets } = await clickMap(ADMIN, project.id, address);
    expect(targets.map((row) => [row.selector === selector, row.label, row.clicks, row.sessions])).toEqual([
      [true, 'Go', 1, 1],
    ]);
    // Erasure finds the roll-up rows by the same keys and takes the visit out of them.
    await eraseSessions(ADMIN, project.id, [sessionID]);
    expect(await clickMapAddresses(ADMIN, project.id)).toEqual([]);
    expect((await clickMap(ADMIN, project.id, address)).targets).toEqual([]);
  });
});

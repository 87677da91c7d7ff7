import { ENGINE, setupTestDatabase } from './support/database';
import { createProject } from './support/ingest';
import { ADMIN, MEMBER, seedSession } from './support/studio';
import { clickMap, clickMapAddresses } from '@/lib/studio/click-map';

const database = setupTestDatabase();

describe(`click maps on ${ENGINE}`, () => {
  test('the clicks of every visit to an address, grouped by element, each click counted on the page it happened on', async () => {
    const project = await createProject(database.db());
    const checkout = 'http://x/checkout?lang=original';
    await seedSession(database.db(), project.id, {
      startedAt: new Date('2026-11-20T10:00:00Z'),
      events: [
        { kind: 'page', name: checkout, atOffsetMs: 0 },
        { kind: 'click', name: 'button#pay', label: 'Pay', atOffsetMs: 1000 },
        { kind: 'click', name: 'button#pay', label: 'Pay', atOffsetMs: 1500 },
        { kind: 'page', name: 'http://x/thanks', atOffsetMs: 2000 },
        // On the next page: not the checkout's click.
        { kind: 'click', name: 'a.home', label: 'Home', atOffsetMs: 3000 },
      ],
    });
    const second = await seedSession(database.db(), project.id, {
      startedAt: new Date('2026-11-21T10:00:00Z'),
      events: [
        { kind: 'page', name: checkout, atOffsetMs: 0 },
        { kind: 'click', name: 'button#pay', label: 'Pay', atOffsetMs: 500 },
        { kind: 'click', name: 'input[name=coupon]', label: '', atOffsetMs: 800 },
      ],
    });
    const elsewhere = await createProject(database.db());
    await seedSession(database.db(), elsewhere.id, {
      events: [
        { kind: 'page', name: checkout, atOffsetMs: 0 },
        { kind: 'click', name: 'button#pay', atOffsetMs: 100 },
      ],
    });
    const map = await clickMap(ADMIN, project.id, checkout);
    expect(map.targets).toEqual([
      { selector: 'button#pay', label: 'Pay', clicks: 3, sessions: 2 },
      { selector: 'input[name=coupon]', label: '', clicks: 1, sessions: 1 },
    ]);
    expect(map.snapshot).toEqual({ sessionId: second.id, at: new Date('2026-11-21T10:00:00Z').getTime() });
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
  });
});

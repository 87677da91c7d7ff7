import { OUTBOX_FOREIGN_AFTER_MS, OUTBOX_MAX_AGE_MS } from '../constants';
import { createOutbox, sortLeftovers, type OutboxEntry } from './outbox';

const entry = (key: string, tabId: string, savedAt: number): OutboxEntry => ({
  key,
  url: `/i?batch=${key}`,
  token: 't',
  body: new Uint8Array(1),
  gzip: false,
  tabId,
  savedAt,
});

describe('which unsent batches the next page sends again', () => {
  const now = 10_000_000;

  it("sends this tab's batches, oldest first, whatever their age under OUTBOX_MAX_AGE_MS", () => {
    const { resend, drop } = sortLeftovers([entry('b', 'mine', now - 10), entry('a', 'mine', now - 500)], 'mine', now);
    expect(resend.map((e) => e.key)).toEqual(['a', 'b']);
    expect(drop).toEqual([]);
  });

  it("leaves another tab's recent batches to that tab, and takes them once they are OUTBOX_FOREIGN_AFTER_MS old", () => {
    const { resend } = sortLeftovers(
      [entry('fresh', 'other', now - 1_000), entry('stale', 'other', now - OUTBOX_FOREIGN_AFTER_MS - 1)],
      'mine',
      now,
    );
    expect(resend.map((e) => e.key)).toEqual(['stale']);
  });

  it("a page's later looks take only other tabs' batches: its own in the outbox are the ones it is sending", () => {
    const { resend } = sortLeftovers(
      [
        entry('sending', 'mine', now - OUTBOX_FOREIGN_AFTER_MS - 1),
        entry('stale', 'other', now - OUTBOX_FOREIGN_AFTER_MS - 1),
      ],
      'mine',
      now,
      false,
    );
    expect(resend.map((e) => e.key)).toEqual(['stale']);
  });

  it('drops batches older than OUTBOX_MAX_AGE_MS: their token has expired', () => {
    const { resend, drop } = sortLeftovers([entry('old', 'mine', now - OUTBOX_MAX_AGE_MS - 1)], 'mine', now);
    expect(resend).toEqual([]);
    expect(drop.map((e) => e.key)).toEqual(['old']);
  });

  it('keeps nothing and costs nothing without IndexedDB', async () => {
    const outbox = createOutbox(() => undefined);
    outbox.put(entry('a', 'mine', now));
    await expect(outbox.takeLeftovers('mine', now)).resolves.toEqual([]);
  });
});

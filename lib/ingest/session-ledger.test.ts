/** @jest-environment node */
import { MAX_IMAGES_PER_SESSION } from './limits';
import { SessionLedger } from './session-ledger';

const empty = { bytes: 0, imageBytes: 0, images: 0 };

describe('a session ledger: what one ingest process counts of a session against its quota', () => {
  test('a batch counts at its size as received from the moment it is taken, while it is appended and once acknowledged', async () => {
    const ledger = new SessionLedger(1_000, empty);
    const durable = Promise.resolve();
    ledger.appending('0_0', durable, 600);
    expect(ledger.mark('0_0')).toEqual({ kind: 'appending', durable, receivedBytes: 600 });
    expect(ledger.bytes).toBe(600);
    // A second batch at the same time cannot pass the quota on the first one's bytes.
    expect(ledger.fits(401)).toBe(false);
    expect(ledger.fits(400)).toBe(true);
    ledger.appended('0_0', durable);
    expect(ledger.mark('0_0')).toEqual({ kind: 'acknowledged', receivedBytes: 600 });
    expect(ledger.bytes).toBe(600);
  });

  test('indexed, a batch leaves the received count; its stored size arrives with the index’s count', () => {
    const ledger = new SessionLedger(1_000, empty);
    const durable = Promise.resolve();
    ledger.appending('0_0', durable, 600);
    ledger.appended('0_0', durable);
    ledger.indexed('0_0');
    expect(ledger.mark('0_0')).toEqual({ kind: 'indexed' });
    expect(ledger.bytes).toBe(0);
    ledger.counted({ bytes: 150, imageBytes: 0, images: 0 });
    expect(ledger.bytes).toBe(150);
  });

  test('a batch the index has before its append was answered is counted once: the late acknowledgement changes nothing', () => {
    const ledger = new SessionLedger(1_000, empty);
    const durable = Promise.resolve();
    ledger.appending('0_0', durable, 600);
    ledger.indexed('0_0');
    ledger.counted({ bytes: 150, imageBytes: 0, images: 0 });
    ledger.appended('0_0', durable);
    expect(ledger.mark('0_0')).toEqual({ kind: 'indexed' });
    expect(ledger.bytes).toBe(150);
  });

  test('a failed append is forgotten with its bytes; a stale failure (another append of the same batch since) is not', () => {
    const ledger = new SessionLedger(1_000, empty);
    const first = Promise.resolve();
    ledger.appending('0_0', first, 600);
    ledger.appendFailed('0_0', first);
    expect(ledger.mark('0_0')).toBeUndefined();
    expect(ledger.bytes).toBe(0);
    const second = Promise.resolve();
    ledger.appending('0_0', second, 500);
    ledger.appendFailed('0_0', first);
    expect(ledger.mark('0_0')).toMatchObject({ kind: 'appending', receivedBytes: 500 });
    expect(ledger.bytes).toBe(500);
  });

  test('the index’s count never goes back (a commit read before another process’s), and quarantined batches count for good', () => {
    const ledger = new SessionLedger(1_000, { bytes: 300, imageBytes: 0, images: 0 });
    ledger.counted({ bytes: 200, imageBytes: 0, images: 0 });
    expect(ledger.bytes).toBe(300);
    ledger.quarantined(['0_3', '0_4'], 50);
    expect(ledger.mark('0_3')).toEqual({ kind: 'acknowledged', receivedBytes: 0 });
    expect(ledger.bytes).toBe(350);
  });

  test(`canvas images: at most ${MAX_IMAGES_PER_SESSION} a session, their bytes within the quota with the batches’, given back when not stored`, () => {
    const ledger = new SessionLedger(1_000, { bytes: 400, imageBytes: 100, images: 1 });
    expect(ledger.takeImages(1, 501)).toBe('over_quota');
    expect(ledger.takeImages(1, 500)).toBe('ok');
    expect(ledger.bytes).toBe(1_000);
    ledger.imagesGivenBack(1, 500);
    expect(ledger.bytes).toBe(500);
    expect(ledger.takeImages(MAX_IMAGES_PER_SESSION, 0)).toBe('too_many');
    expect(ledger.takeImages(MAX_IMAGES_PER_SESSION - 1, 0)).toBe('ok');
    // Another process's images, read back by a commit, count when they are more than this process knows of.
    ledger.counted({ bytes: 400, imageBytes: 300, images: 1 });
    expect(ledger.bytes).toBe(700);
  });
});

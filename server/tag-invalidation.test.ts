/** @jest-environment node */
import { CACHED_PAGE_CHANGE_MAX_MS, CACHED_PAGE_MAX_AGE_MS, TagInvalidation } from './tag-invalidation';

const QUESTION = 'question:why-listen';
const OTHER = 'question:other';

describe('when a tagged page made by Next.js may be kept', () => {
  test('not from the moment a change to one of its tags begins until it has ended; a page of other tags asked since may be', () => {
    const ledger = new TagInvalidation(() => true);
    const end = ledger.begin([QUESTION]);
    const asked = ledger.changes;
    expect(ledger.settled([QUESTION], asked)).toBe(false);
    expect(ledger.settled([OTHER], asked)).toBe(true);
    end();
    expect(ledger.settled([QUESTION], ledger.changes)).toBe(true);
  });

  test('a response on its way while a change began is not kept, even once the change has ended', () => {
    const ledger = new TagInvalidation(() => true);
    const asked = ledger.changes;
    ledger.begin([OTHER])();
    expect(ledger.settled([QUESTION], asked)).toBe(false);
  });

  test('a response on its way while a change ended is not kept: it may have been made before Next.js had the change', () => {
    const ledger = new TagInvalidation(() => true);
    const end = ledger.begin([QUESTION]);
    // Asked during the change (Next.js answers it, perhaps from the page before the change), answered after its end.
    const asked = ledger.changes;
    end();
    expect(ledger.settled([QUESTION], asked)).toBe(false);
    expect(ledger.settled([QUESTION], ledger.changes)).toBe(true);
  });

  test('two changes of one tag at once: kept again only when both have ended (an end said twice counts once)', () => {
    const ledger = new TagInvalidation(() => true);
    const first = ledger.begin([QUESTION]);
    const second = ledger.begin([QUESTION, OTHER]);
    first();
    first();
    expect(ledger.settled([QUESTION], ledger.changes)).toBe(false);
    expect(ledger.settled([OTHER], ledger.changes)).toBe(false);
    second();
    expect(ledger.settled([QUESTION, OTHER], ledger.changes)).toBe(true);
  });

  test(`a change never said to have ended ends by itself after CACHED_PAGE_CHANGE_MAX_MS (${CACHED_PAGE_CHANGE_MAX_MS} ms)`, () => {
    jest.useFakeTimers({ now: 1_800_000_000_000 });
    try {
      const ledger = new TagInvalidation(() => true);
      ledger.begin([QUESTION]);
      jest.advanceTimersByTime(CACHED_PAGE_CHANGE_MAX_MS - 1);
      expect(ledger.settled([QUESTION], ledger.changes)).toBe(false);
      jest.advanceTimersByTime(1);
      expect(ledger.settled([QUESTION], ledger.changes)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  test('changes missed: no response on its way is kept', () => {
    const ledger = new TagInvalidation(() => true);
    const asked = ledger.changes;
    ledger.missed();
    expect(ledger.settled([QUESTION], asked)).toBe(false);
    expect(ledger.settled([QUESTION], ledger.changes)).toBe(true);
  });

  test('a process that may miss changes (its change feed is down) keeps no tagged page', () => {
    let reliable = false;
    const ledger = new TagInvalidation(() => reliable);
    expect(ledger.settled([QUESTION], ledger.changes)).toBe(false);
    reliable = true;
    expect(ledger.settled([QUESTION], ledger.changes)).toBe(true);
  });

  test('the bounds: a change is over within 30 s, a kept tagged page at most 10 minutes old', () => {
    expect(CACHED_PAGE_CHANGE_MAX_MS).toBe(30_000);
    expect(CACHED_PAGE_MAX_AGE_MS).toBe(600_000);
  });
});

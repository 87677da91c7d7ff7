import {
  isLive,
  LIVE_RECONNECT_ATTEMPTS,
  LIVE_RECONNECT_FIRST_MS,
  LIVE_RECONNECT_MAX_MS,
  liveReconnectDelay,
  LIVE_STARTED_WITHIN_MS,
  LIVE_WINDOW_MS,
  liveSince,
} from './live';
import { MAX_SESSION_DURATION_MS, TOKEN_GRACE_MS } from '@/lib/ingest/limits';

const NOW = new Date('2026-12-07T10:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('which sessions are live at a fixed now', () => {
  test('a session whose last batch arrived within LIVE_WINDOW_MS is live, up to the window exactly', () => {
    expect(isLive(NOW, NOW)).toBe(true);
    expect(isLive(ago(1_000), NOW)).toBe(true);
    expect(isLive(ago(LIVE_WINDOW_MS), NOW)).toBe(true);
  });

  test('one whose last batch is older than the window is not', () => {
    expect(isLive(ago(LIVE_WINDOW_MS + 1), NOW)).toBe(false);
    expect(isLive(ago(60 * 60_000), NOW)).toBe(false);
  });

  test('a batch stamped after now (a replica whose clock is ahead) does not count yet', () => {
    expect(isLive(new Date(NOW.getTime() + 1), NOW)).toBe(false);
  });

  test('the window is a minute, and the query reads from its start', () => {
    expect(LIVE_WINDOW_MS).toBe(60_000);
    expect(liveSince(NOW).toISOString()).toBe('2026-12-07T09:59:00.000Z');
  });

  test('a session can receive batches until its token expires and its grace passes, so the query looks that far back', () => {
    expect(LIVE_STARTED_WITHIN_MS).toBe(MAX_SESSION_DURATION_MS + TOKEN_GRACE_MS + LIVE_WINDOW_MS);
  });
});

describe("the live player's reconnection", () => {
  test('waits a second after a stream that opened, doubling for each failed attempt in a row, at most 30 seconds', () => {
    expect(LIVE_RECONNECT_FIRST_MS).toBe(1_000);
    expect(LIVE_RECONNECT_MAX_MS).toBe(30_000);
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(liveReconnectDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  test('gives up after eight failed attempts in a row, about two minutes of waiting', () => {
    expect(LIVE_RECONNECT_ATTEMPTS).toBe(8);
    const waited = Array.from({ length: LIVE_RECONNECT_ATTEMPTS - 1 }, (_, i) => liveReconnectDelay(i + 1));
    expect(waited.reduce((a, b) => a + b, 0)).toBe(2_000 + 4_000 + 8_000 + 16_000 + 30_000 * 3);
  });
});

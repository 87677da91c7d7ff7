import { isLive, LIVE_STARTED_WITHIN_MS, LIVE_WINDOW_MS, liveSince } from './live';
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

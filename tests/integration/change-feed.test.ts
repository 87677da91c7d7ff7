import { Client } from 'pg';
import {
  announce,
  CHANGE_FEED_ACK_MAX_MS,
  CHANGE_FEED_APPLICATION_NAME,
  CHANGE_FEED_CHANNEL,
  CHANGE_FEED_MAX_PAYLOAD_BYTES,
  changeFeedReliable,
  onChange,
  onChangesMissed,
  startChangeFeed,
  stopChangeFeed,
} from '@/lib/change-feed/feed';
import { INGEST_SETTINGS_TOPIC, ingestSettingsChanged, settingsCache } from '@/lib/recordings/settings-cache';
import { ENGINE } from './support/database';

/*
 * The change feed (lib/change-feed/feed.ts): what one process announces reaches its own listeners at once and, on
 * PostgreSQL, every other process's. Another process is played here by a plain pg client that LISTENs and NOTIFYs on
 * the same channel as the site's processes do.
 */

const waitFor = async (condition: () => boolean, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** A settings cache of the ingest and how many times it read its value (each read answers the next number). */
function countingCache() {
  const cache = settingsCache<number>();
  let reads = 0;
  return { served: () => cache.get('project', async () => ++reads) };
}

describe('the change feed in one process', () => {
  test("the studio's change to what the ingest serves empties this process's settings caches before ingestSettingsChanged returns", async () => {
    const { served } = countingCache();
    expect(await served()).toBe(1);
    expect(await served()).toBe(1);
    const sent = ingestSettingsChanged();
    expect(await served()).toBe(2);
    await sent;
  });

  test("an announcement reaches this process's listeners of its topic before announce returns, and no others", async () => {
    const heard: unknown[] = [];
    const stopA = onChange('feed-test-a', (data) => heard.push(['a', data]));
    const stopB = onChange('feed-test-b', (data) => heard.push(['b', data]));
    const sent = announce('feed-test-a', { n: 1 });
    expect(heard).toEqual([['a', { n: 1 }]]);
    await sent;
    stopA();
    stopB();
    await announce('feed-test-a', { n: 2 });
    expect(heard).toEqual([['a', { n: 1 }]]);
  });

  test('without a feed started (one process: PGlite, tests) what is remembered can be trusted', () => {
    expect(changeFeedReliable()).toBe(true);
  });
});

const onPostgres = ENGINE === 'postgres' ? describe : describe.skip;

onPostgres('the change feed between processes on PostgreSQL', () => {
  let other: Client;
  const otherHeard: Array<{ topic: string; data?: unknown; from: string }> = [];

  beforeAll(async () => {
    await startChangeFeed(process.env.DATABASE_URL!);
    other = new Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    other.on('notification', (message) => {
      try {
        otherHeard.push(JSON.parse(message.payload ?? ''));
      } catch {
        // The junk the tests below send themselves.
      }
    });
    await other.query(`LISTEN ${CHANGE_FEED_CHANNEL}`);
  });

  afterAll(async () => {
    await other.end();
    await stopChangeFeed();
  });

  beforeEach(() => {
    otherHeard.length = 0;
  });

  test('what this process announces reaches another process, in the order announced, once announce has resolved', async () => {
    await announce('sessions', { sessionId: 's1' });
    await announce('sessions', { userId: 'u1' });
    await waitFor(() => otherHeard.length >= 2);
    expect(otherHeard.map(({ topic, data }) => ({ topic, data }))).toEqual([
      { topic: 'sessions', data: { sessionId: 's1' } },
      { topic: 'sessions', data: { userId: 'u1' } },
    ]);
    // Every process hears its own notifications too; a process tells its own apart by this id.
    expect(new Set(otherHeard.map(({ from }) => from)).size).toBe(1);
  });

  test("what another process announces reaches this process's listeners; this process's own notifications are not heard twice", async () => {
    const heard: unknown[] = [];
    const stop = onChange('feed-test-remote', (data) => heard.push(data));
    try {
      await announce('feed-test-remote', 'mine');
      await other.query('SELECT pg_notify($1, $2)', [
        CHANGE_FEED_CHANNEL,
        JSON.stringify({ from: 'another-process', topic: 'feed-test-remote', data: 'theirs' }),
      ]);
      await waitFor(() => heard.length >= 2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual(['mine', 'theirs']);
    } finally {
      stop();
    }
  });

  test("the studio's change announced by another process (a replica, or the site while this is an ingest process) empties this process's settings caches", async () => {
    const { served } = countingCache();
    expect(await served()).toBe(1);
    await other.query('SELECT pg_notify($1, $2)', [
      CHANGE_FEED_CHANNEL,
      JSON.stringify({ from: 'another-process', topic: INGEST_SETTINGS_TOPIC }),
    ]);
    let latest = 1;
    const until = Date.now() + 5_000;
    while (latest === 1 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      latest = await served();
    }
    expect(latest).toBe(2);
  });

  test('announce resolves only once every other process of the site has acted on it and acknowledged it, and waits no longer than CHANGE_FEED_ACK_MAX_MS for one that does not', async () => {
    // Another process of the site: its feed's connection has the feed's name, it listens, and acknowledges after a
    // while (a busy replica).
    const replica = new Client({
      connectionString: process.env.DATABASE_URL,
      application_name: CHANGE_FEED_APPLICATION_NAME,
    });
    await replica.connect();
    let acknowledge = true;
    const actedOn: number[] = [];
    replica.on('notification', (message) => {
      const parsed = JSON.parse(message.payload ?? '{}') as { from?: string; topic?: string; n?: number };
      if (parsed.topic !== 'feed-test-ack' || typeof parsed.n !== 'number' || !acknowledge) return;
      setTimeout(() => {
        actedOn.push(parsed.n!);
        void replica.query('SELECT pg_notify($1, $2)', [
          CHANGE_FEED_CHANNEL,
          JSON.stringify({ from: 'busy-replica', topic: '*ack', data: { to: parsed.from, n: parsed.n } }),
        ]);
      }, 300);
    });
    await replica.query(`LISTEN ${CHANGE_FEED_CHANNEL}`);
    try {
      let started = Date.now();
      await announce('feed-test-ack', 'acted on');
      expect(actedOn).toHaveLength(1);
      expect(Date.now() - started).toBeGreaterThanOrEqual(280);
      acknowledge = false;
      started = Date.now();
      await announce('feed-test-ack', 'never acknowledged');
      expect(Date.now() - started).toBeGreaterThanOrEqual(CHANGE_FEED_ACK_MAX_MS - 20);
      expect(Date.now() - started).toBeLessThan(CHANGE_FEED_ACK_MAX_MS + 1_000);
    } finally {
      await replica.end();
    }
    // With no other process of the site listening, nothing is waited for.
    const started = Date.now();
    await announce('feed-test-ack', 'alone');
    expect(Date.now() - started).toBeLessThan(CHANGE_FEED_ACK_MAX_MS / 2);
  });

  test('this process acknowledges what another process of the site announces, once its listeners have run', async () => {
    const heard: unknown[] = [];
    let heardWhenAcknowledged: unknown[] | undefined;
    const stop = onChange('feed-test-acked', (data) => heard.push(data));
    const listener = (message: { payload?: string }) => {
      const parsed = JSON.parse(message.payload ?? '{}') as { topic?: string; data?: { to?: string; n?: number } };
      if (parsed.topic === '*ack' && parsed.data?.to === 'announcing-replica' && parsed.data.n === 7)
        heardWhenAcknowledged = [...heard];
    };
    other.on('notification', listener);
    try {
      await other.query('SELECT pg_notify($1, $2)', [
        CHANGE_FEED_CHANNEL,
        JSON.stringify({ from: 'announcing-replica', n: 7, topic: 'feed-test-acked', data: 'x' }),
      ]);
      await waitFor(() => heardWhenAcknowledged !== undefined);
      expect(heardWhenAcknowledged).toEqual(['x']);
    } finally {
      other.off('notification', listener);
      stop();
    }
  });

  test('a notification that is not ours (not JSON, no topic) is ignored', async () => {
    const heard: unknown[] = [];
    const stop = onChange('feed-test-junk', (data) => heard.push(data));
    try {
      await other.query('SELECT pg_notify($1, $2)', [CHANGE_FEED_CHANNEL, 'not json']);
      await other.query('SELECT pg_notify($1, $2)', [CHANGE_FEED_CHANNEL, JSON.stringify({ from: 'x' })]);
      await other.query('SELECT pg_notify($1, $2)', [
        CHANGE_FEED_CHANNEL,
        JSON.stringify({ from: 'x', topic: 'feed-test-junk', data: 1 }),
      ]);
      await waitFor(() => heard.length >= 1);
      expect(heard).toEqual([1]);
    } finally {
      stop();
    }
  });

  test(`an announcement too long to send (over ${CHANGE_FEED_MAX_PAYLOAD_BYTES} bytes) tells the others they missed changes`, async () => {
    await announce('feed-test-long', 'x'.repeat(CHANGE_FEED_MAX_PAYLOAD_BYTES));
    await waitFor(() => otherHeard.some(({ topic }) => topic === '*missed'));
    expect(otherHeard.some(({ topic }) => topic === 'feed-test-long')).toBe(false);
    let missed = 0;
    const stop = onChangesMissed(() => (missed += 1));
    try {
      await other.query('SELECT pg_notify($1, $2)', [
        CHANGE_FEED_CHANNEL,
        JSON.stringify({ from: 'another-process', topic: '*missed' }),
      ]);
      await waitFor(() => missed === 1);
    } finally {
      stop();
    }
  });

  test('a dropped connection: everything remembered is forgotten, nothing is remembered until it is back, and it comes back by itself', async () => {
    let missed = 0;
    const stop = onChangesMissed(() => (missed += 1));
    try {
      expect(changeFeedReliable()).toBe(true);
      await other.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        CHANGE_FEED_APPLICATION_NAME,
      ]);
      await waitFor(() => missed >= 1);
      expect(changeFeedReliable()).toBe(false);
      // An announcement made meanwhile waits for the connection, and then reaches the others.
      const sent = announce('feed-test-after-drop', 'late');
      await waitFor(() => changeFeedReliable());
      // Coming back, the process may have missed announcements: told once more.
      expect(missed).toBeGreaterThanOrEqual(2);
      await sent;
      await waitFor(() => otherHeard.some(({ topic }) => topic === 'feed-test-after-drop'));
    } finally {
      stop();
    }
  });
});

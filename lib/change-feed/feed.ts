import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/*
 * Changes that what one process remembers depends on, announced to every process of the site.
 *
 * Each process remembers things it read from the database (a session check for a second, a question page until it
 * changes, Next.js's rendered pages). A write that changes what such a memory holds announces it here; the announcement
 * reaches the listeners of this process at once and, on PostgreSQL, those of every other process (replica) through
 * `NOTIFY` on one channel, heard by a `LISTEN` on a connection of its own. PGlite is one process by construction (its
 * folder is locked), so there the local listeners are all there are.
 *
 * What a listener may count on:
 * - announcements from one process arrive in the order it made them (they go out one by one on one connection, and
 *   PostgreSQL delivers notifications in commit order);
 * - `announce` resolves once every other process of the site has heard the announcement and acted on it (each one
 *   acknowledges it), or after CHANGE_FEED_ACK_MAX_MS, or at once when it could not be sent (see below): an action
 *   that awaits it (a logout) answers only after every replica has forgotten what the change makes wrong;
 * - when announcements may have been missed (the connection dropped, or one was too long to send), every listener of
 *   `onChangesMissed` is told, and should forget everything it remembers; until the connection is back,
 *   `changeFeedReliable()` is false and nothing should be remembered.
 * The state lives on globalThis: Next.js bundles its route handlers, its proxy and the site's server separately, and
 * all the copies of this module in one process must share one connection and one set of listeners.
 */

/** The PostgreSQL channel every process listens on. */
export const CHANGE_FEED_CHANNEL = 'parley_changes';
/** How the feed's connection names itself to PostgreSQL (pg_stat_activity). */
export const CHANGE_FEED_APPLICATION_NAME = 'parley-change-feed';
/** First wait before connecting again after the connection dropped; doubled each failure up to the next constant. */
export const CHANGE_FEED_RECONNECT_MIN_MS = 100;
/** Longest wait between two attempts to connect again. */
export const CHANGE_FEED_RECONNECT_MAX_MS = 5_000;
/**
 * Longest announcement sent as is (PostgreSQL refuses a payload of 8,000 bytes or more): a longer one is sent as
 * "changes missed", which makes every other process forget everything.
 */
export const CHANGE_FEED_MAX_PAYLOAD_BYTES = 7_900;
/**
 * Longest an announcement waits for the other processes' acknowledgements. Each process listening on the same
 * database (its feed's connection is named CHANGE_FEED_APPLICATION_NAME; PostgreSQL's pg_stat_activity counts them
 * when the announcement is sent) acknowledges it once its listeners have run. Hearing one's own notification proves
 * nothing about the others: PostgreSQL hands it to the sender with its own command's result, and to the others when
 * their backends next wake. A process that died or hangs costs an action this long, once per announcement.
 */
export const CHANGE_FEED_ACK_MAX_MS = 1_000;
/** Announcements held while the connection is down, at most; beyond that the others are told they missed some. */
export const CHANGE_FEED_MAX_QUEUED = 1_000;

export type ChangeListener = (data: unknown) => void;

interface Message {
  /** The process that announced it (a process hears its own notifications, and has already acted on them). */
  from: string;
  /** Its number in that process, which the others' acknowledgements name. */
  n?: number;
  topic: string;
  data?: unknown;
}

/** The topic that tells every process it missed announcements. */
const MISSED_TOPIC = '*missed';
/** The topic of an acknowledgement: `data` is `{ to, n }`, the announcing process and its announcement's number. */
const ACK_TOPIC = '*ack';

interface FeedState {
  readonly processId: string;
  readonly listeners: Map<string, Set<ChangeListener>>;
  readonly missedListeners: Set<() => void>;
  connection: PostgresFeed | undefined;
  /** For plain JavaScript that Next.js loads by itself and that cannot import this module (server/next-cache-handler.cjs). */
  readonly api: { announce: typeof announce; onChange: typeof onChange; onChangesMissed: typeof onChangesMissed };
}

const REGISTRY = Symbol.for('parley.changeFeed');

function state(): FeedState {
  const holder = globalThis as { [REGISTRY]?: FeedState };
  return (holder[REGISTRY] ??= {
    processId: randomUUID(),
    listeners: new Map(),
    missedListeners: new Set(),
    connection: undefined,
    api: { announce, onChange, onChangesMissed },
  });
}

/** Hears the announcements of `topic`, made here or in any other process; returns the function that stops it. */
export function onChange(topic: string, listener: ChangeListener): () => void {
  const { listeners } = state();
  let set = listeners.get(topic);
  if (!set) listeners.set(topic, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Hears that announcements may have been missed: forget everything remembered. Returns the function that stops it. */
export function onChangesMissed(listener: () => void): () => void {
  const { missedListeners } = state();
  missedListeners.add(listener);
  return () => missedListeners.delete(listener);
}

/**
 * Whether what is remembered can be trusted to hear every change: always on one process (no feed started), and on
 * PostgreSQL while the feed's connection is up.
 */
export function changeFeedReliable(): boolean {
  const { connection } = state();
  return connection === undefined || connection.listening;
}

function deliver(topic: string, data: unknown): void {
  for (const listener of state().listeners.get(topic) ?? []) {
    try {
      listener(data);
    } catch (error) {
      console.error(
        `[change-feed] a listener of ${topic} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

function changesMissed(): void {
  for (const listener of state().missedListeners) {
    try {
      listener();
    } catch (error) {
      console.error(
        `[change-feed] a listener of missed changes failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}

/**
 * Announces a change: this process's listeners hear it before this returns, the other processes' once the returned
 * promise has resolved (it never rejects: a failure to send is reported to the others as missed changes).
 */
export function announce(topic: string, data?: unknown): Promise<void> {
  deliver(topic, data);
  const { connection, processId } = state();
  if (!connection) return Promise.resolve();
  return connection.send({ from: processId, topic, ...(data === undefined ? {} : { data }) });
}

/**
 * Connects this process to the other processes on the PostgreSQL at `url` (a connection of its own, kept open and
 * opened again when it drops). Calling it again does nothing. Resolves once it listens, or rejects when the first
 * attempt failed (it goes on trying).
 */
export function startChangeFeed(url: string): Promise<void> {
  const current = state();
  if (current.connection === undefined)
    console.log(`[parley] change feed: listening for other processes' changes on PostgreSQL (${CHANGE_FEED_CHANNEL})`);
  current.connection ??= new PostgresFeed(url, current.processId);
  return current.connection.ready;
}

/** Closes the connection (tests, a clean stop); announcements are then heard in this process only. */
export async function stopChangeFeed(): Promise<void> {
  const current = state();
  const connection = current.connection;
  current.connection = undefined;
  await connection?.close();
}

class PostgresFeed {
  listening = false;
  readonly ready: Promise<void>;
  private client: Client | undefined;
  private closed = false;
  private everConnected = false;
  private retryMs = CHANGE_FEED_RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Announcements waiting to be sent, in order; one goes out at a time. */
  private readonly queue: Array<{ payload: string; sent: () => void; n?: number }> = [];
  private sending = false;
  private overflowed = false;
  private sentCount = 0;
  /** Announcements sent and not yet acknowledged by every other process, by number: the processes heard from so far. */
  private readonly acks = new Map<number, { from: Set<string>; expected: number | undefined; done: () => void }>();

  constructor(
    private readonly url: string,
    private readonly processId: string,
  ) {
    this.ready = this.connect();
    // A first failure is the caller's to report; the feed goes on trying either way.
    this.ready.catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.url, application_name: CHANGE_FEED_APPLICATION_NAME });
    this.client = client;
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (notification) => {
      if (notification.channel === CHANGE_FEED_CHANNEL) this.heard(notification.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_FEED_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      throw error;
    }
    if (this.closed || this.client !== client) return;
    this.listening = true;
    this.retryMs = CHANGE_FEED_RECONNECT_MIN_MS;
    // Whatever was announced while this process was not listening is unknown to it.
    if (this.everConnected) changesMissed();
    this.everConnected = true;
    if (this.overflowed) {
      this.overflowed = false;
      this.queue.unshift({ payload: JSON.stringify({ from: this.processId, topic: MISSED_TOPIC }), sent: () => {} });
    }
    void this.sendNext();
  }

  private heard(payload: string | undefined): void {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || typeof message.topic !== 'string') return;
    if (message.from === this.processId) return;
    if (message.topic === ACK_TOPIC) {
      const { to, n } = (message.data ?? {}) as { to?: unknown; n?: unknown };
      if (to === this.processId && typeof n === 'number') this.acknowledged(n, message.from);
      return;
    }
    if (message.topic === MISSED_TOPIC) changesMissed();
    else deliver(message.topic, message.data);
    // Acted on: the announcing process may answer now. Sent at once, not queued behind this process's own
    // announcements, which may themselves be waiting for the announcer's acknowledgement.
    if (typeof message.n === 'number') {
      const ack = JSON.stringify({ from: this.processId, topic: ACK_TOPIC, data: { to: message.from, n: message.n } });
      this.client?.query('SELECT pg_notify($1, $2)', [CHANGE_FEED_CHANNEL, ack]).catch(() => {});
    }
  }

  private acknowledged(n: number, from: string): void {
    const waiting = this.acks.get(n);
    if (!waiting) return;
    waiting.from.add(from);
    if (waiting.expected !== undefined && waiting.from.size >= waiting.expected) waiting.done();
  }

  private lost(client: Client, error: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    const wasListening = this.listening;
    this.listening = false;
    void client.end().catch(() => {});
    if (this.closed) return;
    if (wasListening) {
      console.error(
        `[change-feed] lost the PostgreSQL connection (${error instanceof Error ? error.message : String(error)}); connecting again`,
      );
      // From now on this process may miss changes: what it remembers must go.
      changesMissed();
    }
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect().catch(() => {});
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, CHANGE_FEED_RECONNECT_MAX_MS);
  }

  send(message: Message): Promise<void> {
    this.sentCount += 1;
    let payload = JSON.stringify({ ...message, n: this.sentCount });
    if (Buffer.byteLength(payload) > CHANGE_FEED_MAX_PAYLOAD_BYTES)
      payload = JSON.stringify({ from: this.processId, topic: MISSED_TOPIC });
    return new Promise((sent) => {
      if (this.queue.length >= CHANGE_FEED_MAX_QUEUED) {
        // The others will be told they missed some once the connection is back.
        this.overflowed = true;
        sent();
        return;
      }
      this.queue.push({ payload, sent, n: this.sentCount });
      void this.sendNext();
    });
  }

  private async sendNext(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      while (this.queue.length > 0 && this.listening && this.client) {
        const next = this.queue[0]!;
        // Waiting before it is sent: an acknowledgement may come back before the statement's own result.
        const acknowledged = next.n === undefined ? undefined : this.awaitAcks(next.n);
        let others: number;
        try {
          const result = await this.client.query<{ others: number }>(
            `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_stat_activity
               WHERE application_name = $3 AND datname = current_database() AND pid <> pg_backend_pid()) AS others`,
            [CHANGE_FEED_CHANNEL, next.payload, CHANGE_FEED_APPLICATION_NAME],
          );
          others = result.rows[0]?.others ?? 0;
        } catch {
          // The connection is going: the announcement stays first in line for the next one.
          acknowledged?.cancel();
          break;
        }
        this.queue.shift();
        if (acknowledged) await acknowledged.expect(others);
        next.sent();
      }
    } finally {
      this.sending = false;
    }
    // While the connection is down, the waiting announcements resolve at once: the action need not hang on it.
    if (!this.listening) for (const waiting of this.queue) waiting.sent();
  }

  /**
   * Collects the acknowledgements of announcement `n`; `expect(count)`, once the number of other processes is known,
   * resolves when that many have acknowledged it, or after CHANGE_FEED_ACK_MAX_MS.
   */
  private awaitAcks(n: number): { expect(count: number): Promise<void>; cancel(): void } {
    let resolve: () => void = () => {};
    const finished = new Promise<void>((settle) => (resolve = settle));
    const timer = setTimeout(() => waiting.done(), CHANGE_FEED_ACK_MAX_MS);
    timer.unref();
    const waiting = {
      from: new Set<string>(),
      expected: undefined as number | undefined,
      done: () => {
        clearTimeout(timer);
        this.acks.delete(n);
        resolve();
      },
    };
    this.acks.set(n, waiting);
    return {
      expect: (count) => {
        waiting.expected = count;
        if (waiting.from.size >= count) waiting.done();
        return finished;
      },
      cancel: () => waiting.done(),
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    for (const waiting of this.queue.splice(0)) waiting.sent();
    for (const waiting of [...this.acks.values()]) waiting.done();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

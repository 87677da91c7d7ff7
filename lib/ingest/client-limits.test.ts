/** @jest-environment node */
import { AppError } from '@/lib/errors';
import { addressKey, ClientLimits, type Visit } from './client-limits';
import {
  BEACON_SIZE_LIMIT,
  IMAGES_REQUEST_MAX_BYTES,
  INGEST_ADDRESS_BURST_BYTES,
  INGEST_BODY_GRACE_MS,
  INGEST_BODY_MAX_MS,
  INGEST_BODY_MIN_BYTES_PER_SECOND,
  INGEST_IMAGES_MAX_BYTES_IN_FLIGHT,
  INGEST_MAX_BYTES_IN_FLIGHT,
  INGEST_MAX_IN_FLIGHT_PER_ADDRESS,
  INGEST_MAX_IN_FLIGHT_PER_SESSION,
  INGEST_SESSION_BURST_BYTES,
  INGEST_SESSION_BYTES_PER_SECOND,
} from './limits';

const START = Date.parse('2026-03-01T12:00:00Z');

function limits(options: ConstructorParameters<typeof ClientLimits>[0] = {}) {
  const clock = { now: START };
  return { clock, clients: new ClientLimits({ clock: () => clock.now, ...options }) };
}

const visitOf = (entered: ReturnType<ClientLimits['enter']>): Visit => {
  if (!('leave' in entered)) throw new Error(`refused: ${entered.error}`);
  return entered;
};

const refusalOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.failure.code;
    throw error;
  }
};

describe('what one client may hold and send (lib/ingest/client-limits.ts)', () => {
  test('an address past its requests in flight gets 429 with Retry-After; another address is still let in; leaving frees the place', () => {
    const { clients } = limits({ perAddressInFlight: 2 });
    const one = visitOf(clients.enter('198.51.100.7'));
    visitOf(clients.enter('198.51.100.7'));
    expect(clients.enter('198.51.100.7')).toMatchObject({ ok: false, code: 'limited', retryAfterSeconds: 1 });
    visitOf(clients.enter('203.0.113.9'));
    one.leave();
    one.leave();
    visitOf(clients.enter('198.51.100.7'));
    expect(clients.enter('198.51.100.7')).toMatchObject({ code: 'limited' });
  });

  test('a session past its requests in flight gets 429, whatever addresses it comes from', () => {
    const { clients } = limits({ perSessionInFlight: 1 });
    const first = visitOf(clients.enter('198.51.100.7'));
    expect(first.session('s1')).toBeNull();
    const second = visitOf(clients.enter('203.0.113.9'));
    expect(second.session('s1')).toMatchObject({ code: 'limited', retryAfterSeconds: 1 });
    expect(second.session('s2')).toBeNull();
    first.leave();
    const third = visitOf(clients.enter('203.0.113.10'));
    expect(third.session('s1')).toBeNull();
  });

  test('requests in flight in all are the last line: 503 for everyone past them', () => {
    const { clients } = limits({ requestsInFlight: 2 });
    visitOf(clients.enter('a'));
    const b = visitOf(clients.enter('b'));
    expect(clients.enter('c')).toMatchObject({ code: 'unavailable', retryAfterSeconds: 1 });
    b.leave();
    visitOf(clients.enter('c'));
  });

  test('bytes in flight are held as they arrive and given back on leaving; past the budget 503 is thrown; images hold at most their part of it', () => {
    const { clients } = limits({ bytesInFlight: 1_000, imageBytesInFlight: 400 });
    const batch = visitOf(clients.enter('a'));
    batch.hold(20, 'batch');
    expect(clients.stats).toMatchObject({ bytes: 20 });
    const images = visitOf(clients.enter('b'));
    images.hold(400, 'images');
    expect(refusalOf(() => images.hold(1, 'images'))).toBe('unavailable');
    // Batches still have the rest.
    const other = visitOf(clients.enter('c'));
    other.hold(580, 'batch');
    expect(refusalOf(() => other.hold(1, 'batch'))).toBe('unavailable');
    images.leave();
    other.hold(400, 'batch');
    batch.leave();
    other.leave();
    expect(clients.stats).toEqual({ requests: 0, bytes: 0, imageBytes: 0, addresses: 0 });
  });

  test('byte-rate buckets: a session takes its burst at once, then its rate; past it 429 says when the body would fit', () => {
    const { clock, clients } = limits({ sessionBytesPerSecond: 1_000, sessionBurstBytes: 10_000 });
    expect(clients.take('s1', 'a', 10_000)).toBeNull();
    expect(clients.check('s1', 'a', 2_500)).toMatchObject({ code: 'limited', retryAfterSeconds: 3 });
    // Another session from the same address is not slowed by this one.
    expect(clients.take('s2', 'a', 5_000)).toBeNull();
    clock.now += 2_500;
    expect(clients.check('s1', 'a', 2_500)).toBeNull();
    expect(clients.take('s1', 'a', 2_500)).toBeNull();
    expect(clients.take('s1', 'a', 1)).toMatchObject({ code: 'limited', retryAfterSeconds: 1 });
    // A refusal takes nothing; a bucket refills to its burst, no further.
    clock.now += 60_000;
    expect(clients.take('s1', 'a', 10_000)).toBeNull();
    expect(clients.take('s1', 'a', 1)).toMatchObject({ code: 'limited' });
  });

  test('an address has a bucket of its own across its sessions; fresh sessions from it do not escape it', () => {
    const { clients } = limits({ addressBytesPerSecond: 1_000, addressBurstBytes: 3_000 });
    expect(clients.take('s1', '198.51.100.7', 1_000)).toBeNull();
    expect(clients.take('s2', '198.51.100.7', 1_000)).toBeNull();
    expect(clients.take('s3', '198.51.100.7', 1_000)).toBeNull();
    expect(clients.take('s4', '198.51.100.7', 1_000)).toMatchObject({ code: 'limited', retryAfterSeconds: 1 });
    expect(clients.take('s4', '203.0.113.9', 1_000)).toBeNull();
  });

  test('an IPv6 client is counted by its /64; an IPv4 address mapped into IPv6 as itself', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('unknown')).toBe('unknown');
    const { clients } = limits({ perAddressInFlight: 1 });
    visitOf(clients.enter('2001:db8:1:2::1'));
    expect(clients.enter('2001:db8:1:2::2')).toMatchObject({ code: 'limited' });
  });

  test('the constants fit together: every body the ingest takes fits a full bucket and the budget of its kind', () => {
    for (const burst of [INGEST_SESSION_BURST_BYTES, INGEST_ADDRESS_BURST_BYTES]) {
      expect(burst).toBeGreaterThanOrEqual(IMAGES_REQUEST_MAX_BYTES);
      expect(burst).toBeGreaterThanOrEqual(BEACON_SIZE_LIMIT);
    }
    expect(INGEST_IMAGES_MAX_BYTES_IN_FLIGHT).toBeGreaterThanOrEqual(IMAGES_REQUEST_MAX_BYTES);
    expect(INGEST_IMAGES_MAX_BYTES_IN_FLIGHT).toBeLessThan(INGEST_MAX_BYTES_IN_FLIGHT);
    // A reader sends about 40 KB a minute: its rate is far above that.
    expect(INGEST_SESSION_BYTES_PER_SECOND * 60).toBeGreaterThan(100 * 40 * 1024);
  });

  test(`by default an address has ${INGEST_MAX_IN_FLIGHT_PER_ADDRESS} requests in flight and a session ${INGEST_MAX_IN_FLIGHT_PER_SESSION}, then 429`, () => {
    const clients = new ClientLimits();
    for (let i = 0; i < INGEST_MAX_IN_FLIGHT_PER_ADDRESS; i++) visitOf(clients.enter('198.51.100.7'));
    expect(clients.enter('198.51.100.7')).toMatchObject({ code: 'limited' });
    for (let i = 0; i < INGEST_MAX_IN_FLIGHT_PER_SESSION; i++)
      expect(visitOf(clients.enter(`203.0.113.${i}`)).session('one')).toBeNull();
    expect(visitOf(clients.enter('192.0.2.1')).session('one')).toMatchObject({ code: 'limited' });
  });

  test('the body pace bounds every body in time, and asks a slow link for little: at most about 17 KB/s for the largest batch', () => {
    const allowedMs = (bytes: number) =>
      Math.min(INGEST_BODY_MAX_MS, INGEST_BODY_GRACE_MS + (bytes / INGEST_BODY_MIN_BYTES_PER_SECOND) * 1000);
    // The largest batch and images request are bounded by the most allowed, not by their size.
    expect(allowedMs(BEACON_SIZE_LIMIT)).toBe(INGEST_BODY_MAX_MS);
    expect(BEACON_SIZE_LIMIT / (INGEST_BODY_MAX_MS / 1000)).toBeLessThanOrEqual(17 * 1024);
    expect(IMAGES_REQUEST_MAX_BYTES / (INGEST_BODY_MAX_MS / 1000)).toBeLessThanOrEqual(170 * 1024);
    // A reader's batch of a few KB has the whole grace.
    expect(allowedMs(10_000)).toBeGreaterThanOrEqual(INGEST_BODY_GRACE_MS);
    expect(INGEST_BODY_MAX_MS).toBeLessThan(300_000);
  });
});

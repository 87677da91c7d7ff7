import { LRUCache } from 'lru-cache';
import { AppError, failure, type Failure } from '@/lib/errors';
import {
  INGEST_ADDRESS_BURST_BYTES,
  INGEST_ADDRESS_BYTES_PER_SECOND,
  INGEST_IMAGES_MAX_BYTES_IN_FLIGHT,
  INGEST_MAX_BYTES_IN_FLIGHT,
  INGEST_MAX_IN_FLIGHT_PER_ADDRESS,
  INGEST_MAX_IN_FLIGHT_PER_SESSION,
  INGEST_MAX_REQUESTS_IN_FLIGHT,
  INGEST_RATE_BUCKETS_MAX,
  INGEST_RETRY_AFTER_SECONDS,
  INGEST_SESSION_BURST_BYTES,
  INGEST_SESSION_BYTES_PER_SECOND,
} from './limits';

/** What the ingest allows one client and all of them together; every field defaults to its constant (limits.ts). */
export interface ClientLimitsOptions {
  requestsInFlight?: number;
  bytesInFlight?: number;
  imageBytesInFlight?: number;
  perAddressInFlight?: number;
  perSessionInFlight?: number;
  sessionBytesPerSecond?: number;
  sessionBurstBytes?: number;
  addressBytesPerSecond?: number;
  addressBurstBytes?: number;
  bucketsMax?: number;
  clock?: () => number;
}

/** What a body's bytes are, for the budget they count against. */
export type BodyKind = 'batch' | 'images';

/**
 * The key an address is counted under: an IPv6 address by its first 64 bits (a client is commonly given a whole /64,
 * and could otherwise take a new address per request), an IPv4 address (mapped into IPv6 or not) as itself.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (group.replace(/^0+(?=.)/, '') || '0').toLowerCase())
    .join(':')}::/64`;
}

/** A token bucket of bytes: `tokens` at `at` (ms), refilled at `perSecond` up to `burst`. */
interface Bucket {
  tokens: number;
  at: number;
}

/** The bytes a bucket holds at `now`. */
function level(bucket: Bucket | undefined, now: number, perSecond: number, burst: number): number {
  if (!bucket) return burst;
  return Math.min(burst, bucket.tokens + ((now - bucket.at) * perSecond) / 1000);
}

/** 429 with the whole seconds until `bytes` fit a bucket refilling at `perSecond` (at least 1). */
function tooFast(who: 'session' | 'address', deficit: number, perSecond: number): Failure {
  return failure('limited', `This ${who} is sending faster than the ingest takes; try again later`, {
    retryAfterSeconds: Math.max(1, Math.ceil(deficit / perSecond)),
  });
}

const busy = () =>
  new AppError('unavailable', 'The ingest is busy; try again shortly', {
    retryAfterSeconds: INGEST_RETRY_AFTER_SECONDS,
  });

/**
 * What the ingest's clients hold and send, so that no one client can stop recording for the others: requests in
 * flight per address and per session (429 past either), byte-rate buckets per session and per address (429 with
 * Retry-After before a body is appended), and, as the last line for everyone, requests and bytes in flight in all (503).
 * Bytes in flight are counted as they arrive, so a client that declares a large body and sends it slowly holds only
 * what it sent (and lib/http/request-body.ts refuses it with 408 once it is too slow). One per ingest process.
 */
export class ClientLimits {
  private requests = 0;
  private bytes = 0;
  private imageBytes = 0;
  private readonly perAddress = new Map<string, number>();
  private readonly perSession = new Map<string, number>();
  private readonly sessionBuckets: LRUCache<string, Bucket>;
  private readonly addressBuckets: LRUCache<string, Bucket>;
  private readonly limits: Required<Omit<ClientLimitsOptions, 'clock'>>;
  private readonly clock: () => number;

  constructor(options: ClientLimitsOptions = {}) {
    this.limits = {
      requestsInFlight: options.requestsInFlight ?? INGEST_MAX_REQUESTS_IN_FLIGHT,
      bytesInFlight: options.bytesInFlight ?? INGEST_MAX_BYTES_IN_FLIGHT,
      imageBytesInFlight: options.imageBytesInFlight ?? INGEST_IMAGES_MAX_BYTES_IN_FLIGHT,
      perAddressInFlight: options.perAddressInFlight ?? INGEST_MAX_IN_FLIGHT_PER_ADDRESS,
      perSessionInFlight: options.perSessionInFlight ?? INGEST_MAX_IN_FLIGHT_PER_SESSION,
      sessionBytesPerSecond: options.sessionBytesPerSecond ?? INGEST_SESSION_BYTES_PER_SECOND,
      sessionBurstBytes: options.sessionBurstBytes ?? INGEST_SESSION_BURST_BYTES,
      addressBytesPerSecond: options.addressBytesPerSecond ?? INGEST_ADDRESS_BYTES_PER_SECOND,
      addressBurstBytes: options.addressBurstBytes ?? INGEST_ADDRESS_BURST_BYTES,
      bucketsMax: options.bucketsMax ?? INGEST_RATE_BUCKETS_MAX,
    };
    this.clock = options.clock ?? Date.now;
    this.sessionBuckets = new LRUCache({ max: this.limits.bucketsMax });
    this.addressBuckets = new LRUCache({ max: this.limits.bucketsMax });
  }

  /** Requests and bytes in flight now (tests, the benchmarks' figures). */
  get stats() {
    return { requests: this.requests, bytes: this.bytes, imageBytes: this.imageBytes, addresses: this.perAddress.size };
  }

  /**
   * A request from `address` arrives: its Visit, to `leave` once answered, or why it is refused now: 429 when the
   * address has INGEST_MAX_IN_FLIGHT_PER_ADDRESS requests in flight, 503 when the ingest has its most in all.
   */
  enter(address: string): Visit | Failure {
    const key = addressKey(address);
    const mine = this.perAddress.get(key) ?? 0;
    if (mine >= this.limits.perAddressInFlight)
      return failure('limited', 'Too many requests in flight from this address; try again shortly', {
        retryAfterSeconds: INGEST_RETRY_AFTER_SECONDS,
      });
    if (this.requests >= this.limits.requestsInFlight) return busy().failure;
    this.requests += 1;
    this.perAddress.set(key, mine + 1);
    return new Visit(this, key);
  }

  /** @internal Visit's */
  enterSession(sessionId: string): Failure | null {
    const mine = this.perSession.get(sessionId) ?? 0;
    if (mine >= this.limits.perSessionInFlight)
      return failure('limited', 'Too many requests in flight for this session; try again shortly', {
        retryAfterSeconds: INGEST_RETRY_AFTER_SECONDS,
      });
    this.perSession.set(sessionId, mine + 1);
    return null;
  }

  /** @internal Visit's: holds `bytes` more of a body, or throws `unavailable` when the budget has no room. */
  hold(bytes: number, kind: BodyKind): void {
    if (this.bytes + bytes > this.limits.bytesInFlight) throw busy();
    if (kind === 'images' && this.imageBytes + bytes > this.limits.imageBytesInFlight) throw busy();
    this.bytes += bytes;
    if (kind === 'images') this.imageBytes += bytes;
  }

  /** @internal Visit's: gives back what a visit held. */
  release(address: string, sessionId: string | null, held: Record<BodyKind, number>): void {
    this.requests -= 1;
    const mine = (this.perAddress.get(address) ?? 1) - 1;
    if (mine > 0) this.perAddress.set(address, mine);
    else this.perAddress.delete(address);
    if (sessionId !== null) {
      const session = (this.perSession.get(sessionId) ?? 1) - 1;
      if (session > 0) this.perSession.set(sessionId, session);
      else this.perSession.delete(sessionId);
    }
    this.bytes -= held.batch + held.images;
    this.imageBytes -= held.images;
  }

  /**
   * Whether `bytes` fit the buckets of the session and the address now, without taking them: null, or the 429 to
   * answer (a body declared larger than the buckets hold is refused before it is read).
   */
  check(sessionId: string, address: string, bytes: number): Failure | null {
    return this.fit(sessionId, address, bytes, false);
  }

  /** As `check`, and when they fit, takes `bytes` from both buckets. */
  take(sessionId: string, address: string, bytes: number): Failure | null {
    return this.fit(sessionId, address, bytes, true);
  }

  private fit(sessionId: string, address: string, bytes: number, taking: boolean): Failure | null {
    const now = this.clock();
    const key = addressKey(address);
    const { sessionBytesPerSecond, sessionBurstBytes, addressBytesPerSecond, addressBurstBytes } = this.limits;
    const session = level(this.sessionBuckets.get(sessionId), now, sessionBytesPerSecond, sessionBurstBytes);
    if (session < bytes) return tooFast('session', bytes - session, sessionBytesPerSecond);
    const perAddress = level(this.addressBuckets.get(key), now, addressBytesPerSecond, addressBurstBytes);
    if (perAddress < bytes) return tooFast('address', bytes - perAddress, addressBytesPerSecond);
    if (taking) {
      this.sessionBuckets.set(sessionId, { tokens: session - bytes, at: now });
      this.addressBuckets.set(key, { tokens: perAddress - bytes, at: now });
    }
    return null;
  }
}

/** One request while it is served: what it holds, given back at once by `leave`. */
export class Visit {
  private sessionId: string | null = null;
  private readonly held: Record<BodyKind, number> = { batch: 0, images: 0 };
  private left = false;

  constructor(
    private readonly limits: ClientLimits,
    private readonly address: string,
  ) {}

  /** The request is a session's: counted against its requests in flight (429 past INGEST_MAX_IN_FLIGHT_PER_SESSION). */
  session(sessionId: string): Failure | null {
    if (this.sessionId !== null) return null;
    const refused = this.limits.enterSession(sessionId);
    if (!refused) this.sessionId = sessionId;
    return refused;
  }

  /** `bytes` more of its body arrived: held until `leave`, or AppError `unavailable` thrown when there is no room. */
  hold(bytes: number, kind: BodyKind): void {
    this.limits.hold(bytes, kind);
    this.held[kind] += bytes;
  }

  leave(): void {
    if (this.left) return;
    this.left = true;
    this.limits.release(this.address, this.sessionId, this.held);
  }
}

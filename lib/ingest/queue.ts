import { AppError } from '@/lib/errors';
import {
  INGEST_MAX_BYTES_IN_FLIGHT,
  INGEST_MAX_CONCURRENT,
  INGEST_MAX_WAITING,
  INGEST_RETRY_AFTER_SECONDS,
} from './limits';

/**
 * The ingest's bounded queue: at most `concurrent` jobs run, at most `waiting` wait, and the bodies they
 * hold add up to at most `maxBytes`. Anything beyond is refused at once with `unavailable` (503 + Retry-After), which
 * the tracker retries: memory never grows without bound however fast batches arrive.
 */
export class BoundedQueue {
  private running = 0;
  private bytes = 0;
  private readonly waiters: (() => void)[] = [];

  constructor(
    private readonly limits: { concurrent: number; waiting: number; maxBytes: number } = {
      concurrent: INGEST_MAX_CONCURRENT,
      waiting: INGEST_MAX_WAITING,
      maxBytes: INGEST_MAX_BYTES_IN_FLIGHT,
    },
  ) {}

  get stats() {
    return { running: this.running, waiting: this.waiters.length, bytes: this.bytes };
  }

  /** Runs `job` when a slot is free, holding `size` bytes against the limit meanwhile; throws `unavailable` when full. */
  async run<T>(size: number, job: () => Promise<T>): Promise<T> {
    if (
      this.bytes + size > this.limits.maxBytes ||
      (this.running >= this.limits.concurrent && this.waiters.length >= this.limits.waiting)
    ) {
      throw new AppError('unavailable', 'The ingest is busy; try again shortly', {
        retryAfterSeconds: INGEST_RETRY_AFTER_SECONDS,
      });
    }
    this.bytes += size;
    try {
      if (this.running >= this.limits.concurrent) await new Promise<void>((resolve) => this.waiters.push(resolve));
      this.running += 1;
      try {
        return await job();
      } finally {
        this.running -= 1;
        this.waiters.shift()?.();
      }
    } finally {
      this.bytes -= size;
    }
  }
}

import { AppError } from '@/lib/errors';
import { BoundedQueue } from './queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the ingest queue is bounded (503 + Retry-After, never unbounded memory)', () => {
  test('runs at most `concurrent` jobs, queues up to `waiting` more, and refuses the next with unavailable', async () => {
    const queue = new BoundedQueue({ concurrent: 2, waiting: 1, maxBytes: 1_000 });
    const gate = deferred();
    const started: number[] = [];
    const jobs = [0, 1, 2].map((n) =>
      queue.run(10, async () => {
        started.push(n);
        await gate.promise;
        return n;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.stats).toEqual({ running: 2, waiting: 1, bytes: 30 });
    await expect(queue.run(10, async () => 3)).rejects.toMatchObject({
      failure: { code: 'unavailable', retryAfterSeconds: 1 },
    });
    gate.resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(queue.stats).toEqual({ running: 0, waiting: 0, bytes: 0 });
  });

  test('refuses a body that would take the bytes held past the limit, and frees bytes when a job fails', async () => {
    const queue = new BoundedQueue({ concurrent: 4, waiting: 4, maxBytes: 100 });
    await expect(queue.run(101, async () => 1)).rejects.toBeInstanceOf(AppError);
    await expect(
      queue.run(60, async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(queue.stats.bytes).toBe(0);
    expect(await queue.run(100, async () => 'fits')).toBe('fits');
  });
});

/** @jest-environment node */
import { IndexProgress } from './index-progress';
import { INDEX_PACE_MIN_BATCHES } from './index-pace';

const START = Date.parse('2026-03-01T12:00:00Z');
const at = (offset: number, segment = 'segments/2026-03-01/a.seg') => ({ segment, offset });

describe('how far the index is behind what this process acknowledged', () => {
  test('the oldest batch not yet indexed waits from its acknowledgement until a commit’s checkpoint passes where it ends', () => {
    const progress = new IndexProgress();
    expect(progress.oldestWaitMs(START)).toBe(0);
    progress.acknowledged(at(100), START);
    progress.acknowledged(at(200), START + 50);
    expect(progress.backlog).toBe(2);
    expect(progress.oldestWaitMs(START + 80)).toBe(80);
    progress.committed(at(150), false, START + 90);
    expect(progress.backlog).toBe(1);
    expect(progress.oldestWaitMs(START + 90)).toBe(40);
    progress.committed(at(200), true, START + 100);
    expect(progress.backlog).toBe(0);
    expect(progress.oldestWaitMs(START + 100)).toBe(0);
  });

  test('a checkpoint in a later segment passes every batch of the earlier one', () => {
    const progress = new IndexProgress();
    progress.acknowledged(at(900, 'segments/2026-03-01/a.seg'), START);
    progress.committed(at(10, 'segments/2026-03-01/b.seg'), true, START + 5);
    expect(progress.backlog).toBe(0);
  });

  test('indexed() resolves once everything acknowledged before it is in the index, not before', async () => {
    const progress = new IndexProgress();
    await progress.indexed();
    progress.acknowledged(at(100), START);
    progress.acknowledged(at(200), START);
    let done = false;
    const waiting = progress.indexed().then(() => (done = true));
    progress.committed(at(100), false, START + 1);
    await Promise.resolve();
    expect(done).toBe(false);
    progress.committed(at(200), true, START + 2);
    await waiting;
    expect(done).toBe(true);
  });

  test('the predicted wait follows the digester’s measured pace over rounds that left work waiting', () => {
    const progress = new IndexProgress();
    const batches = 2 * INDEX_PACE_MIN_BATCHES;
    for (let i = 1; i <= 3 * batches; i++) progress.acknowledged(at(i), START);
    expect(progress.predictedWaitMs()).toBe(0);
    progress.committed(at(batches), true, START + 1_000);
    // The second round indexed `batches` in 1,000 ms, with as many left: those take as long again.
    progress.committed(at(2 * batches), true, START + 2_000);
    expect(progress.predictedWaitMs()).toBe(1_000);
  });

  test('stats: each batch’s lag from acknowledgement to index, and the drain time after the last acknowledgement', () => {
    const progress = new IndexProgress();
    progress.acknowledged(at(100), START);
    progress.acknowledged(at(200), START + 10);
    progress.committed(at(200), true, START + 40);
    expect(progress.stats()).toEqual({
      acknowledged: 2,
      indexed: 2,
      backlog: 0,
      lagP50Ms: 30,
      lagP99Ms: 40,
      lagMaxMs: 40,
      drainMs: 30,
    });
    progress.resetStats();
    expect(progress.stats()).toMatchObject({ acknowledged: 0, indexed: 0, lagP50Ms: null });
  });

  test('each session’s and address’s bytes of the backlog: the ones holding at least a fair share are named, until their batches are indexed', () => {
    const progress = new IndexProgress();
    const heavy = { sessionId: 'heavy', address: '198.51.100.7' };
    const quiet = { sessionId: 'quiet', address: '203.0.113.9' };
    progress.acknowledged(at(100), START, { ...heavy, bytes: 900_000 });
    progress.acknowledged(at(200), START, { ...quiet, bytes: 1_500 });
    progress.acknowledged(at(300), START, { ...heavy, bytes: 900_000 });
    expect(progress.shareOf('heavy', '198.51.100.7')).toEqual({ session: 1_800_000, address: 1_800_000 });
    expect(progress.holdsFairShare('heavy', '203.0.113.9')).toBe(true);
    // A fresh session from the heavy address is named by its address.
    expect(progress.holdsFairShare('fresh', '198.51.100.7')).toBe(true);
    expect(progress.holdsFairShare('quiet', '203.0.113.9')).toBe(false);
    expect(progress.holdsFairShare('fresh', '192.0.2.1')).toBe(false);
    // Alone in the backlog, a session holds all of it: its fair share.
    progress.committed(at(200), false, START + 10);
    expect(progress.shareOf('quiet', '203.0.113.9')).toEqual({ session: 0, address: 0 });
    expect(progress.holdsFairShare('heavy', '198.51.100.7')).toBe(true);
    progress.committed(at(300), true, START + 20);
    expect(progress.holdsFairShare('heavy', '198.51.100.7')).toBe(false);
    expect(progress.shareOf('heavy', '198.51.100.7')).toEqual({ session: 0, address: 0 });
  });
});

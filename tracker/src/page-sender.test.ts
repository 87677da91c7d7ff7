import { COMMIT_INTERVAL_MS, FINAL_BATCH_FIRST } from './constants';
import { createKeepaliveQuota } from './keepalive-quota';
import { createPageSender, type WorkerReport } from './page-sender';
import { decodeBatch } from './protocol/codec';
import type { FromWorker, RawMessage, SessionAuth, ToWorker } from './worker/commands';

class FakeWorker {
  static instances: FakeWorker[] = [];
  posted: ToWorker[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeWorker.instances.push(this);
  }
  postMessage(message: ToWorker): void {
    this.posted.push(message);
  }
  report(message: FromWorker): void {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
}

const AUTH: SessionAuth = {
  ingest: 'https://site.example/ingest',
  token: 'tok',
  pageNo: 2,
  tabId: 'tab-1',
  delay: 0,
  beaconSizeLimit: 200_000,
  compressionThreshold: 24_000,
};
const message = (n: number): RawMessage => [6, { ts: n, name: `event-${n}` }];
const warn = jest.fn();
const worker = () => FakeWorker.instances.at(-1)!;
const types = () => worker().posted.map((m) => m.type);

let sent: RequestInit[];
beforeAll(() => Object.assign(window, { Worker: FakeWorker }));
beforeEach(() => {
  jest.useFakeTimers();
  FakeWorker.instances = [];
  warn.mockClear();
  sent = [];
  window.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(init!);
    return new Response(null, { status: 200 });
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe('the page sender', () => {
  it('makes no worker before the first start, then one for the page, told to start afresh at every start', () => {
    const sender = createPageSender('/tracker/worker.js', warn);
    sender.push(message(0), true);
    expect(FakeWorker.instances).toEqual([]);
    sender.start(jest.fn());
    sender.auth(AUTH);
    sender.start(jest.fn());
    expect(FakeWorker.instances).toHaveLength(1);
    expect(worker().url).toBe('/tracker/worker.js');
    expect(worker().posted).toEqual([{ type: 'start' }, { type: 'auth', ...AUTH }, { type: 'start' }]);
  });

  it('hands messages over every tick, at once when urgent, and the memory of a cold start at once', () => {
    const sender = createPageSender('/w.js', warn);
    sender.start(jest.fn());
    sender.push(message(1));
    sender.push(message(2));
    expect(types()).toEqual(['start']);
    jest.advanceTimersByTime(COMMIT_INTERVAL_MS);
    expect(worker().posted[1]).toEqual({ type: 'messages', list: [message(1), message(2)] });
    sender.push(message(3), true);
    expect(worker().posted[2]).toEqual({ type: 'messages', list: [message(3)] });
    sender.history([message(4), message(5)]);
    expect(worker().posted[3]).toEqual({ type: 'messages', list: [message(4), message(5)] });
  });

  it('flush: what waits goes now, then the worker is asked to send; commit alone only hands over', () => {
    const sender = createPageSender('/w.js', warn);
    sender.start(jest.fn());
    sender.push(message(1));
    sender.commit();
    sender.push(message(2));
    sender.flush();
    expect(types()).toEqual(['start', 'messages', 'messages', 'flush']);
    sender.stop();
    expect(types().at(-1)).toBe('stop');
  });

  it("gives the latest start's listener what the worker reports, and keeps how far it batched to itself", () => {
    const sender = createPageSender('/w.js', warn);
    const first = jest.fn<void, [WorkerReport]>();
    const second = jest.fn<void, [WorkerReport]>();
    sender.start(first);
    sender.start(second);
    worker().report({ type: 'batched', through: 1 });
    worker().report({ type: 'restart', reason: 'batch response 401' });
    worker().report({ type: 'failure', reason: 'batch failed 11 times' });
    expect(first).not.toHaveBeenCalled();
    expect(second.mock.calls).toEqual([
      [{ type: 'restart', reason: 'batch response 401' }],
      [{ type: 'failure', reason: 'batch failed 11 times' }],
    ]);
  });

  it('leaving: sends what the worker has not batched yet itself, counted from 0 again after a start', () => {
    const sender = createPageSender('/w.js', warn);
    sender.start(jest.fn());
    sender.push(message(0), true);
    sender.push(message(1), true);
    worker().report({ type: 'batched', through: 1 });
    sender.start(jest.fn());
    sender.push(message(2), true);
    sender.leave(AUTH, createKeepaliveQuota());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.keepalive).toBe(true);
    const batch = decodeBatch(sent[0]!.body as Uint8Array);
    expect(batch.header).toMatchObject({ pageNo: 2, batchNo: FINAL_BATCH_FIRST, firstIndex: 0 });
    expect(batch.frames.map((frame) => JSON.parse(frame.payload))).toEqual([{ ts: 2, name: 'event-2' }]);
  });

  it('warns of a worker error', () => {
    const sender = createPageSender('/w.js', warn);
    sender.start(jest.fn());
    worker().onerror!({ message: 'script failed to load' } as ErrorEvent);
    expect(warn).toHaveBeenCalledWith('worker error: script failed to load');
  });
});

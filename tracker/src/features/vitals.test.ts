import type { Metric } from 'web-vitals';
import { fakeContext } from '../test/fakeContext';

const reporters: Record<string, (metric: Metric) => void> = {};
jest.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: Metric) => void) => void (reporters[name] = report);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onTTFB: on('TTFB') };
});

// Imported after the mock: the chunk's web-vitals is the fake above.
import { startVitals, vitalMessage } from './vitals';

/** A web-vitals report as the library makes one (the fields the message reads, and the rest as it has them). */
function report(name: Metric['name'], value: number, entries: { startTime: number }[] = []): Metric {
  return {
    name,
    value,
    rating: 'good',
    delta: value,
    id: 'v5-1',
    entries: entries as unknown as Metric['entries'],
    navigationType: 'navigate',
  } as Metric;
}

describe('the vital message of a web-vitals report', () => {
  it('carries the metric and its value: milliseconds to 0.1 ms, CLS to 0.0001, no text', () => {
    expect(vitalMessage(report('LCP', 1912.6666), 5_000, 100)).toEqual({ ts: 5_000, name: 'LCP', value: 1912.7 });
    expect(vitalMessage(report('TTFB', 182.44), 5_000, 100)).toEqual({ ts: 5_000, name: 'TTFB', value: 182.4 });
    expect(vitalMessage(report('CLS', 0.083149), 5_000, 100)).toEqual({ ts: 5_000, name: 'CLS', value: 0.0831 });
  });

  it("gives INP the server time of its interaction: the report's time less how long ago the entry started", () => {
    // Reported at server time 1,763,900,000,700 when the page's clock read 9,000; the interaction began at 8,540.
    expect(vitalMessage(report('INP', 312, [{ startTime: 8_540 }]), 1_763_900_000_700, 9_000)).toEqual({
      ts: 1_763_900_000_700,
      name: 'INP',
      value: 312,
      at: 1_763_900_000_240,
    });
    expect(vitalMessage(report('INP', 24), 1_000, 9_000)).toEqual({ ts: 1_000, name: 'INP', value: 24 });
  });

  it('sends nothing for the metrics it does not record (FCP)', () => {
    expect(vitalMessage(report('FCP', 900), 5_000, 100)).toBeNull();
  });
});

describe('startVitals', () => {
  it("sends each report at once to the current run's session, and nothing once that run has stopped", () => {
    const first = fakeContext({ now: () => 2_000 });
    const stop = startVitals(first);
    reporters.TTFB!(report('TTFB', 120));
    expect(first.sent).toEqual([{ name: 'vital', data: { ts: 2_000, name: 'TTFB', value: 120 }, urgent: true }]);
    stop();
    reporters.LCP!(report('LCP', 800));
    expect(first.sent).toHaveLength(1);

    // A later run on the same page (a stop and a new start) takes the reports still to come, observed once.
    const second = fakeContext({ now: () => 3_000 });
    startVitals(second);
    reporters.CLS!(report('CLS', 0.25));
    expect(second.sent).toEqual([{ name: 'vital', data: { ts: 3_000, name: 'CLS', value: 0.25 }, urgent: true }]);
  });
});

import { VITAL_THRESHOLDS } from '@/lib/recordings/web-vitals';
import { emptyReplayIndex, indexBatch } from './replay-index';
import type { ReplayMessage } from './replay-wire';

const T0 = 1_800_000_000_000;
const options = { tagNames: {}, siteOrigin: 'http://localhost' };
const markersOf = (messages: ReplayMessage[]) =>
  indexBatch(emptyReplayIndex(), { pageNo: 0, batchNo: 0, messages }, options).index.markers;

test('a slow interaction (INP over the Poor threshold) is a performance marker at the interaction it measured', () => {
  const poor = VITAL_THRESHOLDS.INP.poor;
  const markers = markersOf([
    { type: 'vital', data: { ts: T0 + 9_000, name: 'INP', value: 640.4, at: T0 + 2_500 } },
    // At the threshold it is not Poor yet; other vitals never mark the timeline, however slow.
    { type: 'vital', data: { ts: T0 + 9_000, name: 'INP', value: poor, at: T0 + 3_000 } },
    { type: 'vital', data: { ts: T0 + 9_000, name: 'LCP', value: 9_000 } },
    { type: 'vital', data: { ts: T0 + 9_000, name: 'TTFB', value: 5_000 } },
  ]);
  expect(markers).toEqual([{ kind: 'performance', ts: T0 + 2_500, jumpTo: T0 + 2_500, label: 'INP 640 ms' }]);
});

test("an INP without its interaction's moment is marked when it was reported", () => {
  expect(markersOf([{ type: 'vital', data: { ts: T0 + 9_000, name: 'INP', value: 900 } }])).toEqual([
    { kind: 'performance', ts: T0 + 9_000, jumpTo: T0 + 9_000, label: 'INP 900 ms' },
  ]);
});

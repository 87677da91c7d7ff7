/** The tracker's public entry (built to tracker.js): `const { createTracker } = await import('/tracker/tracker.js')`. */
// For the bundle's layout alone: esbuild writes modules in the order they are first imported, so rrweb (about 64 KB)
// comes first and the tracker's own modules all follow it, within one gzip window (32 KB) of each other: about 180 B
// less gzip than with rrweb between them (bench/tracker-size.mjs).
import './recording/rrweb';
import './recorder';

export {
  createTracker,
  type Activity,
  type FeatureFlag,
  type StartResult,
  type Tracker,
  type TrackerOptions,
} from './tracker';

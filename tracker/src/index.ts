/** The tracker's public entry (built to tracker.js): `const { createTracker } = await import('/tracker/tracker.js')`. */
export {
  createTracker,
  type Activity,
  type FeatureFlag,
  type StartResult,
  type Tracker,
  type TrackerOptions,
} from './tracker';

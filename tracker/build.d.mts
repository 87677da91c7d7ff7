// Types of build.mjs for the TypeScript that imports it (the browser tests' global setup, the size benchmark).
export declare const COMMON: Record<string, unknown>;
export declare const FEATURES: string[];
export declare const dropRrwebCanvasWorker: unknown;
/** Builds tracker.js, worker.js and the feature chunks into `outdir` (default tracker/dist); answers their paths. */
export declare function buildTracker(outdir?: string): Promise<{ outdir: string; files: Record<string, string> }>;

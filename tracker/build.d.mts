// Types of build.mjs for the TypeScript that imports it (the browser tests' global setup, the size benchmark).
export declare const COMMON: Record<string, unknown>;
export declare const FEATURES: string[];
export declare const trimRrweb: unknown;
/** Builds tracker.js, worker.js and the feature chunks into `outdir` (default tracker/dist); answers their paths. */
export declare function buildTracker(outdir?: string): Promise<{ outdir: string; files: Record<string, string> }>;
/** tracker.js + worker.js together, at most, in gzip bytes (level 6). */
export declare const INITIAL_GZIP_BUDGET_BYTES: number;
/** Gzip bytes (level 6) of tracker.js and worker.js together. */
export declare function initialGzipBytes(files: Record<string, string>): number;
/** The web-vitals chunk, at most, in gzip bytes (level 6). */
export declare const VITALS_GZIP_BUDGET_BYTES: number;
/** Gzip bytes (level 6) of the web-vitals chunk. */
export declare function vitalsGzipBytes(files: Record<string, string>): number;

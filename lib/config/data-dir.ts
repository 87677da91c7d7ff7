import path from 'node:path';

/**
 * The data folder: what the server writes to its own disk when no external service is configured is under one folder
 * (`data/`, git-ignored), so that `PARLEY_DATA_DIR` moves all of it at once. The plain-Node scripts under scripts/,
 * which run before anything is installed, use the same `data/` folder.
 */
export const DEFAULT_DATA_DIR = 'data';

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PARLEY_DATA_DIR?.trim() || DEFAULT_DATA_DIR;
}

/** A path inside the data folder: `dataPath('pglite')` → `data/pglite`. */
export function dataPath(...parts: string[]): string {
  // A run-time location, not a source file: the build must not trace the project for it.
  return path.join(/* turbopackIgnore: true */ dataDir(), ...parts);
}

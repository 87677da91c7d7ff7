// `npm run server:build`: the site's server (server/main.ts), the ingest-only server (server/ingest.ts) and the
// ingest's digest worker (lib/ingest/digest-worker.ts), each bundled by esbuild into .next/ beside Next.js's build.
// Packages stay in node_modules; `server-only` (a marker that throws outside React's server bundles) is left out.
// `--outdir <folder>` builds them elsewhere (the ingest's tests run the digest worker from such a build).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = process.argv.indexOf('--outdir');
const OUT = at >= 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : path.join(ROOT, '.next');
const ENTRIES = [
  ['server/main.ts', 'parley-server.mjs'],
  ['server/ingest.ts', 'parley-ingest.mjs'],
  ['lib/ingest/digest-worker.ts', 'parley-ingest-worker.mjs'],
];

await Promise.all(
  ENTRIES.map(([entry, outfile]) =>
    build({
      absWorkingDir: ROOT,
      entryPoints: [entry],
      outfile: path.join(OUT, outfile),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      logLevel: 'warning',
      alias: { 'server-only': './server/server-only.ts' },
    }),
  ),
);

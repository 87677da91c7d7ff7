// Builds the tracker with esbuild:
//   tracker.js  the ES module the site imports (minified); the parts used only sometimes (canvas, flags, tags, start
//               conditions) are ES modules of their own it loads on demand, chunks/<name>-<hash>.js
//   worker.js   the Web Worker (one classic script, minified)
//
//   node tracker/build.mjs [--outdir <dir>]      (default tracker/dist; the site build passes public/tracker)
//   npm run build -w @parley/tracker
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Settings shared by the tracker and by the size benchmark's rrweb-only baseline (bench/tracker-size.mjs). */
export const COMMON = {
  bundle: true,
  minify: true,
  // The browsers Next.js 16 supports (its default browserslist), the site's own floor.
  target: ['chrome111', 'edge111', 'firefox111', 'safari16.4'],
  legalComments: 'none',
  logLevel: 'warning',
};

/**
 * What record() carries and never runs for us, and neither a string nor a class it refers to can be tree-shaken:
 * - rrweb's canvas recording, which only `recordCanvas: true` uses; we never set it (our canvas snapshots are our own,
 *   src/features/canvas.ts): the source of its canvas worker, a string (about 0.9 KB gzip), is blanked, and its
 *   CanvasManager becomes a class with the same methods that does nothing (what the real one does when
 *   `recordCanvas` is false), so its observers of 2D and WebGL contexts drop out of the bundle (about 3 KB gzip);
 * - rrdom's BaseRRNode, the base of the virtual DOM that rrweb's replayer builds: the recorder only asks whether a node
 *   is one (`instanceof`, in `hasShadowRoot` and in BaseRRNode's own `contains`) and never makes one, so the answer is
 *   always no, and an empty class gives the same answer without its methods and error texts (about 0.3 KB gzip);
 * - the DOM serializer's branches for `recordCanvas` (a canvas's picture as a data URL, with its blank-canvas test) and
 *   `inlineImages` (an image drawn into a canvas), both options we never set (src/recording/rrweb.ts): about 0.5 KB
 *   gzip, which paid for the web-vitals chunk's import.
 * The build fails if rrweb changed so that any of them is not found as expected.
 */
const RRWEB_CANVAS_MANAGER = /\nclass CanvasManager \{\n[\s\S]*?\n\}\n(?=class StylesheetManager \{)/;
const RRWEB_CANVAS_MANAGER_STUB = `
class CanvasManager {
  reset() {}
  freeze() {}
  unfreeze() {}
  lock() {}
  unlock() {}
}
`;
const RRWEB_BASE_RRNODE = /\nclass BaseRRNode \{\n[\s\S]*?\n\}\n(?=function on\()/;
const RRWEB_SERIALIZE_CANVAS =
  /\n {2}if \(tagName === "canvas" && recordCanvas\) \{\n[\s\S]*?\n {2}\}\n(?= {2}if \(tagName === "img" && inlineImages\) \{)/;
const RRWEB_SERIALIZE_IMAGE =
  /\n {2}if \(tagName === "img" && inlineImages\) \{\n[\s\S]*?\n {2}\}\n(?= {2}if \(\["audio", "video"\]\.includes\(tagName\)\) \{)/;

export const trimRrweb = {
  name: 'trim-rrweb',
  setup(build) {
    build.onLoad({ filter: /[\\/]@rrweb[\\/]record[\\/]dist[\\/]record\.js$/ }, (args) => {
      const source = fs.readFileSync(args.path, 'utf8');
      const pattern = /const jsContent = '\(function\(\) \{[^\n]*image-bitmap-data-url-worker[^\n]*';/;
      if (!pattern.test(source))
        throw new Error('@rrweb/record changed: its canvas worker source was not found (tracker/build.mjs)');
      const manager = RRWEB_CANVAS_MANAGER.exec(source)?.[0];
      const methods = ['reset', 'freeze', 'unfreeze', 'lock', 'unlock'];
      if (
        !manager ||
        !methods.every((name) => manager.includes(`\n  ${name}() {`)) ||
        !manager.includes('if (recordCanvas && sampling')
      ) {
        throw new Error('@rrweb/record changed: its CanvasManager is not the one tracker/build.mjs replaces');
      }
      // Made nowhere in the recorder: `new BaseRRNode` nor a subclass, only the `instanceof` tests.
      const uses = source.match(/\bBaseRRNode\b/g)?.length;
      const instanceTests = source.match(/ instanceof BaseRRNode\b/g)?.length;
      if (!RRWEB_BASE_RRNODE.test(source) || uses !== instanceTests + 1) {
        throw new Error('@rrweb/record changed: its BaseRRNode is not the one tracker/build.mjs empties');
      }
      if (!RRWEB_SERIALIZE_CANVAS.test(source) || !RRWEB_SERIALIZE_IMAGE.test(source)) {
        throw new Error(
          '@rrweb/record changed: its serializer has not the canvas and image branches tracker/build.mjs drops',
        );
      }
      const contents = source
        .replace(pattern, "const jsContent = '';")
        .replace(RRWEB_CANVAS_MANAGER, RRWEB_CANVAS_MANAGER_STUB)
        .replace(RRWEB_BASE_RRNODE, '\nclass BaseRRNode {}\n')
        .replace(RRWEB_SERIALIZE_CANVAS, '\n')
        .replace(RRWEB_SERIALIZE_IMAGE, '\n');
      return { contents, loader: 'js' };
    });
  },
};

/** The parts loaded on demand (src/features/*.ts), each its own small ES module in chunks/ (uxt: the usability test). */
export const FEATURES = ['canvas', 'conditional', 'flags', 'tags', 'uxt', 'vitals'];

/**
 * Each feature is bundled on its own, and tracker.js imports it by its hashed file name. Not esbuild's `splitting`:
 * with it, every module the main bundle shares with a feature (the constants, the message ids, the storage helpers)
 * becomes a chunk of its own that tracker.js imports statically, an extra request and more bytes before recording
 * can start. Bundled apart, a feature carries its own copy of the few constants it needs, and tracker.js is one file.
 */
function featureImports(files) {
  return {
    name: 'feature-chunks',
    setup(build) {
      build.onResolve({ filter: /^\.\/features\/[a-z]+$/ }, (args) => {
        const name = args.path.slice('./features/'.length);
        if (!files[name]) throw new Error(`tracker/build.mjs: ${args.path} is not in FEATURES`);
        return { path: `./${files[name]}`, external: true };
      });
    },
  };
}

export async function buildTracker(outdir = path.join(HERE, 'dist')) {
  // Only what this build writes is removed: the outdir may hold other files (public/tracker/ is the site's).
  for (const name of ['tracker.js', 'worker.js', 'chunks'])
    fs.rmSync(path.join(outdir, name), { recursive: true, force: true });
  const files = {};
  for (const name of FEATURES) {
    const feature = await esbuild.build({
      ...COMMON,
      entryPoints: { [name]: path.join(HERE, `src/features/${name}.ts`) },
      format: 'esm',
      entryNames: 'chunks/[name]-[hash]',
      outdir,
      metafile: true,
    });
    files[name] = path.relative(outdir, Object.keys(feature.metafile.outputs)[0]).split(path.sep).join('/');
  }
  await esbuild.build({
    ...COMMON,
    entryPoints: { tracker: path.join(HERE, 'src/index.ts') },
    format: 'esm',
    outdir,
    plugins: [trimRrweb, featureImports(files)],
  });
  await esbuild.build({
    ...COMMON,
    entryPoints: { worker: path.join(HERE, 'src/worker/index.ts') },
    format: 'iife',
    outdir,
  });
  return {
    outdir,
    files: {
      'tracker.js': path.join(outdir, 'tracker.js'),
      'worker.js': path.join(outdir, 'worker.js'),
      ...Object.fromEntries(Object.entries(files).map(([name, file]) => [name, path.join(outdir, file)])),
    },
  };
}

/**
 * What every recorded page downloads before recording starts, tracker.js and worker.js together, at most, in gzip bytes
 * (zlib level 6, what `gzip -c` and most servers use): the recording budget (docs/decisions/0060-recording-consent.md).
 * The browser tests' global setup refuses a build over it; bench/tracker-size.mjs prints the figures.
 */
export const INITIAL_GZIP_BUDGET_BYTES = 35_000;

/** Gzip bytes (level 6) of tracker.js and worker.js together, from what `buildTracker` answered. */
export function initialGzipBytes(files) {
  return gzipBytes(files['tracker.js']) + gzipBytes(files['worker.js']);
}

/**
 * The web-vitals chunk (chunks/vitals-<hash>.js: Google's `web-vitals` and our message), at most, in gzip bytes: loaded
 * on every recorded page once it has loaded, so it has a budget of its own, checked as the one above.
 */
export const VITALS_GZIP_BUDGET_BYTES = 4_000;

/** Gzip bytes (level 6) of the web-vitals chunk, from what `buildTracker` answered. */
export function vitalsGzipBytes(files) {
  return gzipBytes(files.vitals);
}

function gzipBytes(file) {
  return gzipSync(fs.readFileSync(file), { level: 6 }).length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const flag = process.argv.indexOf('--outdir');
  const outdir = flag > 0 ? path.resolve(process.argv[flag + 1]) : undefined;
  const { files } = await buildTracker(outdir);
  for (const file of Object.values(files))
    console.log(`${path.relative(process.cwd(), file)}  ${fs.statSync(file).size} B`);
}

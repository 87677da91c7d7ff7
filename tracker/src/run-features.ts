/**
 * The lazy parts a run of the tracker starts (canvas snapshots, tag watching, web vitals, the usability test), each an import()
 * of its own chunk (tracker/build.mjs). A part is used only if its run still goes on when the chunk, or its first
 * answer, arrives; the run's end stops them all.
 */
import { UXT_ACTIVE_KEY, UXT_PENDING_UPLOADS_KEY, UXT_QUERY_PARAMETER } from './constants';
import type { CanvasSnapshots } from './features/canvas';
import type { NodeRegistry } from './nodes';
import type { RecordingContext } from './recording/context';
import { local, storage, type StartResponse } from './session';

export interface FeatureOptions {
  /** false: no canvas snapshots even when the start response enables them. */
  canvas?: boolean;
  /** The usability-test overlay's language. */
  language?: string;
}

/** What a run gives its parts. */
export interface FeatureRun {
  context: RecordingContext;
  nodes: NodeRegistry;
  /** Whether the run still goes on. */
  alive(): boolean;
  /** A canvas upload was refused with 401: a new session. */
  unauthorized(): void;
}

export type RunFeatures = ReturnType<ReturnType<typeof createFeatures>>;

export function createFeatures(options: FeatureOptions, warn: (message: string) => void) {
  return (run: FeatureRun) => {
    const { context, nodes } = run;
    const stops: (() => void)[] = [];
    let canvas: CanvasSnapshots | undefined;
    const load = <T>(chunk: Promise<T>, what: string, use: (module: T) => unknown) =>
      void chunk
        .then((module) => run.alive() && use(module))
        .catch((error: unknown) => warn(`${what}: ${String(error)}`));

    return {
      /** Tag watching, with the token of `response` (a cold start's goes on into the session it starts). */
      tags(response: StartResponse): void {
        load(import('./features/tags'), 'tags', async ({ fetchTags, watchTags }) => {
          const tags = await fetchTags(context.ingest, response.token);
          if (run.alive() && tags.length) stops.push(watchTags(tags, context, nodes, warn));
        });
      },
      /**
       * What a recorded session adds: web vitals, canvas snapshots, and the usability-test overlay on top-level pages with
       * `?oruxt=`, a test in progress, or a test's video still to upload (tracker/PROTOCOL.md "Usability tests").
       */
      session(response: StartResponse): void {
        // Web vitals once the page has loaded: its own loading is what they measure.
        const vitals = () =>
          load(import('./features/vitals'), 'vitals', ({ startVitals }) => stops.push(startVitals(context)));
        if (document.readyState === 'complete') vitals();
        else addEventListener('load', vitals, { once: true });
        if (response.canvasEnabled && options.canvas !== false)
          load(import('./features/canvas'), 'canvas', ({ startCanvasSnapshots }) => {
            canvas = startCanvasSnapshots({
              context,
              nodes,
              token: response.token,
              sessionStart: response.startTimestamp,
              fps: response.canvasFPS,
              quality: response.canvasQuality,
              onUnauthorized: run.unauthorized,
              warn,
            });
            stops.push(canvas.stop);
          });
        if (
          response.features['usability-test'] &&
          self === top &&
          (location.search.includes(`${UXT_QUERY_PARAMETER}=`) ||
            storage.read(local, UXT_ACTIVE_KEY) ||
            storage.read(local, UXT_PENDING_UPLOADS_KEY))
        )
          load(import('./features/uxt'), 'uxt', (uxt) =>
            stops.push(uxt.startUsabilityTest(context, response, options.language, warn)),
          );
      },
      /** The page is hidden or left: canvas images waiting go up now. */
      upload: () => canvas?.upload(),
      stop(): void {
        for (const stop of stops) stop();
      },
    };
  };
}

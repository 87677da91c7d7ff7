/**
 * Journeys folded from each session's page views, pure: the page paths walked away from an anchor page (forward from a
 * start page, or backward from an end page), consecutive repeats of one path collapsed (a reload, a language switch),
 * cut at a depth; the most common paths, and the flow per step with where sessions left (or, backward, began).
 */

/** The steps a journey shows, counting the anchor page; the fewest that make a journey. */
export const JOURNEY_DEPTH_MAX = 5;
export const JOURNEY_DEPTH_MIN = 2;
/** The most common paths listed. */
export const JOURNEY_PATHS_TOP = 10;
/** The pages a step of the flow names, the most sessions first; the rest are one "other pages" node. */
export const JOURNEY_NODES_PER_STEP = 5;
/** The sessions listed under a path, the latest first. */
export const JOURNEY_SESSIONS_PER_PATH = 20;

/** A node of the flow that is no page: the session ended there (forward) or began there (backward). */
export const JOURNEY_END = '';
/** The node of a step's pages past JOURNEY_NODES_PER_STEP. */
export const JOURNEY_OTHER = '*';

export type JourneyDirection = 'from' | 'to';

export interface PageView {
  /** The address as the index holds it (a page event's name). */
  name: string;
  at: Date;
}

export interface JourneyPath {
  /** The page paths in the order they were visited: the anchor first (from) or last (to). */
  steps: string[];
  /** The sessions ended after the last step (from) or began at the first (to), rather than going on past the depth. */
  ends: boolean;
  sessions: number;
  /** The latest sessions that took it, with the moment of the path's first step (where their replay opens). */
  examples: { sessionId: string; at: Date }[];
}

export interface JourneyFlow {
  /** Per step away from the anchor (0 is the anchor): its nodes, pages, JOURNEY_OTHER and JOURNEY_END. */
  columns: { key: string; sessions: number }[][];
  /** Sessions going from a node of step `step` to a node of step `step + 1`. */
  links: { step: number; from: string; to: string; sessions: number }[];
}

export interface FoldedJourneys {
  /** Sessions that visited the anchor page. */
  sessions: number;
  paths: JourneyPath[];
  flow: JourneyFlow;
}

/**
 * An address's page path: no origin, query or fragment, no trailing slash but the root's. Not an address: as it is.
 */
export function pagePath(name: string): string {
  let path: string;
  try {
    path = new URL(name, 'http://path.invalid').pathname;
  } catch {
    return name;
  }
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The page paths of one session in time order, each run of one path kept once (its first view's moment). */
export function collapsePages(views: PageView[]): { path: string; at: Date }[] {
  const ordered = [...views].sort((a, b) => a.at.getTime() - b.at.getTime());
  const out: { path: string; at: Date }[] = [];
  for (const view of ordered) {
    const path = pagePath(view.name);
    if (out.at(-1)?.path !== path) out.push({ path, at: view.at });
  }
  return out;
}

const increment = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
const byCount =
  <T extends { sessions: number }>(key: (one: T) => string) =>
  (a: T, b: T) =>
    b.sessions - a.sessions || key(a).localeCompare(key(b));

/**
 * The journeys of sessions through `page` (a page path): from its first view forward, or to its first view backward,
 * `depth` steps at most. Sessions that never visited it are left out.
 */
export function foldJourneys(
  sessions: { sessionId: string; views: PageView[] }[],
  { direction, page, depth }: { direction: JourneyDirection; page: string; depth: number },
): FoldedJourneys {
  const anchor = pagePath(page);
  const walks: { sessionId: string; steps: { path: string; at: Date }[]; ends: boolean }[] = [];
  for (const session of sessions) {
    const pages = collapsePages(session.views);
    const i = pages.findIndex((one) => one.path === anchor);
    if (i < 0) continue;
    // Away from the anchor: forward, or backward (the anchor first either way, to be folded alike).
    const away = direction === 'from' ? pages.slice(i) : pages.slice(0, i + 1).reverse();
    walks.push({ sessionId: session.sessionId, steps: away.slice(0, depth), ends: away.length <= depth });
  }

  const paths = new Map<string, JourneyPath>();
  for (const walk of walks) {
    const steps = direction === 'from' ? walk.steps : [...walk.steps].reverse();
    const key = JSON.stringify([steps.map((one) => one.path), walk.ends]);
    const path = paths.get(key) ?? { steps: steps.map((one) => one.path), ends: walk.ends, sessions: 0, examples: [] };
    path.sessions += 1;
    path.examples.push({ sessionId: walk.sessionId, at: steps[0]!.at });
    paths.set(key, path);
  }
  const top = [...paths.values()]
    .sort(byCount((one) => JSON.stringify([one.steps, one.ends])))
    .slice(0, JOURNEY_PATHS_TOP)
    .map((path) => ({
      ...path,
      examples: path.examples
        .sort((a, b) => b.at.getTime() - a.at.getTime() || a.sessionId.localeCompare(b.sessionId))
        .slice(0, JOURNEY_SESSIONS_PER_PATH),
    }));

  // The flow: each walk's node per step, pages past a step's most common named JOURNEY_OTHER, then JOURNEY_END once.
  const perStep: Map<string, number>[] = Array.from({ length: depth }, () => new Map());
  for (const walk of walks) walk.steps.forEach((one, step) => increment(perStep[step]!, one.path));
  const named = perStep.map(
    (counts) =>
      new Set(
        [...counts.entries()]
          .map(([key, n]) => ({ key, sessions: n }))
          .sort(byCount((one) => one.key))
          .slice(0, JOURNEY_NODES_PER_STEP)
          .map((one) => one.key),
      ),
  );
  const nodes: Map<string, number>[] = Array.from({ length: depth }, () => new Map());
  const links = new Map<string, { step: number; from: string; to: string; sessions: number }>();
  for (const walk of walks) {
    const keys = walk.steps.map((one, step) => (named[step]!.has(one.path) ? one.path : JOURNEY_OTHER));
    if (walk.ends && keys.length < depth) keys.push(JOURNEY_END);
    keys.forEach((key, step) => {
      increment(nodes[step]!, key);
      if (step === 0) return;
      const from = keys[step - 1]!;
      const id = JSON.stringify([step - 1, from, key]);
      const link = links.get(id) ?? { step: step - 1, from, to: key, sessions: 0 };
      link.sessions += 1;
      links.set(id, link);
    });
  }
  const order = (key: string) => (key === JOURNEY_END ? '\uffff\uffff' : key === JOURNEY_OTHER ? '\uffff' : key);
  const columns = nodes
    .map((counts) =>
      [...counts.entries()]
        .map(([key, n]) => ({ key, sessions: n }))
        .sort((a, b) =>
          // Pages by count, then "other pages", then the end, so the ends line up at the bottom of every step.
          order(a.key).startsWith('\uffff') || order(b.key).startsWith('\uffff')
            ? order(a.key).localeCompare(order(b.key))
            : b.sessions - a.sessions || a.key.localeCompare(b.key),
        ),
    )
    .filter((column) => column.length > 0);
  return {
    sessions: walks.length,
    paths: top,
    flow: { columns, links: [...links.values()].sort((a, b) => a.step - b.step || b.sessions - a.sessions) },
  };
}

import 'server-only';
import { toCsv } from '@/lib/csv';
import type { StudioViewer } from '@/lib/auth/studio-access';
import { errorGroups } from './error-groups';
import { parseExperimentQuery, projectExperiment } from './experiments';
import { parseFunnelQuery, projectFunnel } from './funnels';
import { JOURNEY_END, JOURNEY_OTHER } from './journey-paths';
import { parseJourneyQuery, projectJourneys } from './journeys';
import { parseTrendQuery, projectTrend } from './trends';

/**
 * The analytics pages' tables as CSV files: each export reads the page's own query from the same address parameters
 * and calls the same lib function, so the file holds exactly the figures the page shows (unrounded: a spreadsheet
 * formats them). Times are ISO 8601 in UTC, shares are fractions, durations milliseconds.
 */

export const ANALYTICS_CSV_CARDS = ['trends', 'funnels', 'errors', 'journeys', 'experiments'] as const;
export type AnalyticsCsvCard = (typeof ANALYTICS_CSV_CARDS)[number];

/** A page's second table: a breakdown (trends, funnels) with `table=breakdown`, the journeys' flow with `table=flow`. */
export const ANALYTICS_CSV_TABLES = ['main', 'breakdown', 'flow'] as const;
export type AnalyticsCsvTable = (typeof ANALYTICS_CSV_TABLES)[number];

type Search = Record<string, string | string[] | undefined>;
type Cell = string | number | null;
interface Table {
  header: string[];
  rows: Cell[][];
}

export function isAnalyticsCsvCard(value: string): value is AnalyticsCsvCard {
  return (ANALYTICS_CSV_CARDS as readonly string[]).includes(value);
}

/** The export's address for a page's current query (its own parameters, as the page's address holds them). */
export function analyticsCsvHref(card: AnalyticsCsvCard, search: Search, table: AnalyticsCsvTable = 'main'): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (typeof value === 'string' && name !== 'table') params.set(name, value);
  }
  if (table !== 'main') params.set('table', table);
  const query = params.toString();
  return `/api/studio/analytics/${card}${query ? `?${query}` : ''}`;
}

const iso = (date: Date) => date.toISOString();

async function tableOf(
  viewer: StudioViewer,
  projectId: string,
  card: AnalyticsCsvCard,
  search: Search,
  table: AnalyticsCsvTable,
  clock: { now: Date; timeZone: string },
): Promise<Table> {
  switch (card) {
    case 'trends': {
      const trend = await projectTrend(viewer, projectId, parseTrendQuery(search), clock);
      if (table === 'breakdown')
        return {
          header: [trend.by, 'current', 'previous'],
          rows: (trend.breakdown ?? []).map((row) => [row.value, row.current, row.previous]),
        };
      return {
        header: [`${trend.interval}_start`, `${trend.metric}_current`, `${trend.metric}_previous`],
        rows: trend.points.map((point) => [iso(point.bucket.starts), point.current, point.previous]),
      };
    }
    case 'funnels': {
      const query = parseFunnelQuery(search);
      const funnel = await projectFunnel(viewer, projectId, query, clock);
      const steps = funnel?.steps ?? [];
      if (table === 'breakdown')
        return {
          header: [query.by, ...steps.map((_, i) => `step_${i + 1}_sessions`), 'conversion'],
          rows: (funnel?.breakdown ?? []).map((row) => [
            row.value,
            ...row.sessions,
            row.sessions[0] ? (row.sessions.at(-1) ?? 0) / row.sessions[0] : 0,
          ]),
        };
      return {
        header: ['step', 'kind', 'value', 'sessions', 'conversion', 'median_ms_from_previous', 'stopped_here'],
        rows: steps.map((result, i) => [
          i + 1,
          result.step.kind,
          result.step.value,
          result.sessions,
          result.conversion,
          result.medianMsFromPrevious,
          i + 1 < steps.length ? result.sessions - steps[i + 1]!.sessions : null,
        ]),
      };
    }
    case 'errors': {
      const groups = await errorGroups(viewer, projectId, clock);
      return {
        header: ['fingerprint', 'name', 'message', 'occurrences', 'sessions', 'visitors', 'first_seen', 'last_seen'],
        rows: groups.map((g) => [
          g.fingerprint,
          g.name,
          g.message,
          g.occurrences,
          g.sessions,
          g.visitors,
          iso(g.firstSeen),
          iso(g.lastSeen),
        ]),
      };
    }
    case 'journeys': {
      const query = parseJourneyQuery(search);
      const journeys = await projectJourneys(viewer, projectId, query, clock);
      if (table === 'flow') {
        // The flow's nodes that are no page, named as words rather than the empty text and the asterisk they are.
        const end = query.direction === 'to' ? '(began)' : '(left)';
        const node = (key: string) => (key === JOURNEY_END ? end : key === JOURNEY_OTHER ? '(other pages)' : key);
        return {
          header: ['step', 'page', 'sessions'],
          rows: (journeys?.flow.columns ?? []).flatMap((column, step) =>
            column.map((one): Cell[] => [step + 1, node(one.key), one.sessions]),
          ),
        };
      }
      return {
        header: ['path', 'ends', 'sessions'],
        rows: (journeys?.paths ?? []).map((path) => [path.steps.join(' > '), path.ends ? 'yes' : 'no', path.sessions]),
      };
    }
    case 'experiments': {
      const experiment = await projectExperiment(viewer, projectId, parseExperimentQuery(search), clock);
      return {
        header: [
          'variant',
          'control',
          'sessions',
          'conversions',
          'rate',
          'interval_low',
          'interval_high',
          'difference',
          'p_value',
          'significant',
        ],
        rows: (experiment?.variants ?? []).map((v) => [
          v.value,
          v.control ? 'yes' : 'no',
          v.sessions,
          v.conversions,
          v.rate,
          v.interval?.low ?? null,
          v.interval?.high ?? null,
          v.test?.difference ?? null,
          v.test?.p ?? null,
          v.test ? (v.test.significant ? 'yes' : 'no') : null,
        ]),
      };
    }
  }
}

/**
 * One analytics table as a CSV download: the page `card`'s figures for the query in `search`, named after the page,
 * the table and the day. A query with no answer yet (a funnel of one step) gives the header alone.
 */
export async function analyticsCsv(
  viewer: StudioViewer,
  projectId: string,
  card: AnalyticsCsvCard,
  search: Search,
  clock: { now: Date; timeZone: string },
): Promise<{ csv: string; filename: string }> {
  const table = ANALYTICS_CSV_TABLES.find((one) => one === search.table) ?? 'main';
  const { header, rows } = await tableOf(viewer, projectId, card, search, table, clock);
  const day = clock.now.toISOString().slice(0, 10);
  return {
    csv: toCsv(header, rows),
    filename: `parley-${card}${table === 'main' ? '' : `-${table}`}-${day}.csv`,
  };
}

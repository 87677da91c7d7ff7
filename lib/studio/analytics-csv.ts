import 'server-only';
import { createTranslator } from 'next-intl';
import { toCsv } from '@/lib/csv';
import { isLang, LANG_PARAM, type Lang } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';
import type { StudioViewer } from '@/lib/auth/studio-access';
import { errorGroups } from './error-groups';
import { parseExperimentQuery, projectExperiment } from './experiments';
import { parseFunnelQuery, projectFunnel } from './funnels';
import { JOURNEY_END, JOURNEY_OTHER } from './journey-paths';
import { parseJourneyQuery, projectJourneys } from './journeys';
import { parseTrendQuery, projectTrend } from './trends';
import { projectPageVitals } from './web-vitals';
import { VITAL_NAMES } from '@/lib/recordings/web-vitals';

/**
 * The analytics pages' tables as CSV files: each export reads the page's own query from the same address parameters
 * and calls the same lib function, so the file holds exactly the figures the page shows (unrounded: a spreadsheet
 * formats them). Times are ISO 8601 in UTC, shares are fractions, durations milliseconds.
 *
 * The header row is in the studio's language (the `lang` parameter its pages carry, English when it names none the
 * site has); the values are not. Every number is written as JavaScript prints it (ASCII digits, a dot), never as the
 * page shows it in Persian or German, so a spreadsheet or a script reads the same figures whatever the language: the
 * headers' own numbers (a funnel's step) go into the messages as text for the same reason, since ICU would write
 * them in Persian digits.
 */

export const ANALYTICS_CSV_CARDS = ['trends', 'funnels', 'errors', 'journeys', 'experiments'] as const;
export type AnalyticsCsvCard = (typeof ANALYTICS_CSV_CARDS)[number];

/**
 * A page's second table: a breakdown (trends, funnels) with `table=breakdown`, the journeys' flow with `table=flow`,
 * the trends page's web vitals per page with `table=vitals`.
 */
export const ANALYTICS_CSV_TABLES = ['main', 'breakdown', 'flow', 'vitals'] as const;
export type AnalyticsCsvTable = (typeof ANALYTICS_CSV_TABLES)[number];

type Search = Record<string, string | string[] | undefined>;
/** A language without its own headers, or none named: English. */
export const ANALYTICS_CSV_DEFAULT_LANG: Lang = 'en';
type Cell = string | number | null;
interface Table {
  header: string[];
  rows: Cell[][];
}

export function isAnalyticsCsvCard(value: string): value is AnalyticsCsvCard {
  return (ANALYTICS_CSV_CARDS as readonly string[]).includes(value);
}

/**
 * The export's address for a page's current query (its own parameters, as the page's address holds them), with the
 * page's language (`lang`) for the file's header row.
 */
export function analyticsCsvHref(
  card: AnalyticsCsvCard,
  search: Search,
  table: AnalyticsCsvTable = 'main',
  lang?: Lang,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (typeof value === 'string' && name !== 'table' && name !== LANG_PARAM) params.set(name, value);
  }
  if (table !== 'main') params.set('table', table);
  const named = lang ?? search[LANG_PARAM];
  if (typeof named === 'string') params.set(LANG_PARAM, named);
  const query = params.toString();
  return `/api/studio/analytics/${card}${query ? `?${query}` : ''}`;
}

const iso = (date: Date) => date.toISOString();

/** The language the export's headers are written in: the address's `lang`, English for none or an unknown one. */
export function analyticsCsvLang(search: Search): Lang {
  const lang = search[LANG_PARAM];
  return isLang(lang) ? lang : ANALYTICS_CSV_DEFAULT_LANG;
}

function headerWords(lang: Lang) {
  const messages = loadMessages(lang);
  const t = createTranslator({ locale: lang, messages, namespace: 'studio.csvHeaders' });
  const { trends, funnels } = messages.studio;
  return {
    t,
    /** English keeps each column's stable name (its id); the other languages name it in words. */
    bucketStart: (interval: keyof typeof trends.intervals) =>
      t('bucketStart', { interval, intervalName: trends.intervals[interval] }),
    metric: (key: 'current' | 'previous', metric: keyof typeof trends.metrics) =>
      t(key, { metric, metricName: trends.metrics[metric] }),
    by: (by: string, names: Record<string, string>) => t('by', { by, byName: names[by] ?? by }),
    trendBreakdowns: trends.breakdowns as Record<string, string>,
    funnelBreakdowns: funnels.breakdowns as Record<string, string>,
  };
}

async function tableOf(
  viewer: StudioViewer,
  projectId: string,
  card: AnalyticsCsvCard,
  search: Search,
  table: AnalyticsCsvTable,
  clock: { now: Date; timeZone: string },
  lang: Lang,
): Promise<Table> {
  const words = headerWords(lang);
  const { t } = words;
  switch (card) {
    case 'trends': {
      const trend = await projectTrend(viewer, projectId, parseTrendQuery(search), clock);
      if (table === 'vitals') {
        const period = { from: trend.points[0]!.bucket.starts, to: trend.points.at(-1)!.bucket.ends };
        const pages = await projectPageVitals(viewer, projectId, period);
        return {
          header: [
            t('path'),
            t('pageLoads'),
            ...VITAL_NAMES.flatMap((vital) => [
              t('vitalP75', { vital }),
              t('vitalSamples', { vital }),
              t('vitalRating', { vital }),
            ]),
          ],
          rows: pages.map((page) => [
            page.path,
            page.loads,
            ...VITAL_NAMES.flatMap((name) => {
              const vital = page.vitals[name];
              return vital ? [vital.p75, vital.samples, vital.rating] : [null, 0, null];
            }),
          ]),
        };
      }
      if (table === 'breakdown')
        return {
          header: [words.by(trend.by, words.trendBreakdowns), t('thisPeriod'), t('periodBefore')],
          rows: (trend.breakdown ?? []).map((row) => [row.value, row.current, row.previous]),
        };
      return {
        header: [
          words.bucketStart(trend.interval),
          words.metric('current', trend.metric),
          words.metric('previous', trend.metric),
        ],
        rows: trend.points.map((point) => [iso(point.bucket.starts), point.current, point.previous]),
      };
    }
    case 'funnels': {
      const query = parseFunnelQuery(search);
      const funnel = await projectFunnel(viewer, projectId, query, clock);
      const steps = funnel?.steps ?? [];
      if (table === 'breakdown')
        return {
          header: [
            words.by(query.by, words.funnelBreakdowns),
            ...steps.map((_, i) => t('stepSessions', { n: String(i + 1) })),
            t('conversion'),
          ],
          rows: (funnel?.breakdown ?? []).map((row) => [
            row.value,
            ...row.sessions,
            row.sessions[0] ? (row.sessions.at(-1) ?? 0) / row.sessions[0] : 0,
          ]),
        };
      return {
        header: [
          t('step'),
          t('kind'),
          t('value'),
          t('sessions'),
          t('conversion'),
          t('medianMsFromPrevious'),
          t('stoppedHere'),
        ],
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
        header: [
          t('fingerprint'),
          t('name'),
          t('message'),
          t('occurrences'),
          t('sessions'),
          t('visitors'),
          t('firstSeen'),
          t('lastSeen'),
        ],
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
          header: [t('step'), t('page'), t('sessions')],
          rows: (journeys?.flow.columns ?? []).flatMap((column, step) =>
            column.map((one): Cell[] => [step + 1, node(one.key), one.sessions]),
          ),
        };
      }
      return {
        header: [t('path'), t('ends'), t('sessions')],
        rows: (journeys?.paths ?? []).map((path) => [path.steps.join(' > '), path.ends ? 'yes' : 'no', path.sessions]),
      };
    }
    case 'experiments': {
      const experiment = await projectExperiment(viewer, projectId, parseExperimentQuery(search), clock);
      return {
        header: [
          t('variant'),
          t('control'),
          t('sessions'),
          t('conversions'),
          t('rate'),
          t('intervalLow'),
          t('intervalHigh'),
          t('difference'),
          t('pValue'),
          t('significant'),
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
 * the table and the day, its header row in the language `search` names. A query with no answer yet (a funnel of one
 * step) gives the header alone.
 */
export async function analyticsCsv(
  viewer: StudioViewer,
  projectId: string,
  card: AnalyticsCsvCard,
  search: Search,
  clock: { now: Date; timeZone: string },
): Promise<{ csv: string; filename: string }> {
  const table = ANALYTICS_CSV_TABLES.find((one) => one === search.table) ?? 'main';
  const { header, rows } = await tableOf(viewer, projectId, card, search, table, clock, analyticsCsvLang(search));
  const day = clock.now.toISOString().slice(0, 10);
  return {
    csv: toCsv(header, rows),
    filename: `parley-${card}${table === 'main' ? '' : `-${table}`}-${day}.csv`,
  };
}

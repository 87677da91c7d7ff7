/**
 * Start conditions (tracker/PROTOCOL.md "Condition filters"): `GET {ingest}/v1/web/conditions/{projectID}` and the matchers that decide, for
 * every message recorded in cold start, whether a condition is met. Each filter of a condition is a way to meet it
 * (any filter); a `fetch` filter's sub-filters must all pass. Where OpenReplay 16.2.1 falls short we do better:
 * aliases work for every filter type, numbers are compared as numbers (`is 500` does not match 5000), a `metadata`
 * filter with any source other than `featureFlag` matches that metadata key, and `duration` counts from the cold
 * start of this page.
 */
import { MESSAGE_TYPES } from '../protocol/messages';

export interface ConditionFilter {
  type: string;
  operator: string;
  value?: unknown[];
  source?: string;
  filters?: ConditionFilter[];
}

export interface StartCondition {
  name: string;
  capture_rate?: number;
  filters: ConditionFilter[];
}

/** The console message when the conditions cannot be had (part of the tracker's contract). */
export const CONDITIONS_ERROR = 'cannot fetch start conditions';

export async function fetchConditions(
  ingest: string,
  projectID: string,
  token: string,
): Promise<StartCondition[] | null> {
  try {
    const response = await fetch(`${ingest}/v1/web/conditions/${encodeURIComponent(projectID)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(String(response.status));
    const { conditions } = (await response.json()) as { conditions?: unknown };
    if (!Array.isArray(conditions)) throw new Error('no conditions list');
    return conditions.filter((c): c is StartCondition => typeof c?.name === 'string' && Array.isArray(c.filters));
  } catch {
    console.error(CONDITIONS_ERROR);
    return null;
  }
}

const ALIASES: Record<string, string> = {
  on: 'is',
  notOn: 'isNot',
  '=': 'is',
  '>': 'greaterThan',
  '<': 'lessThan',
  '>=': 'greaterOrEqual',
  '<=': 'lessOrEqual',
};

/** Whether `actual` passes `operator` against any of `values` (none of them, for the negative operators). */
export function passes(operator: string, actual: string | number, values: readonly unknown[]): boolean {
  const op = ALIASES[operator] ?? operator;
  if (op === 'isAny') return true;
  const numeric = typeof actual === 'number';
  const some = (test: (value: string) => boolean) => values.some((value) => test(String(value)));
  const text = String(actual);
  const equalsOrContains = (value: string) => (numeric ? actual === Number(value) : text.includes(value));
  switch (op) {
    case 'is':
    case 'contains':
      return some(equalsOrContains);
    case 'isNot':
    case 'notContains':
      return !some(equalsOrContains);
    case 'startsWith':
      return some((value) => text.startsWith(value));
    case 'endsWith':
      return some((value) => text.endsWith(value));
    case 'greaterThan':
      return some((value) => Number(actual) > Number(value));
    case 'lessThan':
      return some((value) => Number(actual) < Number(value));
    case 'greaterOrEqual':
      return some((value) => Number(actual) >= Number(value));
    case 'lessOrEqual':
      return some((value) => Number(actual) <= Number(value));
    default:
      return false;
  }
}

const FETCH_FIELDS: Record<string, string> = {
  fetchUrl: 'url',
  fetchStatusCode: 'status',
  fetchMethod: 'method',
  fetchDuration: 'duration',
};

type Data = Record<string, unknown>;
const field = (data: Data, name: string): string | number => {
  const value = data[name];
  return typeof value === 'number' ? value : typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
};

function matchesMessage(filter: ConditionFilter, type: number, data: Data): boolean {
  const values = filter.value ?? [];
  // A filter without a value means nothing, except "is any".
  const test = (actual: string | number) =>
    (values.length > 0 || filter.operator === 'isAny') && passes(filter.operator, actual, values);
  switch (filter.type) {
    case 'click':
      return type === MESSAGE_TYPES.click && (test(field(data, 'label')) || test(field(data, 'selector')));
    case 'location':
      return type === MESSAGE_TYPES.page && test(field(data, 'url'));
    case 'custom':
      return (
        type === MESSAGE_TYPES.custom &&
        (test(field(data, 'name')) || (data.payload !== undefined && test(field(data, 'payload'))))
      );
    case 'error':
      return type === MESSAGE_TYPES.error && (test(field(data, 'name')) || test(field(data, 'message')));
    case 'metadata':
      return (
        filter.source !== 'featureFlag' &&
        type === MESSAGE_TYPES.metadata &&
        data.key === filter.source &&
        test(field(data, 'value'))
      );
    case 'fetch': {
      if (type !== MESSAGE_TYPES.network) return false;
      const subs = (filter.filters ?? []).filter(
        (sub) => FETCH_FIELDS[sub.type] && ((sub.value ?? []).length > 0 || sub.operator === 'isAny'),
      );
      return (
        subs.length > 0 &&
        subs.every((sub) => passes(sub.operator, field(data, FETCH_FIELDS[sub.type]!), sub.value ?? []))
      );
    }
    default:
      return false;
  }
}

export function createMatcher(conditions: StartCondition[]) {
  const each = (test: (filter: ConditionFilter) => boolean): string | null =>
    conditions.find((condition) => condition.filters.some(test))?.name ?? null;
  return {
    /** The name of the first condition a recorded message meets, or null. */
    message: (type: number, data: unknown) => each((filter) => matchesMessage(filter, type, (data ?? {}) as Data)),
    /** The first condition met by an enabled flag's key. */
    flags: (keys: string[]) =>
      each(
        (filter) =>
          filter.type === 'metadata' &&
          filter.source === 'featureFlag' &&
          keys.some((key) => passes(filter.operator, key, filter.value ?? [])),
      ),
    /** The first `duration` condition met after `elapsedMs` of cold start. */
    duration: (elapsedMs: number) =>
      each(
        (filter) =>
          filter.type === 'duration' && (filter.value ?? []).length > 0 && elapsedMs > Number(filter.value![0]),
      ),
    hasDuration: conditions.some((condition) => condition.filters.some((filter) => filter.type === 'duration')),
  };
}

export type Matcher = ReturnType<typeof createMatcher>;

import 'server-only';
import type { ConditionFilter } from '@/lib/db/schema';
import { ReasonError } from './reasons';

/**
 * The studio's forms write filters as text, one per line or per `;`-separated part: `type operator value|value`
 * (`userCountry is DE|AT`, `location contains /checkout`). `metadata.plan is pro` names a metadata key; a start
 * condition's `fetch` filter carries its sub-filters after the type, comma-separated
 * (`fetch fetchUrl contains /api, fetchStatusCode greaterOrEqual 500`). Plain text keeps the forms working without
 * script and lets the server name the line that is wrong.
 */

export type FilterGrammar = {
  types: readonly string[];
  operators: readonly string[];
  /** Operators that take no value (`isAny`, `isUndefined`). */
  valueless: readonly string[];
  /** Types with a `.key` suffix stored as `source` (metadata). */
  keyed: readonly string[];
  /** Types whose values must be numbers. */
  numeric: readonly string[];
  /** A type whose filter holds comma-separated sub-filters of these types. */
  nested?: { type: string; types: readonly string[]; numeric: readonly string[] };
};

function parseOne(
  text: string,
  grammar: Pick<FilterGrammar, 'types' | 'operators' | 'valueless' | 'keyed' | 'numeric'>,
): ConditionFilter {
  const match = /^(\S+)\s+(\S+)(?:\s+(.*))?$/.exec(text.trim());
  if (!match)
    throw new ReasonError('notFilter', `"${text.trim()}" is not "type operator value"`, { text: text.trim() });
  const [, rawType, operator, rest = ''] = match as unknown as [string, string, string, string | undefined];
  const [type, key] = rawType.includes('.')
    ? [rawType.slice(0, rawType.indexOf('.')), rawType.slice(rawType.indexOf('.') + 1)]
    : [rawType, undefined];
  if (!grammar.types.includes(type))
    throw new ReasonError('unknownType', `unknown type "${type}"`, { type, types: grammar.types.join(', ') });
  if (grammar.keyed.includes(type) && !key)
    throw new ReasonError('needsKey', `"${type}" needs a key ("${type}.name")`, { type });
  if (!grammar.keyed.includes(type) && key !== undefined)
    throw new ReasonError('takesNoKey', `"${type}" takes no key`, { type });
  if (!grammar.operators.includes(operator))
    throw new ReasonError('unknownOperator', `unknown operator "${operator}"`, {
      operator,
      operators: grammar.operators.join(', '),
    });
  const value = rest
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  if (grammar.valueless.includes(operator)) {
    if (value.length > 0) throw new ReasonError('takesNoValue', `"${operator}" takes no value`, { operator });
  } else if (value.length === 0) throw new ReasonError('needsValue', `"${operator}" needs a value`, { operator });
  if (grammar.numeric.includes(type) && value.some((v) => !/^\d+(\.\d+)?$/.test(v)))
    throw new ReasonError('needsNumber', `"${type}" needs a number`, { type });
  const filter: ConditionFilter = { type, operator, value };
  if (key !== undefined) filter.source = key;
  return filter;
}

/** One filter of the grammar (with its nested sub-filters, if its type has them); a ReasonError says what is wrong. */
export function parseFilter(text: string, grammar: FilterGrammar): ConditionFilter {
  const nested = grammar.nested;
  const head = text.trim().split(/\s+/, 1)[0];
  if (nested && head === nested.type) {
    const rest = text.trim().slice(nested.type.length);
    const filters = rest
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => parseOne(part, { ...grammar, types: nested.types, numeric: nested.numeric, keyed: [] }));
    if (filters.length === 0)
      throw new ReasonError('needsSubFilters', `"${nested.type}" needs sub-filters (${nested.types.join(', ')})`, {
        type: nested.type,
        types: nested.types.join(', '),
      });
    return { type: nested.type, operator: 'is', value: [], filters };
  }
  return parseOne(text, grammar);
}

/** A filter back as the text the form shows. */
export function formatFilter(filter: ConditionFilter): string {
  if (filter.filters) return `${filter.type} ${filter.filters.map(formatFilter).join(', ')}`;
  const type = filter.source !== undefined ? `${filter.type}.${filter.source}` : filter.type;
  return [type, filter.operator, filter.value.join('|')].filter(Boolean).join(' ');
}

/** Non-empty lines with their 1-based numbers. */
export function numberedLines(text: string): { line: number; text: string }[] {
  return text
    .split(/\r?\n/)
    .map((value, index) => ({ line: index + 1, text: value.trim() }))
    .filter((entry) => entry.text.length > 0);
}

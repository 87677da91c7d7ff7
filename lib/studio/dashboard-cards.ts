import 'server-only';
import { z } from 'zod';
import { DASHBOARD_CARD_KINDS, DASHBOARD_CARD_WIDTHS } from '@/lib/db/schema';
import { failure, type Result } from '@/lib/errors';
import { LANG_CODES, LANG_PARAM } from '@/lib/i18n/languages';
import { FUNNEL_STEPS_MAX, FUNNEL_STEPS_MIN, parseFunnelQuery } from './funnels';
import { parseJourneyQuery } from './journeys';
import { parseTrendQuery } from './trends';

/*
 * A dashboard card is a saved description of an analytics page's query: which page (its kind) and the parameters of
 * that page's address. It is checked by the page's own parser (parseFunnelQuery, parseJourneyQuery, parseTrendQuery,
 * the click map's address), so a card means exactly what its page shows for the same address, and it is stored in the
 * form that parser gives back. Where a page quietly falls back on a bad value, a card is refused instead, naming the
 * parameter: what the team saved must be what they meant.
 */

export type DashboardCardKind = (typeof DASHBOARD_CARD_KINDS)[number];
export type DashboardCardWidth = (typeof DASHBOARD_CARD_WIDTHS)[number];

export interface DashboardCardDescription {
  kind: DashboardCardKind;
  /** The page's address parameters, in the canonical form its parser gives back. */
  params: Record<string, string>;
}

/** The longest value one parameter may have (the longest the analytics pages read: a click map's address). */
export const DASHBOARD_CARD_PARAM_MAX = 2048;
/** The longest address the "add a card" form takes. */
export const DASHBOARD_CARD_ADDRESS_MAX = 8192;

/** Each kind's analytics page (below /studio), which is also where a card links to. */
export const DASHBOARD_CARD_PAGES: Record<DashboardCardKind, string> = {
  funnel: '/studio/funnels',
  journey: '/studio/journeys',
  trend: '/studio/trends',
  errors: '/studio/errors',
  clickmap: '/studio/clickmap',
};

const FUNNEL_STEP_PARAMS = Array.from({ length: FUNNEL_STEPS_MAX }, (_, i) => [`s${i + 1}k`, `s${i + 1}v`]).flat();

/** The parameters each page reads: any other one is refused. */
const KNOWN_PARAMS: Record<DashboardCardKind, readonly string[]> = {
  funnel: [...FUNNEL_STEP_PARAMS, 'by', 'flag', 'within', 'unit'],
  journey: ['dir', 'page', 'depth'],
  trend: ['metric', 'interval', 'by'],
  errors: [],
  clickmap: ['url'],
};

/** Text the team typed, which the parser may normalize (trim, a path from an address): any non-empty form is fine. */
const FREE_TEXT = /^(s\dv|page|url)$/;

const descriptionSchema = z.object({
  kind: z.enum(DASHBOARD_CARD_KINDS, { error: `must be one of ${DASHBOARD_CARD_KINDS.join(', ')}` }),
  params: z.record(z.string(), z.string().max(DASHBOARD_CARD_PARAM_MAX)).default({}),
});

const invalid = (field: string, error: string) => failure('invalid', `${field}: ${error}`, { field });

/** What the page's parser makes of the parameters, written back as parameters (its canonical form). */
function canonicalParams(kind: DashboardCardKind, params: Record<string, string>): Record<string, string> {
  switch (kind) {
    case 'funnel': {
      const query = parseFunnelQuery(params);
      const out: Record<string, string> = {};
      query.steps.forEach((step, i) => {
        out[`s${i + 1}k`] = step.kind;
        out[`s${i + 1}v`] = step.value;
      });
      out.by = query.by;
      if (query.flag) out.flag = query.flag;
      if (query.window) {
        out.within = String(query.window.amount);
        out.unit = query.window.unit;
      }
      return out;
    }
    case 'journey': {
      const query = parseJourneyQuery(params);
      return {
        dir: query.direction,
        ...(query.page === null ? {} : { page: query.page }),
        depth: String(query.depth),
      };
    }
    case 'trend':
      return { ...parseTrendQuery(params) };
    case 'errors':
      return {};
    case 'clickmap': {
      const url = params.url?.trim() ?? '';
      return url ? { url } : {};
    }
  }
}

/** What a card of each kind needs beyond well-formed parameters, or null when it has it. */
function missing(kind: DashboardCardKind, canonical: Record<string, string>): string | null {
  if (kind === 'funnel' && !(`s${FUNNEL_STEPS_MIN}k` in canonical))
    return `a funnel card needs at least ${FUNNEL_STEPS_MIN} complete steps (a kind and a text each)`;
  if (kind === 'journey' && !canonical.page) return 'a journey card needs a page (its path, such as /articles)';
  if (kind === 'clickmap' && !canonical.url) return 'a click map card needs the address of the page';
  return null;
}

/**
 * A card description from untrusted input (`{ kind, params }`): every parameter one its page reads, every value one
 * its parser keeps as given (free text may be normalized), and what the kind needs (a funnel's steps, a journey's
 * page, a click map's address). Empty values are no values, as a page's form submits them. The answer is the card in
 * canonical form, or a refusal naming the parameter.
 */
export function parseCardDescription(input: unknown): Result<{ card: DashboardCardDescription }> {
  const parsed = descriptionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.map(String).join('.') || 'card';
    return invalid(field, issue.message);
  }
  const { kind } = parsed.data;
  const given = Object.fromEntries(
    Object.entries(parsed.data.params)
      .map(([name, value]) => [name, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  // The funnel form always sends its window's unit; without an amount it means nothing.
  if (kind === 'funnel' && !given.within) delete given.unit;
  for (const name of Object.keys(given)) {
    if (!KNOWN_PARAMS[kind].includes(name)) return invalid(`params.${name}`, `a ${kind} card has no such parameter`);
  }
  const canonical = canonicalParams(kind, given);
  for (const [name, value] of Object.entries(given)) {
    const kept = canonical[name];
    if (kept === undefined || (!FREE_TEXT.test(name) && kept !== value))
      return invalid(`params.${name}`, `"${value.slice(0, 60)}" is not a valid value for a ${kind} card`);
  }
  const need = missing(kind, canonical);
  if (need) return invalid('params', need);
  return { ok: true, card: { kind, params: canonical } };
}

/**
 * A card from the address of an analytics page as the team copies it from the browser (`/fa/studio/funnels?s1k=…`,
 * with or without the site's origin): the page names the kind, its query the parameters (the language is the
 * viewer's, not the card's).
 */
export function cardFromAddress(address: unknown): Result<{ card: DashboardCardDescription }> {
  if (typeof address !== 'string' || !address.trim()) return invalid('address', 'is required');
  if (address.length > DASHBOARD_CARD_ADDRESS_MAX)
    return invalid('address', `must be at most ${DASHBOARD_CARD_ADDRESS_MAX} characters`);
  let url: URL;
  try {
    url = new URL(address.trim(), 'http://studio.invalid');
  } catch {
    return invalid('address', 'is not an address');
  }
  const segments = url.pathname.split('/').filter(Boolean);
  if ((LANG_CODES as readonly string[]).includes(segments[0] ?? '')) segments.shift();
  const path = `/${segments.join('/')}`;
  const kind = DASHBOARD_CARD_KINDS.find((one) => DASHBOARD_CARD_PAGES[one] === path);
  if (!kind)
    return invalid('address', 'is not the address of a funnel, journey, trend, errors or click map page of the studio');
  const params: Record<string, string> = {};
  for (const [name, value] of url.searchParams) if (name !== LANG_PARAM) params[name] = value;
  return parseCardDescription({ kind, params });
}

/** The card's analytics page, for the same query: where its figures come from, and its sessions behind them. */
export function cardPageHref(card: DashboardCardDescription): { path: string; query: Record<string, string> } {
  // In the page's own order (the stored JSON keeps no order), so a card's link reads as its page's form writes it.
  const query: Record<string, string> = {};
  for (const name of KNOWN_PARAMS[card.kind]) if (card.params[name] !== undefined) query[name] = card.params[name];
  return { path: DASHBOARD_CARD_PAGES[card.kind], query };
}

export function isCardWidth(value: unknown): value is DashboardCardWidth {
  return (DASHBOARD_CARD_WIDTHS as readonly unknown[]).includes(value);
}

import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import {
  featureFlags,
  recordingSessionFlags,
  recordingSessions,
  type ConditionFilter,
  type FeatureFlag,
} from '@/lib/db/schema';
import { parseUserAgent } from './user-agent';
import type { FlagFilterType } from '@/lib/recordings/flag-rules';
import { USER_ID_MAX_LENGTH, type IngestClaims } from '@/lib/recordings/token-claims';
import { settingsCache } from '@/lib/recordings/settings-cache';
import { projectByKey, siteProjectKey } from '@/lib/recordings/projects';
import { encodeFlagsHint } from '@/lib/recordings/flags-hint';
import { FLAG_BUCKET_BITS, stableDraws } from '@/lib/recordings/flag-bucket';

const ACTIVE_FLAGS = settingsCache<FeatureFlag[]>();

/** What the tracker sends (tracker/PROTOCOL.md): who the visitor is, and the persisted flags it already holds. */
export const flagsRequestSchema = z.object(
  {
    projectID: z.string().max(64).optional(),
    userID: z.string().max(USER_ID_MAX_LENGTH).nullish(),
    metadata: z.record(z.string(), z.string().max(1024)).nullish(),
    referrer: z.string().max(2048).nullish(),
    os: z.string().max(64).nullish(),
    device: z.string().max(64).nullish(),
    country: z.string().max(64).nullish(),
    state: z.string().max(64).nullish(),
    city: z.string().max(64).nullish(),
    browser: z.string().max(64).nullish(),
    persistFlags: z
      .record(z.string(), z.object({ key: z.string(), value: z.union([z.string(), z.boolean()]) }))
      .nullish(),
  },
  { error: 'must be a JSON object' },
);
export type FlagsRequest = z.output<typeof flagsRequestSchema>;

export interface ServedFlag {
  key: string;
  is_persist: boolean;
  /** `true` for a boolean flag that is on; the variant's value for a multi-variant flag. */
  value: string | boolean;
  payload: unknown;
}

/** The visitor's attributes a flag's conditions look at (tracker/PROTOCOL.md "Flag rules"). */
export interface FlagAttributes {
  userId: string;
  referrer: string;
  os: string;
  browser: string;
  device: string;
  country: string;
  state: string;
  city: string;
  metadata: Record<string, string>;
}

const FILTER_ATTRIBUTE: Record<Exclude<FlagFilterType, 'metadata'>, keyof Omit<FlagAttributes, 'metadata'>> = {
  userId: 'userId',
  referrer: 'referrer',
  userOs: 'os',
  userBrowser: 'browser',
  userDevice: 'device',
  userCountry: 'country',
  userState: 'state',
  userCity: 'city',
};

/** One filter: `value` lists alternatives (any of them for positive operators, none of them for negative ones). */
export function flagFilterHolds(filter: ConditionFilter, attributes: FlagAttributes): boolean {
  const actual =
    filter.type === 'metadata'
      ? attributes.metadata[filter.source ?? '']
      : filter.type in FILTER_ATTRIBUTE
        ? attributes[FILTER_ATTRIBUTE[filter.type as Exclude<FlagFilterType, 'metadata'>]]
        : undefined;
  const present = actual !== undefined && actual !== '';
  const text = (actual ?? '').toLowerCase();
  const values = filter.value.map((v) => String(v).toLowerCase());
  switch (filter.operator) {
    case 'isAny':
      return present;
    case 'isUndefined':
      return !present;
    case 'is':
      return present && values.some((v) => text === v);
    case 'isNot':
      return !values.some((v) => text === v);
    case 'contains':
      return present && values.some((v) => text.includes(v));
    case 'notContains':
      return !values.some((v) => text.includes(v));
    case 'startsWith':
      return present && values.some((v) => text.startsWith(v));
    case 'endsWith':
      return present && values.some((v) => text.endsWith(v));
    default:
      return false;
  }
}

/**
 * Whether a flag is on for this visitor and with which value (tracker/PROTOCOL.md "Flag rules"): a persisted value the tracker sends
 * back stays as long as the flag is still persistent (and, for a multi-variant flag, still a known variant); otherwise
 * the condition groups are alternatives, a group's filters must all hold, the group's rollout percentage samples, and
 * a multi-variant flag picks its variant by the variants' cumulative percentages. Null: off.
 */
export function evaluateFlag(
  flag: Pick<FeatureFlag, 'flagKey' | 'flagType' | 'isPersist' | 'isActive' | 'payload' | 'conditions' | 'variants'>,
  attributes: FlagAttributes,
  persisted: string | boolean | undefined,
  random: () => number = Math.random,
): ServedFlag | null {
  if (!flag.isActive) return null;
  const variantOf = (value: unknown) => flag.variants.find((variant) => variant.value === value);
  if (flag.isPersist && persisted !== undefined) {
    if (flag.flagType === 'boolean' && persisted === true)
      return { key: flag.flagKey, is_persist: true, value: true, payload: flag.payload ?? null };
    const variant = flag.flagType === 'multi' ? variantOf(persisted) : undefined;
    if (variant) return { key: flag.flagKey, is_persist: true, value: variant.value, payload: variant.payload ?? null };
  }
  const groups = flag.conditions.length > 0 ? flag.conditions : [{ rolloutPercentage: 100, filters: [] }];
  const matched = groups.find((group) => group.filters.every((filter) => flagFilterHolds(filter, attributes)));
  if (!matched || random() * 100 >= matched.rolloutPercentage) return null;
  if (flag.flagType === 'boolean')
    return { key: flag.flagKey, is_persist: flag.isPersist, value: true, payload: flag.payload ?? null };
  const roll = random() * 100;
  let cumulative = 0;
  for (const variant of flag.variants) {
    cumulative += variant.rolloutPercentage;
    if (roll < cumulative)
      return { key: flag.flagKey, is_persist: flag.isPersist, value: variant.value, payload: variant.payload ?? null };
  }
  return null;
}

async function activeFlags(projectId: string): Promise<FeatureFlag[]> {
  const db = await getDb();
  return ACTIVE_FLAGS.get(projectId, async () =>
    db
      .select()
      .from(featureFlags)
      .where(and(eq(featureFlags.projectId, projectId), eq(featureFlags.isActive, true))),
  );
}

/**
 * The flags of the caller's project that are on for this visitor. What the tracker does not know about the browser
 * (OS, browser, device) comes from the request's User-Agent. A visitor with a user id (the site's members: their
 * name) is bucketed by it (lib/recordings/flag-bucket.ts), the same answer on every page and device and the same as
 * the page's render (flagsAtRender); anyone else is drawn at random, kept for the visit by `is_persist`. The flags
 * served to a recorded session are kept with it (the studio filters sessions by flag).
 */
export async function flagsFor(
  caller: IngestClaims,
  request: FlagsRequest,
  { userAgent = '', random = Math.random }: { userAgent?: string; random?: () => number } = {},
): Promise<ServedFlag[]> {
  const db = await getDb();
  const rows = await activeFlags(caller.projectId);
  const device = parseUserAgent(userAgent);
  const attributes: FlagAttributes = {
    userId: request.userID ?? '',
    referrer: request.referrer ?? '',
    os: request.os || device.os,
    browser: request.browser || device.browser,
    device: request.device || device.device,
    country: request.country ?? '',
    state: request.state ?? '',
    city: request.city ?? '',
    metadata: request.metadata ?? {},
  };
  const persisted = request.persistFlags ?? {};
  const served = rows
    .map((flag) =>
      evaluateFlag(
        flag,
        attributes,
        persisted[flag.flagKey]?.value,
        request.userID ? stableDraws(flag.flagKey, request.userID) : random,
      ),
    )
    .filter((flag): flag is ServedFlag => flag !== null);
  if (!caller.doNotRecord && served.length > 0) {
    // One statement: only for a session that exists (a row to hang the flags on).
    const values = JSON.stringify(served.map((flag) => ({ flag_key: flag.key, value: String(flag.value) })));
    await db.execute(sql`
      insert into ${recordingSessionFlags} (session_id, flag_key, value)
      select ${caller.sessionId}::uuid, f.flag_key, f.value from jsonb_to_recordset(${values}::jsonb) as f(flag_key text, value text)
      where exists (select 1 from ${recordingSessions} s where s.id = ${caller.sessionId}::uuid)
      on conflict do nothing`);
  }
  return served;
}

/**
 * No one to bucket (a visitor the server does not know): a draw that only a rollout of 100% takes in. Without an
 * identifier there is no fair half to put them in, and an identifier stored for it would be one more cookie that
 * follows a visitor who declined (docs/decisions/0110-flags-at-render.md).
 */
const NO_SUBJECT_DRAW = 1 - 2 ** -FLAG_BUCKET_BITS;

/**
 * The flags of a project as the server evaluates them for a page it renders, without the tracker and without any
 * recording: a member (`member`: their name, the user id their tracker sends) gets exactly what the ingest answers
 * their tracker (stable bucketing); a visitor the server does not know, whether they agreed to recording or not, gets
 * the flags whose matching group is rolled out to everyone (100%), boolean flags only, and every other flag's
 * default. OS, browser and device come from the User-Agent; nothing is stored.
 */
export async function flagsAtRender(
  projectId: string,
  { member, userAgent = '' }: { member: string | null; userAgent?: string },
): Promise<ServedFlag[]> {
  const rows = await activeFlags(projectId);
  const device = parseUserAgent(userAgent);
  const attributes: FlagAttributes = {
    userId: member ?? '',
    referrer: '',
    os: device.os,
    browser: device.browser,
    device: device.device,
    country: '',
    state: '',
    city: '',
    metadata: {},
  };
  return rows
    .filter((flag) => member !== null || flag.flagType === 'boolean')
    .map((flag) =>
      evaluateFlag(
        flag,
        attributes,
        undefined,
        member !== null ? stableDraws(flag.flagKey, member) : () => NO_SUBJECT_DRAW,
      ),
    )
    .filter((flag): flag is ServedFlag => flag !== null);
}

/** flagsAtRender for the site's own project (its tracker's): none while that project does not exist. */
export async function siteFlagsAtRender(visitor: { member: string | null; userAgent?: string }): Promise<ServedFlag[]> {
  const project = await projectByKey(siteProjectKey());
  return project ? flagsAtRender(project.id, visitor) : [];
}

/** How long the flags cookie lives (seconds): every page the proxy serves a member writes it again when it changed. */
export const FLAGS_HINT_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * The flags cookie's new value for a page request (lib/recordings/flags-hint.ts), or null when it stays as it is: a
 * member's site flags as the server evaluates them ('' when none is on), '' for anyone else who still has one (signed
 * out). The member is the session's, or the name cookie's where the page does not read the session: forging that one
 * only picks one's own bucket. Written only on a change, so a visitor without it gets no Set-Cookie (and a page cached
 * for everyone stays cacheable).
 */
export async function flagsHintUpdate(
  member: string | null,
  userAgent: string,
  current: string,
): Promise<string | null> {
  const value = member ? encodeFlagsHint(await siteFlagsAtRender({ member, userAgent })) : '';
  return value === current ? null : value;
}

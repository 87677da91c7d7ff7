import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { ISSUE_TRACKER_KINDS, issueTrackers, type IssueTrackerKind } from '@/lib/db/schema';
import { AppError, failure, failureOfAll, zodFailures, type Result } from '@/lib/errors';
import { assertStudioViewer, type StudioViewer } from '@/lib/auth/studio-access';
import { sessionById } from '@/lib/studio/sessions';
import type { Send } from './delivery-runner';
import { inFieldOrder, publicHttpUrlSchema } from './http-url';
import {
  DELIVERY_TIMEOUT_MS,
  ISSUE_TITLE_MAX_LENGTH,
  MESSAGE_TEXT_MAX,
  RESPONSE_EXCERPT_MAX,
  TRACKER_FIELD_MAX_LENGTH,
} from './limits';
import { momentUrl } from './links';
import { PrivateTargetError, sendToPublicTarget } from './outgoing-target';
import { seal, unseal } from './sealed';

const field = z.string({ message: 'is required' }).trim().max(TRACKER_FIELD_MAX_LENGTH);

/** The target each tracker names: `owner/repo`, a numeric id or `group/project` path, a project key. */
const TARGET_PATTERNS: Record<IssueTrackerKind, { pattern: RegExp; message: string }> = {
  github: { pattern: /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, message: 'must be owner/repository' },
  gitlab: {
    pattern: /^(\d+|[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)+)$/,
    message: 'must be a project id or group/project path',
  },
  jira: { pattern: /^[A-Z][A-Z0-9_]+$/, message: 'must be a project key (capital letters: WEB)' },
};

export const trackerInputSchema = z
  .object({
    kind: z.enum(ISSUE_TRACKER_KINDS, { message: 'must be github, gitlab or jira' }),
    baseUrl: publicHttpUrlSchema,
    target: field.min(1, 'is required'),
    token: field.min(1, 'is required'),
    account: field.default(''),
    issueType: field.default(''),
  })
  .superRefine((value, context) => {
    const rule = TARGET_PATTERNS[value.kind];
    if (value.target && !rule.pattern.test(value.target)) {
      context.addIssue({ code: 'custom', path: ['target'], message: rule.message });
    }
    if (value.kind === 'jira' && !z.email().safeParse(value.account).success) {
      context.addIssue({ code: 'custom', path: ['account'], message: "must be the Jira account's email" });
    }
  });

export interface TrackerRow {
  id: number;
  kind: IssueTrackerKind;
  baseUrl: string;
  target: string;
  account: string;
  issueType: string;
  updatedBy: string;
  updatedAt: Date;
}

/** Sets the project's tracker of a kind (one of each), its token sealed and never shown again; or every field's problem. */
export async function configureTracker(
  viewer: StudioViewer & { username: string },
  projectId: string,
  input: unknown,
  { now }: { now: Date },
): Promise<Result<{ id: number }>> {
  assertStudioViewer(viewer);
  const parsed = await trackerInputSchema.safeParseAsync(input);
  if (!parsed.success)
    return failureOfAll(inFieldOrder(zodFailures(parsed.error), Object.keys(trackerInputSchema.shape)));
  const { kind, baseUrl, target, token, account, issueType } = parsed.data;
  const values = {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    target,
    account: kind === 'jira' ? account : '',
    issueType: kind === 'jira' ? issueType || 'Bug' : '',
    tokenSealed: seal(token),
    updatedBy: viewer.username,
    updatedAt: now,
  };
  const db = await getDb();
  const [row] = await db
    .insert(issueTrackers)
    .values({ projectId, kind, ...values })
    .onConflictDoUpdate({ target: [issueTrackers.projectId, issueTrackers.kind], set: values })
    .returning({ id: issueTrackers.id });
  return { ok: true, id: row!.id };
}

export async function listTrackers(viewer: StudioViewer, projectId: string): Promise<TrackerRow[]> {
  assertStudioViewer(viewer);
  const db = await getDb();
  return db
    .select({
      id: issueTrackers.id,
      kind: issueTrackers.kind,
      baseUrl: issueTrackers.baseUrl,
      target: issueTrackers.target,
      account: issueTrackers.account,
      issueType: issueTrackers.issueType,
      updatedBy: issueTrackers.updatedBy,
      updatedAt: issueTrackers.updatedAt,
    })
    .from(issueTrackers)
    .where(eq(issueTrackers.projectId, projectId))
    .orderBy(issueTrackers.kind);
}

export async function deleteTracker(viewer: StudioViewer, projectId: string, id: number): Promise<Result> {
  assertStudioViewer(viewer);
  const db = await getDb();
  const deleted = await db
    .delete(issueTrackers)
    .where(and(eq(issueTrackers.projectId, projectId), eq(issueTrackers.id, id)))
    .returning({ id: issueTrackers.id });
  return deleted.length > 0 ? { ok: true } : failure('not_found', 'No such issue tracker');
}

export const issueInputSchema = z.object({
  kind: z.enum(ISSUE_TRACKER_KINDS, { message: 'must be github, gitlab or jira' }),
  title: z.string({ message: 'is required' }).trim().min(1, 'is required').max(ISSUE_TITLE_MAX_LENGTH),
  description: z.string().trim().max(MESSAGE_TEXT_MAX).default(''),
  sessionId: z.string({ message: 'is required' }),
  /** The moment, ms since the epoch. */
  at: z.coerce.number().int().min(0).max(8.64e15),
});

/** The tracker's documented REST call for a new issue, and where its answer says the issue is. */
function issueRequest(
  tracker: { kind: IssueTrackerKind; baseUrl: string; target: string; account: string; issueType: string },
  token: string,
  title: string,
  text: string,
): { url: string; headers: Record<string, string>; body: unknown; link: (answer: Record<string, unknown>) => string } {
  switch (tracker.kind) {
    case 'github': {
      const [owner, repo] = tracker.target.split('/');
      return {
        url: `${tracker.baseUrl}/repos/${encodeURIComponent(owner!)}/${encodeURIComponent(repo!)}/issues`,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
        },
        body: { title, body: text },
        link: (answer) => String(answer.html_url ?? ''),
      };
    }
    case 'gitlab':
      return {
        url: `${tracker.baseUrl}/api/v4/projects/${encodeURIComponent(tracker.target)}/issues`,
        headers: { 'private-token': token },
        body: { title, description: text },
        link: (answer) => String(answer.web_url ?? ''),
      };
    case 'jira':
      return {
        url: `${tracker.baseUrl}/rest/api/2/issue`,
        headers: { authorization: `Basic ${Buffer.from(`${tracker.account}:${token}`).toString('base64')}` },
        body: {
          fields: {
            project: { key: tracker.target },
            summary: title,
            description: text,
            issuetype: { name: tracker.issueType || 'Bug' },
          },
        },
        link: (answer) => (typeof answer.key === 'string' ? `${tracker.baseUrl}/browse/${answer.key}` : ''),
      };
  }
}

const TRACKER_NAMES: Record<IssueTrackerKind, string> = { github: 'GitHub', gitlab: 'GitLab', jira: 'Jira' };

/**
 * Files an issue in the project's tracker of the kind asked, about a moment of one of its sessions: the issue's text
 * ends with the link to the replay at that moment. Answers the new issue's address, or why not: a bad field, no such
 * tracker or session (`not_found`), or the tracker's refusal or silence (`unavailable`, with its status and the start of
 * its answer; an address that is not public is not asked, and says so).
 */
export async function createIssue(
  viewer: StudioViewer,
  projectId: string,
  input: unknown,
  { send = sendToPublicTarget }: { send?: Send } = {},
): Promise<Result<{ url: string }>> {
  assertStudioViewer(viewer);
  const parsed = issueInputSchema.safeParse(input);
  if (!parsed.success) return failureOfAll(zodFailures(parsed.error));
  const { kind, title, description, sessionId, at } = parsed.data;
  const db = await getDb();
  const [tracker] = await db
    .select()
    .from(issueTrackers)
    .where(and(eq(issueTrackers.projectId, projectId), eq(issueTrackers.kind, kind)));
  if (!tracker) return failure('not_found', `kind: no ${TRACKER_NAMES[kind]} tracker is configured`, { field: 'kind' });
  const session = await sessionById(viewer, projectId, sessionId).catch((error: unknown) => {
    if (error instanceof AppError && error.failure.code === 'not_found') return null;
    throw error;
  });
  if (!session) return failure('not_found', 'No such session');
  const link = momentUrl(session.id, at);
  const text = `${description ? `${description}\n\n` : ''}Replay at the moment: ${link}`;
  const request = issueRequest(tracker, unseal(tracker.tokenSealed), title, text);
  let response: Response;
  try {
    response = await send(request.url, {
      method: 'POST',
      headers: { ...request.headers, 'content-type': 'application/json', 'user-agent': 'Parley' },
      body: JSON.stringify(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof PrivateTargetError) {
      return failure('unavailable', `${TRACKER_NAMES[kind]} was not asked: ${error.message}`);
    }
    return failure(
      'unavailable',
      `${TRACKER_NAMES[kind]} did not answer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const answer = await response.text().catch(() => '');
  if (response.status < 200 || response.status >= 300) {
    return failure(
      'unavailable',
      `${TRACKER_NAMES[kind]} answered ${response.status}: ${answer.slice(0, RESPONSE_EXCERPT_MAX)}`,
    );
  }
  let parsedAnswer: Record<string, unknown> = {};
  try {
    parsedAnswer = JSON.parse(answer) as Record<string, unknown>;
  } catch {
    // The issue exists; only its address is unknown.
  }
  return { ok: true, url: request.link(parsedAnswer) };
}

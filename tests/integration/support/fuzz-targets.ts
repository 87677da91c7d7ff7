import * as apiRoot from '@/app/api/route';
import * as missingApi from '@/app/api/[...notFound]/route';
import * as checkiftokenexpire from '@/app/api/checkiftokenexpire/route';
import * as serverFlags from '@/app/api/feature-flags/route';
import * as filters from '@/app/api/filters/route';
import * as getcurrentuser from '@/app/api/getcurrentuser/route';
import * as languages from '@/app/api/languages/route';
import * as login from '@/app/api/login/route';
import * as logoutAccess from '@/app/api/logout/access/route';
import * as logoutRefresh from '@/app/api/logout/refresh/route';
import * as memberToken from '@/app/api/member-token/route';
import * as questionViewer from '@/app/api/questions/[question]/viewer/route';
import * as readuseractivity from '@/app/api/readuseractivity/[id]/route';
import * as refreshtoken from '@/app/api/refreshtoken/route';
import * as register from '@/app/api/register/route';
import * as sharedCanvas from '@/app/api/shared/[token]/canvas/[name]/route';
import * as sharedReplay from '@/app/api/shared/[token]/replay/route';
import * as analyticsCsv from '@/app/api/studio/analytics/[card]/route';
import * as canvas from '@/app/api/studio/sessions/[id]/canvas/[name]/route';
import * as live from '@/app/api/studio/sessions/[id]/live/route';
import * as replay from '@/app/api/studio/sessions/[id]/replay/route';
import * as answers from '@/app/api/studio/tests/[id]/answers/route';
import * as participants from '@/app/api/studio/tests/[id]/participants/route';
import * as videos from '@/app/api/studio/tests/[id]/videos/[session]/[segment]/route';
import * as usabilityTest from '@/app/api/usability-tests/[id]/route';
import * as useractivities from '@/app/api/useractivities/route';
import * as ingestRoot from '@/app/ingest/route';
import * as missingIngest from '@/app/ingest/[...notFound]/route';
import * as conditions from '@/app/ingest/v1/web/conditions/[id]/route';
import * as featureFlags from '@/app/ingest/v1/web/feature-flags/route';
import * as batch from '@/app/ingest/v1/web/i/route';
import * as images from '@/app/ingest/v1/web/images/route';
import * as start from '@/app/ingest/v1/web/start/route';
import * as tags from '@/app/ingest/v1/web/tags/route';
import * as taskSignal from '@/app/ingest/v1/web/uxt/signals/task/route';
import * as testSignal from '@/app/ingest/v1/web/uxt/signals/test/route';
import * as uxtTest from '@/app/ingest/v1/web/uxt/test/[id]/route';
import * as uploadUrl from '@/app/ingest/v1/web/uxt/upload-url/route';
import * as upload from '@/app/ingest/v1/web/uxt/upload/[ticket]/route';

export const FUZZ_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type FuzzMethod = (typeof FUZZ_METHODS)[number];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's params: the fuzzer generates them.
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response>;

/**
 * Every /api and /ingest endpoint the fuzz suite (tests/integration/fuzz.test.ts) attacks: its path with `[param]`
 * segments, the route module (its exported method handlers are all called), and the field names of the body it
 * reads, so that some generated bodies come close to valid ones. The one list to edit when a route moves (the ingest's
 * batch path, for one, may be served outside Next.js).
 */
export interface FuzzTarget {
  path: string;
  module: Partial<Record<FuzzMethod, Handler>>;
  fields?: readonly string[];
  /** A valid body, which the fuzzer mutates field by field (so requests get past the first checks). */
  example?: (world: { testId: string; taskId: number; projectKey: string; now: number }) => Record<string, unknown>;
}

export const FUZZ_TARGETS: readonly FuzzTarget[] = [
  { path: '/api', module: apiRoot },
  { path: '/api/[...notFound]', module: missingApi },
  { path: '/api/checkiftokenexpire', module: checkiftokenexpire, fields: ['token'] },
  { path: '/api/feature-flags', module: serverFlags },
  { path: '/api/filters', module: filters },
  { path: '/api/getcurrentuser', module: getcurrentuser },
  { path: '/api/languages', module: languages },
  {
    path: '/api/login',
    module: login,
    fields: ['email', 'pwd'],
    example: () => ({ email: 'someone@example.org', pwd: 'a walk by the quiet lake' }),
  },
  { path: '/api/logout/access', module: logoutAccess, fields: ['token'] },
  { path: '/api/logout/refresh', module: logoutRefresh, fields: ['refreshToken', 'token'] },
  { path: '/api/member-token', module: memberToken },
  { path: '/api/questions/[question]/viewer', module: questionViewer },
  { path: '/api/readuseractivity/[id]', module: readuseractivity },
  { path: '/api/refreshtoken', module: refreshtoken, fields: ['refreshToken'] },
  {
    path: '/api/register',
    module: register,
    fields: ['username', 'email', 'pwd', 'language'],
    example: () => ({
      username: 'fuzzed_one',
      email: 'fuzzed@example.org',
      pwd: 'a walk by the quiet lake',
      language: 'en',
    }),
  },
  { path: '/api/shared/[token]/canvas/[name]', module: sharedCanvas },
  { path: '/api/shared/[token]/replay', module: sharedReplay },
  { path: '/api/studio/analytics/[card]', module: analyticsCsv },
  { path: '/api/studio/sessions/[id]/canvas/[name]', module: canvas },
  { path: '/api/studio/sessions/[id]/live', module: live },
  { path: '/api/studio/sessions/[id]/replay', module: replay },
  { path: '/api/studio/tests/[id]/answers', module: answers },
  { path: '/api/studio/tests/[id]/participants', module: participants },
  { path: '/api/studio/tests/[id]/videos/[session]/[segment]', module: videos },
  { path: '/api/usability-tests/[id]', module: usabilityTest },
  { path: '/api/useractivities', module: useractivities },
  { path: '/ingest', module: ingestRoot },
  { path: '/ingest/[...notFound]', module: missingIngest },
  { path: '/ingest/v1/web/conditions/[id]', module: conditions },
  {
    path: '/ingest/v1/web/feature-flags',
    module: featureFlags,
    fields: ['projectKey', 'userID', 'persistFlags', 'referrer', 'os', 'device', 'country'],
    example: ({ projectKey }) => ({ projectKey, persistFlags: {}, referrer: '', os: 'Linux', device: 'desktop' }),
  },
  { path: '/ingest/v1/web/i', module: batch },
  { path: '/ingest/v1/web/images', module: images },
  {
    path: '/ingest/v1/web/start',
    module: start,
    fields: [
      'projectKey',
      'trackerVersion',
      'timestamp',
      'width',
      'height',
      'timezone',
      'language',
      'userID',
      'userToken',
      'metadata',
      'doNotRecord',
      'token',
      'bufferDiff',
    ],
    example: ({ projectKey, now }) => ({
      projectKey,
      trackerVersion: '16.2.1',
      timestamp: now,
      width: 1280,
      height: 720,
      timezone: 'UTC+01:00',
      language: 'en',
    }),
  },
  { path: '/ingest/v1/web/tags', module: tags },
  {
    path: '/ingest/v1/web/uxt/signals/task',
    module: taskSignal,
    fields: ['testId', 'taskId', 'status', 'duration', 'timestamp', 'taskAnswer'],
    example: ({ testId, taskId, now }) => ({
      testId,
      taskId,
      status: 'done',
      duration: 10,
      timestamp: now,
      taskAnswer: 'yes',
    }),
  },
  {
    path: '/ingest/v1/web/uxt/signals/test',
    module: testSignal,
    fields: ['testId', 'status', 'duration', 'timestamp', 'media'],
    example: ({ testId, now }) => ({ testId, status: 'begin', duration: 0, timestamp: now, media: 'none' }),
  },
  { path: '/ingest/v1/web/uxt/test/[id]', module: uxtTest },
  { path: '/ingest/v1/web/uxt/upload-url', module: uploadUrl },
  { path: '/ingest/v1/web/uxt/upload/[ticket]', module: upload },
];

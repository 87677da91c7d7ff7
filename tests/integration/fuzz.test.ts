import fs from 'node:fs';
import path from 'node:path';
/**
 * Property-based fuzzing of every /api and /ingest endpoint (tests/integration/support/fuzz-targets.ts), on the
 * engine the integration tests run on: thousands of generated bodies (near-valid JSON, any JSON, NULs and lone
 * surrogates, runaway nesting, raw bytes), parameters, queries and headers (tokens of the fuzzer's own accounts,
 * garbage credentials, content types). It fails on any 5xx, on a 4xx that is not the usual JSON `{error}`, on any
 * change to a row the fuzzer does not own (a victim's account, session, question, activities and recording), and on any
 * new row naming one (an activity for the victim, a vote or answer on their question, a signal of their recording).
 * FUZZ_SEED replays a failing run; FUZZ_RUNS scales the number of requests per endpoint.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import * as schema from '@/lib/db/schema';
import { ENGINE, setupTestDatabase } from './support/database';
import {
  allRows as snapshotRows,
  changedRows as changedRowsOf,
  rowsNamingOthers,
  type RowSnapshot,
} from './support/others-data';
import { ORIGIN, send } from './support/api';
import { ask, createMember, tokenFor } from './support/discussion';
import { createProject, ingestRoutes, setupBlobStore, startBody, startRequest } from './support/ingest';
import { ADMIN } from './support/studio';
import { FUZZ_METHODS, FUZZ_TARGETS, type FuzzMethod, type FuzzTarget } from './support/fuzz-targets';
import {
  questions,
  questionVotes,
  users,
  userActivities,
  usabilityTestSignals,
  usabilityTestTasks,
} from '@/lib/db/schema';
import { answerQuestion } from '@/lib/discussion';
import { DEFAULT_PROJECT_KEY } from '@/lib/recordings/projects';
import { PEER_ADDRESS_HEADER } from '@/lib/http/client-address';
import { refuseBeforeRouting } from '@/lib/http/request-guard';
import { serveIngestCall } from '@/lib/ingest/http';
import { createTest } from '@/lib/usability-tests';

const database = setupTestDatabase();
setupBlobStore();

/** Requests per endpoint: its main methods get RUNS each, the methods it refuses (405) a tenth. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

jest.setTimeout(240_000);

interface World {
  /** Ids of what the fuzzer owns: rows holding any of them may change. */
  owned: string[];
  /** The victim's account, question and recorded visit. */
  victim: { userId: string; questionId: string; visit: string };
  testId: string;
  taskId: number;
  tokens: string[];
  ids: string[];
}
let world: World;

// The database is emptied before every test (support/database.ts): the world is built again after that.
beforeEach(async () => {
  const db = database.db();
  const project = await createProject(db, { publicKey: DEFAULT_PROJECT_KEY });
  // The victim: an account with a live session, a question answered by someone else (so an unread activity), a
  // recorded visit. Nothing the fuzzer sends may change any of it.
  const victim = await createMember(db);
  const other = await createMember(db);
  await tokenFor(victim);
  const slug = await ask(victim, { title: 'What would a fuzzer never change?' });
  const answered = await answerQuestion(other.id, slug, { body: 'Nothing of yours.' });
  if (!answered.ok) throw new Error('answer failed');
  const [activity] = await db
    .select({ id: userActivities.id })
    .from(userActivities)
    .where(eq(userActivities.userId, victim.id));
  const [question] = await db.select({ id: questions.id }).from(questions).where(eq(questions.slug, slug));
  const visit = await send(ingestRoutes.start.POST, startRequest(startBody(DEFAULT_PROJECT_KEY)));
  const created = await createTest(ADMIN, project.id, {
    title: 'Fuzzed test',
    description: '',
    guidelines: '',
    conclusion: '',
    startingPath: '/',
    tasks: [{ title: 'One', description: '', allowTyping: 'on' }],
  });
  if (Array.isArray(created) || !created.ok) throw new Error(JSON.stringify(created));

  // The fuzzer's own: a member, a product-team member and a recorded session, whose tokens it sends.
  const member = await createMember(db);
  const admin = await createMember(db);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  const own = await send(ingestRoutes.start.POST, startRequest(startBody(DEFAULT_PROJECT_KEY)));
  const [task] = await db
    .select({ id: usabilityTestTasks.id })
    .from(usabilityTestTasks)
    .where(eq(usabilityTestTasks.testId, created.id));
  world = {
    testId: created.id,
    taskId: task!.id,
    owned: [member.id, admin.id, String(own.body.sessionID)],
    victim: { userId: victim.id, questionId: question!.id, visit: String(visit.body.sessionID) },
    tokens: [await tokenFor(member), await tokenFor(admin), String(own.body.token)],
    ids: [
      String(activity!.id),
      slug,
      String(question!.id),
      String(visit.body.sessionID),
      created.id,
      victim.id,
      victim.username,
      DEFAULT_PROJECT_KEY,
      '0',
      '1',
    ],
  };
});

/** What every visitor's tracker takes part in: a new row may name these (a session of the project, a signal of the test). */
const SHARED = [schema.projects, schema.usabilityTests, schema.usabilityTestTasks];

const allRows = () => snapshotRows(database.db());
const changedRows = (before: RowSnapshot, after: RowSnapshot) => changedRowsOf(before, after, world.owned);
const rowsInsertedAgainstOthers = (before: RowSnapshot, after: RowSnapshot) =>
  rowsNamingOthers(before, after, { owned: world.owned, shared: SHARED });

/**
 * Nothing the fuzzer does not own was changed or removed, nor had a row added against it: no endpoint of the API
 * writes a row naming someone else's (a vote or answer on the victim's question, an activity in their panel, a signal
 * of their recorded visit), whoever's it would be (the fuzzer's own member as its voter or actor included).
 */
async function expectOthersUntouched(before: RowSnapshot): Promise<void> {
  const after = await allRows();
  expect({ changed: changedRows(before, after), inserted: rowsInsertedAgainstOthers(before, after) }).toEqual({
    changed: [],
    inserted: [],
  });
}

// Text as attackers write it: mostly printable, with NULs, lone surrogates, bidi controls and any UTF-16 unit.
const unit = fc
  .oneof(
    { weight: 40, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    { weight: 1, arbitrary: fc.constantFrom(0x00, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xfeff, 0x202e, 0x0a, 0x25) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
  )
  .map((code) => String.fromCharCode(code));
const text = fc.string({ unit, maxLength: 40 });
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 8_640_000_000_000_001, Number.MAX_VALUE, 1e-300, Date.now()),
);
const leaf = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(text, tie('json'), { maxKeys: 4 }),
  ),
}));

function bodyFor(target: FuzzTarget): fc.Arbitrary<string | Uint8Array | undefined> {
  const fields = target.fields ?? ['id', 'token'];
  const value = fc.oneof(
    { weight: 3, arbitrary: text },
    { weight: 2, arbitrary: fc.constantFrom(...world.ids) },
    { weight: 1, arbitrary: leaf },
    { weight: 1, arbitrary: json },
  );
  const nearlyValid = fc.record(Object.fromEntries(fields.map((field) => [field, value])), {
    requiredKeys: fields.slice(0, 2),
  });
  const example = target.example?.({
    testId: world.testId,
    taskId: world.taskId,
    projectKey: DEFAULT_PROJECT_KEY,
    now: Date.now(),
  });
  const mutated = fc
    .record({ drop: fc.subarray([...fields]), set: fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 2 }) })
    .map(({ drop, set }) =>
      JSON.stringify({
        ...Object.fromEntries(Object.entries(example ?? {}).filter(([key]) => !drop.includes(key))),
        ...set,
      }),
    );
  return fc.oneof(
    { weight: example ? 6 : 0, arbitrary: mutated },
    { weight: 4, arbitrary: nearlyValid.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: json.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: text },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 120_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** The tokens an endpoint accepts: the ingest's session token at /ingest, the product team's at /api/studio. */
const tokensFor = (path: string) => {
  const [member, admin, ingest] = world.tokens as [string, string, string];
  return path.startsWith('/ingest') ? [ingest] : path.startsWith('/api/studio') ? [admin] : [member, admin];
};

const headers = (path: string) =>
  fc.record(
    {
      'content-type': fc.constantFrom(
        'application/json',
        'application/json',
        'application/json',
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'multipart/form-data; boundary=x',
        'video/webm',
        'application/x-www-form-urlencoded',
      ),
      authorization: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...tokensFor(path)).map((token) => `Bearer ${token}`) },
        { weight: 1, arbitrary: fc.constantFrom(...world.tokens).map((token) => `Bearer ${token}`) },
        { weight: 1, arbitrary: headerText.map((value) => `Bearer ${value}`) },
        { weight: 1, arbitrary: headerText },
      ),
      cookie: fc.oneof(
        fc.constantFrom(...world.tokens).map((token) => `parley-access=${token}; parley-refresh=${token}`),
        headerText,
      ),
      'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none'),
      origin: fc.constantFrom(ORIGIN, 'https://evil.example', 'null'),
      range: fc.oneof(
        fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=5-1', 'bytes=99999999999999999999-'),
        headerText,
      ),
      'user-agent': headerText,
      'content-encoding': fc.constantFrom('gzip', 'br', 'identity'),
      [PEER_ADDRESS_HEADER]: fc.constantFrom('198.18.200.1', '198.18.200.2', '2001:db8::1', 'garbage'),
    },
    { requiredKeys: ['content-type', 'authorization'] },
  );

const QUERY_NAMES = [
  'batch',
  'testId',
  'segment',
  'startedAt',
  'language_id',
  'lang',
  'page',
  'userID',
  'projectKey',
  'token',
  'filter',
];
const query = () =>
  fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), text), fc.oneof(text, fc.constantFrom(...world.ids))), {
    maxLength: 4,
  });

function paramsFor(path: string): fc.Arbitrary<Record<string, string | string[]>> {
  const names = [...path.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((match) => [match[2]!, Boolean(match[1])] as const);
  const value = fc.oneof(
    text,
    fc.constantFrom(...world.ids),
    fc.constantFrom('%ff', '..', '1 or 1=1', '-1', '99999999999999999999'),
  );
  return fc.record(
    Object.fromEntries(
      names.map(([name, many]) => [name, many ? fc.array(value, { minLength: 1, maxLength: 3 }) : value]),
    ),
  );
}

function urlFor(path: string, params: Record<string, string | string[]>, search: [string, string][]): string {
  const segment = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return 'x'; // a lone surrogate has no URL form; the handler still gets it as a parameter
    }
  };
  const filled = path.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_whole, name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value.map(segment).join('/') : segment(value ?? '');
  });
  const pairs = search.map(([name, value]) => `${segment(name)}=${segment(value)}`).join('&');
  return `${ORIGIN}${filled}${pairs ? `?${pairs}` : ''}`;
}

function requestOf(
  method: FuzzMethod,
  url: string,
  headerValues: Record<string, string>,
  body: string | Uint8Array | undefined,
): Request | null {
  try {
    const sendsBody = method !== 'GET' && body !== undefined;
    return new Request(url, {
      method,
      headers: headerValues,
      ...(sendsBody ? { body: typeof body === 'string' ? body : Buffer.from(body) } : {}),
    });
  } catch {
    return null; // a header or URL no client could send
  }
}

describe(`fuzzing every /api and /ingest endpoint on ${ENGINE}: never a 5xx, never a change to data the fuzzer does not own`, () => {
  test('the target list names each endpoint once, every route handler under app/api and app/ingest, and each has a handler', () => {
    expect(new Set(FUZZ_TARGETS.map((target) => target.path)).size).toBe(FUZZ_TARGETS.length);
    // A new route is fuzzed from the day it lands: the list must name every route.ts there is.
    const routes = ['api', 'ingest'].flatMap((root) =>
      (fs.readdirSync(path.join(process.cwd(), 'app', root), { recursive: true }) as string[])
        .filter((file) => path.basename(file) === 'route.ts')
        .map((file) => `/${root}/${path.dirname(file)}`.replace(/\/\.$/, '').split(path.sep).join('/')),
    );
    expect(FUZZ_TARGETS.map((target) => target.path).sort()).toEqual(routes.sort());
    for (const target of FUZZ_TARGETS) expect(FUZZ_METHODS.some((method) => target.module[method])).toBe(true);
  });

  test('the check of data the fuzzer does not own sees rows added against the victim, which no row of theirs changes, and not the fuzzer’s own', async () => {
    const db = database.db();
    const [member, , ownVisit] = world.owned as [string, string, string];
    const before = await allRows();
    // The fuzzer's own: a new sign-in of its member, a signal of its own visit in the shared test.
    await tokenFor({ id: member, username: 'fuzzer' });
    await db
      .insert(usabilityTestSignals)
      .values({ sessionId: ownVisit, testId: world.testId, status: 'begin', at: Date.now() });
    expect(rowsInsertedAgainstOthers(before, await allRows())).toEqual([]);
    // Against the victim: a vote on their question and an activity in their panel (by the fuzzer's own member), a
    // signal of their recorded visit.
    await db.insert(questionVotes).values({ questionId: world.victim.questionId, userId: member });
    await db.insert(userActivities).values({
      userId: world.victim.userId,
      actorId: member,
      kind: 'vote_question',
      questionId: world.victim.questionId,
    });
    await db
      .insert(usabilityTestSignals)
      .values({ sessionId: world.victim.visit, testId: world.testId, status: 'begin', at: Date.now() });
    const after = await allRows();
    expect(changedRows(before, after)).toEqual([]);
    expect(rowsInsertedAgainstOthers(before, after)).toEqual([
      expect.stringMatching(new RegExp(`^questionVotes .* names questions\\.id=${world.victim.questionId}$`)),
      expect.stringMatching(
        new RegExp(
          `^userActivities .* names users\\.id=${world.victim.userId}, questions\\.id=${world.victim.questionId}$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^usabilityTestSignals .* names recordingSessions\\.id=${world.victim.visit}$`)),
    ]);
  });

  test.each(FUZZ_TARGETS.map((target) => [target.path, target] as const))('%s', async (path, target) => {
    const before = await allRows();
    const statuses = new Map<number, number>();
    let skipped = 0;
    for (const method of FUZZ_METHODS) {
      const handler = target.module[method];
      if (!handler) continue;
      // The methods a route refuses all go through one 405 handler: fewer runs there.
      const refusing =
        (await handler(new Request(`${ORIGIN}/`, { method }), { params: Promise.resolve({}) })).status === 405;
      await fc.assert(
        fc.asyncProperty(
          paramsFor(path),
          query(),
          headers(path),
          bodyFor(target),
          async (params, search, headerValues, body) => {
            const request = requestOf(
              method,
              urlFor(path, params, search),
              headerValues as Record<string, string>,
              body,
            );
            if (!request) {
              skipped += 1;
              return;
            }
            const response = await handler(request, { params: Promise.resolve(params) });
            const bytes = new Uint8Array(await response.arrayBuffer());
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const shown = () =>
              `${method} ${request.url} answered ${response.status}: ${new TextDecoder().decode(bytes).slice(0, 300)}`;
            if (response.status >= 500) throw new Error(shown());
            // Every refusal is the usual JSON {error}.
            if (response.status >= 400) {
              let parsed: { error?: unknown } = {};
              try {
                parsed = JSON.parse(new TextDecoder().decode(bytes)) as { error?: unknown };
              } catch {
                // reported below
              }
              if (typeof parsed.error !== 'string') throw new Error(`without {error}: ${shown()}`);
            }
          },
        ),
        {
          numRuns: refusing ? Math.ceil(RUNS / 10) : RUNS,
          ...(SEED !== undefined ? { seed: SEED } : {}),
          endOnFailure: true,
        },
      );
    }
    if (process.env.FUZZ_VERBOSE) console.log(path, Object.fromEntries(statuses), { skipped });
    // Most generated requests were sent (a few are no valid HTTP request at all).
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(5 * skipped);
    await expectOthersUntouched(before);
  });

  test('raw addresses as a client writes them (malformed escapes, NUL, lone surrogates, dot segments) through the server’s guard and the ingest’s own node:http handler: never a 5xx', async () => {
    // A visitor's real session token: what any page of the site gets from `start`, so the handlers get past the token.
    const project = await createProject(database.db());
    const started = await send(ingestRoutes.start.POST, startRequest(startBody(project.publicKey)));
    const token = String(started.body.token);
    world.owned.push(String(started.body.sessionID)); // the fuzzer's own visit: its token is the one sent
    const before = await allRows();
    const piece = fc.constantFrom(
      '%',
      '%f',
      '%ff',
      '%e0%a4',
      '%00',
      '%ed%a0%80',
      'f',
      '0',
      '/',
      '..',
      '.',
      'é',
      '\u0000',
      '\ud800',
      '?',
      '&',
      '=',
      'a',
      '%2f',
      '%25',
    );
    const raw = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
    const templates = [
      '/ingest/v1/web/conditions/',
      '/ingest/v1/web/i?batch=',
      '/ingest/v1/web/tags?',
      '/ingest/v1/web/start?',
      '/ingest/v1/web/images/',
      '/api/readuseractivity/',
      '/articles/',
      '/user/',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...templates),
        raw,
        fc.constantFrom('GET', 'POST', 'TRACE', 'PUT'),
        async (template, tail, method) => {
          const url = template + tail;
          const early = refuseBeforeRouting(method, url, { host: 'localhost' });
          if (early) {
            expect(early.status).toBeLessThan(500);
            expect(typeof JSON.parse(early.body).error).toBe('string');
          }
          // The handler on its own too: a process may serve it without that guard in front.
          let parsed: URL;
          try {
            parsed = new URL(url, 'http://ingest.invalid');
          } catch {
            return; // not a request line node:http would take
          }
          const reply = await serveIngestCall({
            method,
            pathname: parsed.pathname,
            search: parsed.searchParams,
            headers: new Headers({ authorization: `Bearer ${token}` }),
            clientAddress: '203.0.113.9',
            body: async () => new Uint8Array(0),
          });
          if (reply && reply.status >= 500)
            throw new Error(`${method} ${url} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
        },
      ),
      { numRuns: RUNS * 4, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
    );
    await expectOthersUntouched(before);
  });
});

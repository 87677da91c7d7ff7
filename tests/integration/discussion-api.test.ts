import { count, eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { ORIGIN, send, type Handler } from './support/api';
import { ask, createGroupRow, createMember, tokenFor, type Member } from './support/discussion';
import * as filtersRoute from '@/app/api/filters/route';
import * as readActivityRoute from '@/app/api/readuseractivity/[id]/route';
import * as activitiesRoute from '@/app/api/useractivities/route';
import * as viewerRoute from '@/app/api/questions/[question]/viewer/route';
import {
  answerQuestion,
  BUG_REPORTS_PER_ADDRESS,
  BUG_WHAT_MIN_LENGTH,
  CATEGORY_IDS,
  fileBugReport,
  filterList,
  hasUnreadActivities,
  listActivities,
  markActivitiesRead,
  parseChosenFilters,
  vote,
  type ActivityItem,
  type Filter,
} from '@/lib/discussion';
import { PLAIN_HTTP_ACCESS_COOKIE } from '@/lib/auth/session-cookies';
import { bugReports, questions, userActivities } from '@/lib/db/schema';
import { LANGUAGES } from '@/lib/i18n/languages';

const database = setupTestDatabase();

const get = (path: string, headers: Record<string, string> = {}) => new Request(`${ORIGIN}${path}`, { headers });
const withBearer = (path: string, token: string) => get(path, { authorization: `Bearer ${token}` });
const withCookie = (path: string, token: string, headers: Record<string, string> = {}) =>
  get(path, { cookie: `${PLAIN_HTTP_ACCESS_COOKIE}=${token}`, ...headers });

async function list<T>(handler: Handler, request: Request): Promise<{ status: number; items: T }> {
  const answer = await send(handler, request);
  return { status: answer.status, items: answer.body as unknown as T };
}

describe(`GET /api/filters on ${ENGINE}`, () => {
  test.each(LANGUAGES.flatMap((l) => [l.backend_code, l.frontend_code]))(
    'language_id=%s answers sort, category and group',
    async (code) => {
      await createGroupRow(database.db(), { slug: 'night-owls', name: "Night Owls' Questions" });
      const { status, items } = await list<Filter[]>(filtersRoute.GET, get(`/api/filters?language_id=${code}`));
      expect(status).toBe(200);
      expect(items.map((f) => f.key)).toEqual(['sort', 'category', 'group']);
      expect(items[0]?.options.map((o) => o.value)).toEqual(['newest', 'votes', 'unanswered']);
      expect(items[1]?.options.map((o) => o.value)).toEqual(CATEGORY_IDS);
      expect(items[2]?.options).toEqual([{ value: 'night-owls', label: "Night Owls' Questions" }]);
    },
  );

  test('labels are in the asked-for language', async () => {
    const label = async (code: string) =>
      (await list<Filter[]>(filtersRoute.GET, get(`/api/filters?language_id=${code}`))).items;
    const [original, de, fa, es] = await Promise.all(['none', 'de', 'fa', 'es'].map(label));
    expect(original?.[0]).toMatchObject({
      label: 'Sort',
      options: [{ label: 'Newest' }, { label: 'Most votes' }, { label: 'Unanswered' }],
    });
    expect(de?.[1]?.label).toBe('Kategorie');
    expect(de?.[1]?.options[0]).toEqual({ value: 'connection-and-loneliness', label: 'Verbundenheit & Einsamkeit' });
    expect(fa?.[2]?.label).toBe('گروه');
    expect(fa?.[1]?.options[0]?.label).toBe('پیوند و تنهایی');
    expect(es?.[0]?.options[0]?.label).toBe('Más recientes');
  });

  test('an unknown language_id responds with 400 {error}; none at all means Original', async () => {
    const bad = await send(filtersRoute.GET, get('/api/filters?language_id=xx'));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^language_id: must be one of/);
    const missing = await list<Filter[]>(filtersRoute.GET, get('/api/filters'));
    expect(missing.items[0]?.label).toBe('Sort');
  });

  test('other methods respond with 405, and the route is dynamic on Node', async () => {
    expect((await send(filtersRoute.POST, new Request(`${ORIGIN}/api/filters`, { method: 'POST' }))).status).toBe(405);
    for (const route of [filtersRoute, activitiesRoute, readActivityRoute]) {
      expect(route.dynamic).toBe('force-dynamic');
      expect(route.runtime).toBe('nodejs');
    }
  });

  test('filterList matches what the route answers', async () => {
    expect((await filterList('de'))[0]?.label).toBe('Sortierung');
  });
});

describe('parseChosenFilters', () => {
  test('keeps known keys with known values from objects, search params and JSON', () => {
    expect(
      parseChosenFilters({ sort: 'votes', category: 'family-and-parenting', group: 'night-owls', extra: 'x' }),
    ).toEqual({
      sort: 'votes',
      category: 'family-and-parenting',
      group: 'night-owls',
    });
    expect(parseChosenFilters(new URLSearchParams('sort=unanswered&category=nope'))).toEqual({ sort: 'unanswered' });
    expect(parseChosenFilters('{"category":"trending-topics"}')).toEqual({ category: 'trending-topics' });
    expect(parseChosenFilters({ sort: ['votes', 'newest'] })).toEqual({ sort: 'votes' });
  });

  test.each([
    [null],
    [undefined],
    [42],
    ['{not json'],
    [[1, 2]],
    [{ sort: 'random' }],
    [{ group: 'Bad Slug!' }],
    [{ category: { $ne: 1 } }],
  ])('never throws, and drops what it does not know: %p', (input) => {
    expect(() => parseChosenFilters(input)).not.toThrow();
    expect(parseChosenFilters(input)).toEqual({});
  });
});

/** Mina asks in a group; Omid (a member) is told; Lena answers and upvotes; nobody hears of their own actions. */
async function scene(): Promise<{ mina: Member; omid: Member; lena: Member; slug: string }> {
  const [mina, omid, lena] = [
    await createMember(database.db()),
    await createMember(database.db()),
    await createMember(database.db()),
  ];
  await createGroupRow(database.db(), { slug: 'night-owls', name: "Night Owls' Questions", members: [mina, omid] });
  const t = Date.now();
  const slug = await ask(mina, { title: 'What keeps you awake at night?', group: 'night-owls' }, new Date(t - 3000));
  const answer = await answerQuestion(lena.id, slug, { body: 'Unsaid things.' }, { now: new Date(t - 2000) });
  if (!answer.ok) throw new Error('answer failed');
  const [question] = await database.db().select({ id: questions.id }).from(questions).where(eq(questions.slug, slug));
  await vote(lena.id, { kind: 'question', id: question!.id }, { now: new Date(t - 1000) });
  await vote(mina.id, { kind: 'answer', id: answer.answerId }, { now: new Date(t) });
  return { mina, omid, lena, slug };
}

describe(`GET /api/useractivities on ${ENGINE}`, () => {
  test('answers the caller’s activities, newest first, with who, what, where (down to the answer) and when', async () => {
    const { mina, omid, lena, slug } = await scene();
    const { status, items } = await list<ActivityItem[]>(
      activitiesRoute.GET,
      withBearer('/api/useractivities', await tokenFor(mina)),
    );
    expect(status).toBe(200);
    expect(items).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        read: false,
        actor: lena.username,
        kind: 'vote_question',
        question: { slug, title: 'What keeps you awake at night?' },
        createdAt: expect.any(String),
      },
      {
        id: expect.stringMatching(/^\d+$/),
        read: false,
        actor: lena.username,
        kind: 'answer',
        question: { slug, title: 'What keeps you awake at night?' },
        answerId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        createdAt: expect.any(String),
      },
    ]);
    expect(new Date(items[0]!.createdAt).getTime()).toBeGreaterThan(new Date(items[1]!.createdAt).getTime());
    const omids = (
      await list<ActivityItem[]>(activitiesRoute.GET, withBearer('/api/useractivities', await tokenFor(omid)))
    ).items;
    expect(omids).toEqual([
      expect.objectContaining({
        kind: 'group_question',
        actor: mina.username,
        group: { slug: 'night-owls', name: "Night Owls' Questions" },
      }),
    ]);
    const lenas = (
      await list<ActivityItem[]>(activitiesRoute.GET, withBearer('/api/useractivities', await tokenFor(lena)))
    ).items;
    expect(lenas.map((i) => i.kind)).toEqual(['vote_answer']);
    expect(lenas[0]!.answerId).toBe(items[1]!.answerId);
  });

  test('works with the session cookie too, and responds with 401 without a session or with a bad token', async () => {
    const { mina } = await scene();
    const viaCookie = await list<ActivityItem[]>(
      activitiesRoute.GET,
      withCookie('/api/useractivities', await tokenFor(mina)),
    );
    expect(viaCookie.items).toHaveLength(2);
    expect((await send(activitiesRoute.GET, get('/api/useractivities'))).status).toBe(401);
    expect((await send(activitiesRoute.GET, withBearer('/api/useractivities', 'not.a.token'))).status).toBe(401);
  });

  test('a member with no activity gets an empty list', async () => {
    const quiet = await createMember(database.db());
    expect(
      (await list<ActivityItem[]>(activitiesRoute.GET, withBearer('/api/useractivities', await tokenFor(quiet)))).items,
    ).toEqual([]);
  });
});

describe(`GET /api/questions/{slug}/viewer on ${ENGINE}`, () => {
  test('each member gets their own side of a question page: upvotes, reports, own posts; never cached', async () => {
    const [asker, reader] = [await createMember(database.db()), await createMember(database.db())];
    const slug = await ask(asker, { body: 'The *first* words.' });
    const answered = await answerQuestion(reader.id, slug, { body: 'An answer of mine.' });
    if (!answered.ok) throw new Error(JSON.stringify(answered));
    const [question] = await database.db().select({ id: questions.id }).from(questions).where(eq(questions.slug, slug));
    await vote(reader.id, { kind: 'question', id: question!.id });
    const path = `/api/questions/${slug}/viewer`;

    const asReader = await send(viewerRoute.GET, withCookie(path, await tokenFor(reader)), { question: slug });
    expect(asReader).toMatchObject({
      status: 200,
      body: {
        upvoted: [question!.id],
        reported: [],
        own: { question: null, answers: { [answered.answerId]: 'An answer of mine.' } },
      },
    });
    expect(asReader.headers.get('cache-control')).toBe('no-store');
    const asAsker = await send(viewerRoute.GET, withBearer(path, await tokenFor(asker)), { question: slug });
    expect(asAsker).toMatchObject({
      status: 200,
      body: { upvoted: [], reported: [], own: { question: { body: 'The *first* words.' }, answers: {} } },
    });
  });

  test('no session is 401; an unknown or malformed question is 404', async () => {
    const member = await createMember(database.db());
    expect((await send(viewerRoute.GET, get('/api/questions/x/viewer'), { question: 'x' })).status).toBe(401);
    for (const slug of ['no-such-question-at-all', "x' or 1=1", '']) {
      expect(
        (
          await send(
            viewerRoute.GET,
            withBearer(`/api/questions/${encodeURIComponent(slug)}/viewer`, await tokenFor(member)),
            { question: slug },
          )
        ).status,
      ).toBe(404);
    }
  });
});

describe(`GET /api/readuseractivity/{id} on ${ENGINE}`, () => {
  test('the first item’s id marks every activity of the caller as read, and the indicator goes off', async () => {
    const { mina, omid } = await scene();
    const token = await tokenFor(mina);
    const before = (await list<ActivityItem[]>(activitiesRoute.GET, withBearer('/api/useractivities', token))).items;
    expect(await hasUnreadActivities(mina.id)).toBe(true);
    const answer = await send(readActivityRoute.GET, withBearer(`/api/readuseractivity/${before[0]!.id}`, token), {
      id: before[0]!.id,
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const after = (await list<ActivityItem[]>(activitiesRoute.GET, withBearer('/api/useractivities', token))).items;
    expect(after.map((i) => i.read)).toEqual([true, true]);
    expect(await hasUnreadActivities(mina.id)).toBe(false);
    expect(await hasUnreadActivities(omid.id)).toBe(true);
  });

  test('an older item’s id marks that one and the older ones only', async () => {
    const { mina } = await scene();
    const items = await listActivities(mina.id);
    expect(await markActivitiesRead(mina.id, items[1]!.id)).toEqual({ ok: true });
    expect((await listActivities(mina.id)).map((i) => i.read)).toEqual([false, true]);
  });

  test('another member’s activity id, an unknown id and a malformed id respond with 404 and change nothing', async () => {
    const { mina, omid } = await scene();
    const omidsItem = (await listActivities(omid.id))[0]!;
    const token = await tokenFor(mina);
    for (const id of [omidsItem.id, '999999', 'abc', '1%20or%201=1', '-1', '0']) {
      const answer = await send(readActivityRoute.GET, withBearer(`/api/readuseractivity/${id}`, token), {
        id: decodeURIComponent(id),
      });
      expect(answer.status).toBe(404);
    }
    const [unread] = await database
      .db()
      .select({ n: count() })
      .from(userActivities)
      .where(eq(userActivities.userId, omid.id));
    expect(unread?.n).toBe(1);
    expect(await hasUnreadActivities(omid.id)).toBe(true);
    expect(await hasUnreadActivities(mina.id)).toBe(true);
  });

  test('a GET changes state only with a bearer token: a cookie-only GET (a recorded or planted <img>) marks nothing read', async () => {
    const { mina } = await scene();
    const token = await tokenFor(mina);
    const first = (await listActivities(mina.id))[0]!;
    const path = `/api/readuseractivity/${first.id}`;
    for (const site of ['same-origin', 'same-site', 'cross-site', 'none']) {
      const answer = await send(readActivityRoute.GET, withCookie(path, token, { 'sec-fetch-site': site }), {
        id: first.id,
      });
      expect(answer.status).toBe(401);
      expect(String(answer.body.error)).toMatch(/Bearer/);
    }
    expect(await hasUnreadActivities(mina.id)).toBe(true);
  });

  test('the site’s own pages mark activities read with a POST and the session cookies, from their own origin only', async () => {
    const { mina } = await scene();
    const token = await tokenFor(mina);
    const first = (await listActivities(mina.id))[0]!;
    const path = `/api/readuseractivity/${first.id}`;
    const post = (headers: Record<string, string>) =>
      new Request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { cookie: `${PLAIN_HTTP_ACCESS_COOKIE}=${token}`, ...headers },
      });
    expect(
      (await send(readActivityRoute.POST, post({ 'sec-fetch-site': 'cross-site' }), { id: first.id })).status,
    ).toBe(403);
    expect((await send(readActivityRoute.POST, post({ 'sec-fetch-site': 'same-site' }), { id: first.id })).status).toBe(
      403,
    );
    expect(await hasUnreadActivities(mina.id)).toBe(true);
    expect(
      await send(readActivityRoute.POST, post({ 'sec-fetch-site': 'same-origin' }), { id: first.id }),
    ).toMatchObject({ status: 200, body: { ok: true } });
    expect(await hasUnreadActivities(mina.id)).toBe(false);
  });

  test('without a session it responds with 401', async () => {
    expect((await send(readActivityRoute.GET, get('/api/readuseractivity/1'), { id: '1' })).status).toBe(401);
  });
});

describe(`bug reports on ${ENGINE}`, () => {
  const valid = {
    what: 'The answer form lost my text after an error.',
    page: '/question/abc',
    clientAddress: '198.51.100.4',
  };

  test('a valid report is stored with its page, optional email (lower-cased) and reporter', async () => {
    const member = await createMember(database.db());
    const result = await fileBugReport({ ...valid, email: ' Reader@Example.ORG ', userId: member.id });
    expect(result).toEqual({ ok: true, id: expect.any(String) });
    const [stored] = await database.db().select().from(bugReports);
    expect(stored).toMatchObject({
      what: valid.what,
      page: '/question/abc',
      email: 'reader@example.org',
      userId: member.id,
      clientAddress: '198.51.100.4',
    });
  });

  test.each([
    ['a missing description', { what: undefined }, 'what', 'required'],
    ['a description shorter than the minimum', { what: 'x'.repeat(BUG_WHAT_MIN_LENGTH - 1) }, 'what', 'too_short'],
    ['a malformed email', { email: 'not an email' }, 'email', 'invalid'],
    ['a page that is not text', { page: 42 }, 'page', 'invalid'],
  ])('%s is refused with a field message and nothing is stored', async (_name, override, field, code) => {
    const result = await fileBugReport({ ...valid, ...override });
    expect(result).toMatchObject({ ok: false, field, code });
    const [row] = await database.db().select({ n: count() }).from(bugReports);
    expect(row?.n).toBe(0);
  });

  test(`an address may file ${BUG_REPORTS_PER_ADDRESS} reports per hour; others are not affected`, async () => {
    const start = new Date('2031-02-02T10:00:00Z');
    for (let i = 0; i < BUG_REPORTS_PER_ADDRESS; i += 1) {
      expect((await fileBugReport(valid, { now: new Date(start.getTime() + i * 60_000) })).ok).toBe(true);
    }
    const refused = await fileBugReport(valid, { now: new Date(start.getTime() + 10 * 60_000) });
    expect(refused).toMatchObject({
      ok: false,
      code: 'limited',
      limit: BUG_REPORTS_PER_ADDRESS,
      retryAfterSeconds: 50 * 60,
    });
    expect(
      (
        await fileBugReport(
          { ...valid, clientAddress: '198.51.100.5' },
          { now: new Date(start.getTime() + 10 * 60_000) },
        )
      ).ok,
    ).toBe(true);
    expect((await fileBugReport(valid, { now: new Date(start.getTime() + 60 * 60_000 + 1) })).ok).toBe(true);
  });

  test(`parallel reports cannot slip past the limit: of ${3 * BUG_REPORTS_PER_ADDRESS} at once, ${BUG_REPORTS_PER_ADDRESS} are stored`, async () => {
    const results = await Promise.all(Array.from({ length: 3 * BUG_REPORTS_PER_ADDRESS }, () => fileBugReport(valid)));
    expect(results.filter((r) => r.ok)).toHaveLength(BUG_REPORTS_PER_ADDRESS);
    expect(results.filter((r) => !r.ok && r.code === 'limited')).toHaveLength(2 * BUG_REPORTS_PER_ADDRESS);
    const [row] = await database.db().select({ n: count() }).from(bugReports);
    expect(row?.n).toBe(BUG_REPORTS_PER_ADDRESS);
  });

  test('an invalid report does not count towards the limit', async () => {
    for (let i = 0; i < BUG_REPORTS_PER_ADDRESS + 2; i += 1) await fileBugReport({ ...valid, what: 'short' });
    expect((await fileBugReport(valid)).ok).toBe(true);
  });
});

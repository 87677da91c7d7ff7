import { eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { ask, createGroupRow, createMember, groupIdOf as groupIdIn, type Member } from './support/discussion';
import {
  answerQuestion,
  FEED_GROUP_BOOST_MS,
  getGroup,
  getProfile,
  decodeFeedView,
  encodeFeedView,
  feedBoostGroups,
  feedBoostOf,
  feedViewFor,
  KEPT_FEED_PAGES,
  getQuestion,
  questionViewerState,
  listQuestions,
  PAGE_SIZE,
  PROFILE_ITEMS,
  randomQuestions,
  searchQuestions,
  vote,
} from '@/lib/discussion';
import { countQueries } from '@/lib/db/query-count';
import { checkSession } from '@/lib/auth';
import { startSession } from '@/lib/auth/session-store';
import { answers, answerTranslations, questions, questionTranslations } from '@/lib/db/schema';

const database = setupTestDatabase();
const groupIdOf = (slug: string) => groupIdIn(database.db(), slug);

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2031-06-15T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

async function idOf(slug: string): Promise<string> {
  const [row] = await database.db().select({ id: questions.id }).from(questions).where(eq(questions.slug, slug));
  if (!row) throw new Error('no question');
  return row.id;
}

/** `n` questions one minute apart, the last one newest. */
async function askMany(member: Member, n: number, start = daysAgo(3)): Promise<string[]> {
  const slugs: string[] = [];
  for (let i = 0; i < n; i += 1)
    slugs.push(
      await ask(member, { title: `Numbered question ${i} for the list` }, new Date(start.getTime() + i * 60_000)),
    );
  return slugs;
}

describe(`pagination on ${ENGINE}`, () => {
  test('pages hold PAGE_SIZE questions, newest first, with the total and the page count', async () => {
    const mina = await createMember(database.db());
    const slugs = await askMany(mina, PAGE_SIZE + 3);
    const first = await listQuestions({ lang: 'original', filters: {}, page: 1, scope: 'all' });
    expect(first).toMatchObject({ total: PAGE_SIZE + 3, page: 1, pages: 2 });
    expect(first?.items).toHaveLength(PAGE_SIZE);
    expect(first?.items[0]?.slug).toBe(slugs.at(-1));
    const second = await listQuestions({ lang: 'original', filters: {}, page: 2, scope: 'all' });
    expect(second?.items.map((q) => q.slug)).toEqual(slugs.slice(0, 3).reverse());
  });

  test('a page past the last, page 0, a negative or a fractional page answer null', async () => {
    const mina = await createMember(database.db());
    await askMany(mina, 2);
    for (const page of [2, 0, -1, 1.5, Number.NaN]) {
      expect(await listQuestions({ lang: 'original', filters: {}, page, scope: 'all' })).toBeNull();
    }
  });

  test('page 1 of an empty list exists and is empty', async () => {
    expect(await listQuestions({ lang: 'original', filters: {}, page: 1, scope: 'all' })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pages: 1,
    });
  });
});

describe(`filters on ${ENGINE}`, () => {
  test('category, group and sort filters narrow and order the list', async () => {
    const [a, b, c] = [
      await createMember(database.db()),
      await createMember(database.db()),
      await createMember(database.db()),
    ];
    await createGroupRow(database.db(), { slug: 'night-owls', name: "Night Owls' Questions", members: [a] });
    const family = await ask(a, { category: 'family-and-parenting' }, daysAgo(3));
    const owls = await ask(a, { group: 'night-owls' }, daysAgo(2));
    const popular = await ask(b, {}, daysAgo(1));
    await vote(c.id, { kind: 'question', id: await idOf(popular) });
    await vote(a.id, { kind: 'question', id: await idOf(popular) });
    await vote(c.id, { kind: 'question', id: await idOf(family) });
    await answerQuestion(c.id, owls, { body: 'an answer' });

    const slugs = async (filters: Record<string, string>) =>
      (await listQuestions({ lang: 'original', filters, page: 1, scope: 'all' }))?.items.map((q) => q.slug);
    expect(await slugs({ category: 'family-and-parenting' })).toEqual([family]);
    expect(await slugs({ group: 'night-owls' })).toEqual([owls]);
    expect(await slugs({ group: 'unknown-group' })).toEqual([]);
    expect(await slugs({ sort: 'votes' })).toEqual([popular, family, owls]);
    expect(await slugs({ sort: 'unanswered' })).toEqual([popular, family]);
    expect(await slugs({ sort: 'newest' })).toEqual([popular, owls, family]);
    const owlsSummary = (
      await listQuestions({ lang: 'original', filters: { group: 'night-owls' }, page: 1, scope: 'all' })
    )?.items[0];
    expect(owlsSummary).toMatchObject({ group: { slug: 'night-owls', name: "Night Owls' Questions" }, answerCount: 1 });
  });

  test('random questions honour the filters, and never return more than asked', async () => {
    const a = await createMember(database.db());
    await askMany(a, 6);
    const family = await ask(a, { category: 'family-and-parenting' });
    expect(
      (await randomQuestions({ lang: 'original', filters: { category: 'family-and-parenting' }, count: 5 })).map(
        (q) => q.slug,
      ),
    ).toEqual([family]);
    expect(await randomQuestions({ lang: 'original', filters: {}, count: 3 })).toHaveLength(3);
  });

  test('random questions are a fresh set each call', async () => {
    const a = await createMember(database.db());
    await askMany(a, 30);
    const sets = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      sets.add((await randomQuestions({ lang: 'original', filters: {}, count: 5 })).map((q) => q.slug).join(','));
    }
    expect(sets.size).toBeGreaterThan(1);
  });
});

describe(`the home feed on ${ENGINE}`, () => {
  test("recent questions from the viewer's groups come first, then everyone's newest first", async () => {
    const [viewer, other] = [await createMember(database.db()), await createMember(database.db())];
    await createGroupRow(database.db(), { slug: 'parents-who-listen', members: [viewer, other] });
    const oldGroupQuestion = await ask(
      other,
      { group: 'parents-who-listen' },
      new Date(NOW.getTime() - FEED_GROUP_BOOST_MS - DAY),
    );
    const recentGroupQuestion = await ask(other, { group: 'parents-who-listen' }, daysAgo(3));
    const newest = await ask(other, {}, daysAgo(1));
    const middle = await ask(other, {}, daysAgo(2));
    const boost = await feedBoostGroups(viewer.id, { now: NOW });
    expect(boost).toEqual([await groupIdOf('parents-who-listen')]);
    const feed = await listQuestions(
      { lang: 'original', filters: {}, page: 1, boostGroupIds: boost, scope: 'feed' },
      { now: NOW },
    );
    expect(feed?.items.map((q) => q.slug)).toEqual([recentGroupQuestion, newest, middle, oldGroupQuestion]);
    // A member of no group with recent questions has nothing to boost: the same feed as everyone's.
    expect(await feedBoostGroups(viewer.id, { now: new Date(NOW.getTime() + FEED_GROUP_BOOST_MS) })).toEqual([]);
    const anonymous = await listQuestions({ lang: 'original', filters: {}, page: 1, scope: 'feed' }, { now: NOW });
    expect(anonymous?.items.map((q) => q.slug)).toEqual([newest, middle, recentGroupQuestion, oldGroupQuestion]);
  });
});

describe(`the kept home feed's views on ${ENGINE}`, () => {
  test('a view is one canonical path segment: what it names round-trips, anything else names nothing', () => {
    const view = {
      filters: { sort: 'votes' as const, category: 'family-and-parenting' as const },
      page: 2,
      boost: ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001'],
      welcome: false,
      ask: true,
    };
    const segment = encodeFeedView(view);
    expect(segment).toMatch(/^[\w-]+$/);
    expect(decodeFeedView(segment)).toEqual({ ...view, boost: [...view.boost].sort() });
    // The same view written another way (ids in another order) is the same segment: one kept page per view.
    expect(encodeFeedView({ ...view, boost: [...view.boost].reverse() })).toBe(segment);
    const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [
      'not-base64-json',
      raw({ s: null, c: null, g: null, p: KEPT_FEED_PAGES + 1, b: [], w: false, a: false }),
      raw({ s: 'oldest', c: null, g: null, p: 1, b: [], w: false, a: false }),
      raw({ s: null, c: null, g: '../x', p: 1, b: [], w: false, a: false }),
      raw({ s: null, c: null, g: null, p: 1, b: ['not-a-uuid'], w: false, a: false }),
      raw({ w: false, s: null, c: null, g: null, p: 1, b: [], a: false }),
    ]) {
      expect(decodeFeedView(bad)).toBeNull();
    }
  });

  test('a member’s /home address names a kept view, except searches, later pages and unknown groups (per request)', async () => {
    const viewer = await createMember(database.db());
    await createGroupRow(database.db(), { slug: 'night-owls', members: [viewer] });
    await ask(viewer, { group: 'night-owls' });
    const view = (query: string) => feedViewFor(viewer.id, new URLSearchParams(query));
    expect(await view('lang=de&sort=votes&page=3&ask=open')).toEqual({
      filters: { sort: 'votes' },
      page: 3,
      boost: [await groupIdOf('night-owls')],
      welcome: false,
      ask: true,
    });
    expect(await view('welcome=new&group=night-owls')).toMatchObject({
      filters: { group: 'night-owls' },
      page: 1,
      welcome: true,
      ask: false,
    });
    // Filters the list ignores are not part of the view.
    expect(await view('category=no-such-category')).toMatchObject({ filters: {} });
    for (const query of ['q=listening', `page=${KEPT_FEED_PAGES + 1}`, 'page=0', 'page=x', 'group=no-such-group'])
      expect(await view(query)).toBeNull();
    const { queries } = await countQueries(() => view('group=night-owls&page=2'));
    expect(queries).toBe(2);
  });

  /** The boost as the proxy reads it, at the test's clock. */
  const boostAt = (now: Date) => ({
    select: (userId: Parameters<typeof feedBoostOf>[0]) => feedBoostOf(userId, { now }),
  });

  test("a member's home view costs one statement: the boost is read with the session check, the same as on its own", async () => {
    const [viewer, other, loner] = [
      await createMember(database.db()),
      await createMember(database.db()),
      await createMember(database.db()),
    ];
    await createGroupRow(database.db(), { slug: 'quiet-talkers', members: [viewer, other] });
    await createGroupRow(database.db(), { slug: 'early-birds', members: [viewer] });
    await createGroupRow(database.db(), { slug: 'stale-circle', members: [viewer] });
    await ask(other, { group: 'quiet-talkers' }, daysAgo(1));
    await ask(other, { group: 'quiet-talkers' }, daysAgo(2));
    await ask(viewer, { group: 'early-birds' }, daysAgo(3));
    await ask(viewer, { group: 'stale-circle' }, new Date(NOW.getTime() - FEED_GROUP_BOOST_MS - DAY));
    for (const member of [viewer, loner]) {
      const { tokens } = await startSession(member.id, { now: NOW });
      const { result: session, queries } = await countQueries(() =>
        checkSession({ access: tokens.token }, { now: NOW }, boostAt(NOW)),
      );
      expect(queries).toBe(1);
      expect(session).toMatchObject({ status: 'valid', user: { id: member.id } });
      const boost = session.status === 'valid' ? session.also : undefined;
      expect(boost).toEqual(await feedBoostGroups(member.id, { now: NOW }));
      // And the view built from it is the view feedViewFor reads itself, with no further statement.
      const { result: view, queries: more } = await countQueries(() =>
        feedViewFor(member.id, new URLSearchParams('sort=votes'), { now: NOW }, boost),
      );
      expect(more).toBe(0);
      expect(view).toEqual(await feedViewFor(member.id, new URLSearchParams('sort=votes'), { now: NOW }));
    }
    const { tokens } = await startSession(viewer.id, { now: NOW });
    const session = await checkSession({ access: tokens.token }, { now: NOW }, boostAt(NOW));
    expect(session.status === 'valid' && session.also).toEqual(
      [await groupIdOf('early-birds'), await groupIdOf('quiet-talkers')].sort(),
    );
  });

  test('a member of no group with recent questions sees the same kept feed as every such member', async () => {
    const [a, b] = [await createMember(database.db()), await createMember(database.db())];
    const [viewA, viewB] = await Promise.all([
      feedViewFor(a.id, new URLSearchParams()),
      feedViewFor(b.id, new URLSearchParams()),
    ]);
    expect(encodeFeedView(viewA!)).toBe(encodeFeedView(viewB!));
  });
});

describe(`translations and the fallback note on ${ENGINE}`, () => {
  async function translated(): Promise<{ slug: string; answerId: string }> {
    const [a, b] = [await createMember(database.db()), await createMember(database.db())];
    const slug = await ask(a, {
      title: 'What makes a silence comfortable?',
      body: 'Some silences feel safe.',
      language: 'en',
    });
    const questionId = await idOf(slug);
    await database.db().insert(questionTranslations).values({
      questionId,
      lang: 'de',
      title: 'Was macht eine Stille angenehm?',
      body: 'Manche Stille fühlt sich sicher an.',
      bodyHtml: '<p>Manche Stille fühlt sich sicher an.</p>',
    });
    const answer = await answerQuestion(b.id, slug, { body: 'When nobody needs to fill it.', language: 'en' });
    if (!answer.ok) throw new Error('answer failed');
    await database.db().insert(answerTranslations).values({
      answerId: answer.answerId,
      lang: 'de',
      body: 'Wenn niemand sie füllen muss.',
      bodyHtml: '<p>Wenn niemand sie füllen muss.</p>',
    });
    return { slug, answerId: answer.answerId };
  }

  test('"original" shows the post as written, without a note', async () => {
    const { slug } = await translated();
    expect(await getQuestion(slug, { lang: 'original' })).toMatchObject({
      title: 'What makes a silence comfortable?',
      contentLang: 'en',
      isFallback: false,
    });
  });

  test('a language with a stored translation shows it, question and answer alike', async () => {
    const { slug } = await translated();
    const question = await getQuestion(slug, { lang: 'de' });
    expect(question).toMatchObject({
      title: 'Was macht eine Stille angenehm?',
      bodyHtml: '<p>Manche Stille fühlt sich sicher an.</p>',
      excerpt: 'Manche Stille fühlt sich sicher an.',
      contentLang: 'de',
      isFallback: false,
    });
    expect(question?.answers[0]).toMatchObject({
      bodyHtml: '<p>Wenn niemand sie füllen muss.</p>',
      contentLang: 'de',
      isFallback: false,
    });
    const listed = (await listQuestions({ lang: 'de', filters: {}, page: 1, scope: 'all' }))?.items[0];
    expect(listed).toMatchObject({ title: 'Was macht eine Stille angenehm?', contentLang: 'de', isFallback: false });
  });

  test('a language without one shows the original with isFallback; Enhanced English counts as its own edition', async () => {
    const { slug } = await translated();
    expect(await getQuestion(slug, { lang: 'fa' })).toMatchObject({
      title: 'What makes a silence comfortable?',
      contentLang: 'en',
      isFallback: true,
    });
    expect(await getQuestion(slug, { lang: 'en' })).toMatchObject({ contentLang: 'en', isFallback: true });
    const a = await createMember(database.db());
    const german = await ask(a, { title: 'Worüber sprichst du nie?', language: 'de' });
    expect(await getQuestion(german, { lang: 'de' })).toMatchObject({ contentLang: 'de', isFallback: false });
  });
});

describe(`full-text search on ${ENGINE}`, () => {
  test('finds questions by words of the title or body, titles ranked above bodies', async () => {
    const a = await createMember(database.db());
    const inBody = await ask(
      a,
      { title: 'A question about evenings at home', body: 'Sometimes I feel loneliness at dinner.' },
      daysAgo(1),
    );
    const inTitle = await ask(
      a,
      { title: 'How do you speak about loneliness?', body: 'With friends, I mean.' },
      daysAgo(2),
    );
    await ask(a, { title: 'Something else entirely here', body: 'Nothing to see.' });
    const found = await searchQuestions({ lang: 'original', q: 'loneliness', page: 1 });
    expect(found?.items.map((q) => q.slug)).toEqual([inTitle, inBody]);
    expect(found?.total).toBe(2);
  });

  test('finds German, Persian and Spanish words, and words of stored translations', async () => {
    const a = await createMember(database.db());
    const german = await ask(a, { title: 'Wann hast du zuletzt geweint?', body: 'Ehrlich gesagt.', language: 'de' });
    const persian = await ask(a, { title: 'آخرین گفتگوی عمیق تو کی بود؟', body: 'با دوستان قدیمی', language: 'fa' });
    const spanish = await ask(a, { title: '¿Qué conversación te cambió la vida?', body: 'Cuéntame.', language: 'es' });
    const english = await ask(a, { title: 'Who taught you to apologise well?', body: 'A parent, a friend?' });
    await database
      .db()
      .insert(questionTranslations)
      .values({
        questionId: await idOf(english),
        lang: 'es',
        title: '¿Quién te enseñó a disculparte bien?',
        body: 'Un padre, un amigo?',
        bodyHtml: '<p>Un padre, un amigo?</p>',
      });
    const search = async (q: string) =>
      (await searchQuestions({ lang: 'original', q, page: 1 }))?.items.map((x) => x.slug);
    expect(await search('geweint')).toEqual([german]);
    expect(await search('گفتگوی')).toEqual([persian]);
    expect(await search('conversación')).toEqual([spanish]);
    expect(await search('disculparte')).toEqual([english]);
  });

  test('Persian compounds match with or without the zero-width non-joiner (گفتگو = گفت‌وگو), in titles, bodies and translations', async () => {
    const a = await createMember(database.db());
    const joined = await ask(a, { title: 'از یک گفت‌وگوی خوب چه می‌خواهی؟', body: 'بنویس', language: 'fa' });
    const plain = await ask(a, { title: 'پرسشی دربارهٔ دوستی قدیمی', body: 'یک گفتگوی کوتاه', language: 'fa' });
    const english = await ask(a, { title: 'What makes a talk feel safe to you?', body: 'Honestly.' });
    await database
      .db()
      .insert(questionTranslations)
      .values({
        questionId: await idOf(english),
        lang: 'fa',
        title: 'چه چیزی یک گفت‌وگوی دیگر را امن می‌کند؟',
        body: 'صادقانه',
        bodyHtml: '<p>صادقانه</p>',
      });
    const search = async (q: string) =>
      new Set((await searchQuestions({ lang: 'fa', q, page: 1 }))?.items.map((x) => x.slug));
    expect(await search('گفتگوی')).toEqual(new Set([joined, plain, english]));
    expect(await search('گفت‌وگوی')).toEqual(new Set([joined, plain, english]));
  });

  test('phrases, exclusions and odd input never fail; an empty query finds nothing', async () => {
    const a = await createMember(database.db());
    const kept = await ask(a, { title: 'Talking with my father about money', body: 'hard' });
    await ask(a, { title: 'Talking with my mother about money', body: 'hard' });
    expect((await searchQuestions({ lang: 'original', q: '"my father"', page: 1 }))?.items.map((q) => q.slug)).toEqual([
      kept,
    ]);
    expect(
      (await searchQuestions({ lang: 'original', q: 'money -mother', page: 1 }))?.items.map((q) => q.slug),
    ).toEqual([kept]);
    for (const q of ["'; drop table questions; --", '&&&|||!!!', '((((', '\u0000', 'x'.repeat(5000)]) {
      expect(await searchQuestions({ lang: 'original', q, page: 1 })).toMatchObject({ page: 1 });
    }
    expect(await searchQuestions({ lang: 'original', q: '   ', page: 1 })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pages: 1,
    });
    expect(await searchQuestions({ lang: 'original', q: 'money', page: 2 })).toBeNull();
  });
});

describe(`profiles on ${ENGINE}`, () => {
  test('a profile has the join date, newest questions and answers, and groups; the username is case-insensitive', async () => {
    const joined = new Date('2030-01-02T03:04:05Z');
    const [mina, other] = [
      await createMember(database.db(), { username: 'Mina_K', createdAt: joined }),
      await createMember(database.db()),
    ];
    await createGroupRow(database.db(), { slug: 'night-owls', name: "Night Owls' Questions", members: [mina] });
    const otherSlug = await ask(other, { title: 'Where do you feel most yourself?' });
    await answerQuestion(mina.id, otherSlug, { body: 'On long walks, **alone**.' });
    const own = await askMany(mina, PROFILE_ITEMS + 2);
    const profile = await getProfile('mina_k', { lang: 'original' });
    expect(profile).toMatchObject({
      username: 'Mina_K',
      joinedAt: joined,
      groups: [{ slug: 'night-owls', name: "Night Owls' Questions" }],
    });
    expect(profile?.questions).toHaveLength(PROFILE_ITEMS);
    expect(profile?.questions[0]?.slug).toBe(own.at(-1));
    expect(profile?.answers).toEqual([
      {
        questionSlug: otherSlug,
        questionTitle: 'Where do you feel most yourself?',
        excerpt: 'On long walks, alone.',
        createdAt: expect.any(Date),
        score: 0,
      },
    ]);
  });

  test('an unknown member has no profile', async () => {
    expect(await getProfile('nobody-here', { lang: 'original' })).toBeNull();
    expect(await getProfile('', { lang: 'original' })).toBeNull();
  });
});

describe(`a constant number of queries per call on ${ENGINE} (no N+1)`, () => {
  async function questionWithAnswers(n: number): Promise<string> {
    const asker = await createMember(database.db());
    const helpers = await Promise.all(Array.from({ length: Math.min(n, 5) }, () => createMember(database.db())));
    const slug = await ask(asker);
    for (let i = 0; i < n; i += 1) await answerQuestion(helpers[i % helpers.length]!.id, slug, { body: `answer ${i}` });
    return slug;
  }

  test('getQuestion and a member’s questionViewerState make the same number of queries for 1 answer and for 25', async () => {
    const few = await questionWithAnswers(1);
    const many = await questionWithAnswers(25);
    const viewer = await createMember(database.db());
    const counts = [];
    for (const slug of [few, many]) {
      const shared = await countQueries(() => getQuestion(slug, { lang: 'de' }));
      const own = await countQueries(() => questionViewerState(slug, viewer.id));
      expect(shared.result).not.toBeNull();
      expect(own.result).not.toBeNull();
      counts.push([shared.queries, own.queries]);
    }
    expect(counts).toEqual([
      [2, 2],
      [2, 2],
    ]);
    const [answerCount] = await database.db().select({ id: answers.id }).from(answers).limit(1);
    expect(answerCount).toBeDefined();
  });

  test('listQuestions and randomQuestions make one query whether there are 2 questions or 45', async () => {
    const a = await createMember(database.db());
    await createGroupRow(database.db(), { slug: 'night-owls', members: [a] });
    const groupId = await groupIdOf('night-owls');
    await askMany(a, 2);
    const small = [
      (
        await countQueries(() =>
          listQuestions({ lang: 'fa', filters: {}, page: 1, boostGroupIds: [groupId], scope: 'feed' }),
        )
      ).queries,
      (await countQueries(() => randomQuestions({ lang: 'fa', filters: {}, count: 10 }))).queries,
      (await countQueries(() => searchQuestions({ lang: 'fa', q: 'question', page: 1 }))).queries,
    ];
    await askMany(a, 43);
    for (let i = 0; i < 5; i += 1) await ask(a, { group: 'night-owls' });
    const large = [
      (
        await countQueries(() =>
          listQuestions({ lang: 'fa', filters: {}, page: 1, boostGroupIds: [groupId], scope: 'feed' }),
        )
      ).queries,
      (await countQueries(() => randomQuestions({ lang: 'fa', filters: {}, count: 10 }))).queries,
      (await countQueries(() => searchQuestions({ lang: 'fa', q: 'question', page: 1 }))).queries,
    ];
    expect(small).toEqual([1, 1, 1]);
    expect(large).toEqual(small);
  });

  test('getGroup makes two queries and getProfile four, however much the member or group holds', async () => {
    const a = await createMember(database.db(), { username: 'counted_member' });
    await createGroupRow(database.db(), { slug: 'night-owls', members: [a] });
    const measure = async () => [
      (await countQueries(() => getGroup('night-owls', { lang: 'de', viewerId: a.id, page: 1 }))).queries,
      (await countQueries(() => getProfile('counted_member', { lang: 'de' }))).queries,
    ];
    const before = await measure();
    for (let i = 0; i < 8; i += 1) await ask(a, { group: 'night-owls' });
    expect(before).toEqual([2, 4]);
    expect(await measure()).toEqual([2, 4]);
  });

  test('countQueries counts only the statements of the call it wraps', async () => {
    const a = await createMember(database.db());
    const slug = await ask(a);
    const [inner, outside] = await Promise.all([
      countQueries(() => getQuestion(slug, { lang: 'original' })),
      (async () => {
        for (let i = 0; i < 5; i += 1) await getQuestion(slug, { lang: 'original' });
      })(),
    ]);
    expect(outside).toBeUndefined();
    expect(inner.queries).toBe(2);
    expect(inner.statements.every((s) => /^select/i.test(s))).toBe(true);
  });
});

import { and, count, eq } from 'drizzle-orm';
import { ENGINE, setupTestDatabase } from './support/database';
import { countQueries } from '@/lib/db/query-count';
import { ask, createGroupRow, createMember, groupIdOf, type Member } from './support/discussion';
import {
  answerQuestion,
  askQuestion,
  createGroup,
  editAnswer,
  editGroup,
  editQuestion,
  getGroup,
  getQuestion,
  questionExists,
  questionViewerState,
  joinGroup,
  leaveGroup,
  NEW_ACCOUNT_ANSWERS_PER_HOUR,
  NEW_ACCOUNT_QUESTIONS_PER_HOUR,
  report,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  vote,
} from '@/lib/discussion';
import {
  answers,
  discussionReports,
  groupMembers,
  questions,
  questionTranslations,
  questionVotes,
  userActivities,
} from '@/lib/db/schema';

const database = setupTestDatabase();

const VALID = {
  title: 'What do you wish someone had asked you this year?',
  body: 'I keep thinking about the questions nobody asks.',
  category: 'deep-communication',
  language: 'en',
};

async function answerIdOf(member: Member, slug: string, body = 'Here is what I think about it.'): Promise<string> {
  const result = await answerQuestion(member.id, slug, { body });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.answerId;
}

async function questionIdOf(slug: string): Promise<string> {
  const [row] = await database.db().select({ id: questions.id }).from(questions).where(eq(questions.slug, slug));
  if (!row) throw new Error('no question');
  return row.id;
}

describe(`asking questions on ${ENGINE}`, () => {
  test('a valid question is stored with its language, category and rendered body, under a readable slug', async () => {
    const mina = await createMember(database.db());
    const result = await askQuestion(mina.id, { ...VALID, body: 'Some **bold** thought.' });
    expect(result).toEqual({
      ok: true,
      slug: expect.stringMatching(/^what-do-you-wish-someone-had-asked-you-this-year-[a-z0-9]{6}$/),
    });
    if (!result.ok) return;
    const question = await getQuestion(result.slug, { lang: 'original' });
    expect(question).toMatchObject({
      title: VALID.title,
      contentLang: 'en',
      isFallback: false,
      category: 'deep-communication',
      author: { username: mina.username },
      score: 0,
      answerCount: 0,
      edited: false,
      bodyHtml: '<p>Some <strong>bold</strong> thought.</p>',
    });
  });

  test('two questions with the same title get two different slugs', async () => {
    const mina = await createMember(database.db());
    const first = await ask(mina, { title: VALID.title });
    const second = await ask(mina, { title: VALID.title });
    expect(first).not.toBe(second);
  });

  test('a Persian title gets an ASCII slug all the same', async () => {
    const omid = await createMember(database.db());
    const slug = await ask(omid, { title: 'آخرین باری که واقعاً شنیده شدی کی بود؟', language: 'fa' });
    expect(slug).toMatch(/^question-[a-z0-9]{6}$/);
    expect((await getQuestion(slug, { lang: 'original' }))?.contentLang).toBe('fa');
  });

  test.each([
    ['a missing title', { title: undefined }, 'title', 'required'],
    ['a blank title', { title: '    ' }, 'title', 'required'],
    ['a title shorter than the minimum', { title: 'Why?' }, 'title', 'too_short'],
    ['a title longer than the maximum', { title: 'x'.repeat(TITLE_MAX_LENGTH + 1) }, 'title', 'too_long'],
    ['an empty body', { body: '' }, 'body', 'required'],
    ['an unknown category', { category: 'gardening' }, 'category', 'invalid'],
    ['an unknown language', { language: 'klingon' }, 'language', 'invalid'],
    ['"original" as a content language', { language: 'original' }, 'language', 'invalid'],
    ['a group that does not exist', { group: 'no-such-group' }, 'group', 'invalid'],
    ['a group that is not a slug', { group: '../../etc' }, 'group', 'invalid'],
  ])('%s is refused with a field message and nothing is stored', async (_name, override, field, code) => {
    const mina = await createMember(database.db());
    const result = await askQuestion(mina.id, { ...VALID, ...override } as never);
    expect(result).toMatchObject({ ok: false, field, code, error: expect.stringMatching(new RegExp(`^${field}: `)) });
    const [row] = await database.db().select({ n: count() }).from(questions);
    expect(row?.n).toBe(0);
  });

  test('the title limits are counted in characters after trimming, and the message names the limit', async () => {
    const mina = await createMember(database.db());
    const short = await askQuestion(mina.id, { ...VALID, title: `  ${'ö'.repeat(TITLE_MIN_LENGTH - 1)}  ` });
    expect(short).toEqual({
      ok: false,
      field: 'title',
      code: 'too_short',
      limit: TITLE_MIN_LENGTH,
      error: `title: must be at least ${TITLE_MIN_LENGTH} characters`,
    });
    expect((await askQuestion(mina.id, { ...VALID, title: 'ö'.repeat(TITLE_MIN_LENGTH) })).ok).toBe(true);
  });

  test('NUL characters, which PostgreSQL text cannot hold, are removed instead of failing the request', async () => {
    const mina = await createMember(database.db());
    const result = await askQuestion(mina.id, { ...VALID, title: `${VALID.title}\u0000`, body: 'a\u0000b' });
    expect(result.ok).toBe(true);
    if (result.ok) expect((await getQuestion(result.slug, { lang: 'original' }))?.bodyHtml).toBe('<p>ab</p>');
  });

  test('asking in a group joins the asker to it', async () => {
    const mina = await createMember(database.db());
    const groupId = await createGroupRow(database.db(), { slug: 'night-owls' });
    const slug = await ask(mina, { group: 'night-owls' });
    expect((await getQuestion(slug, { lang: 'original' }))?.group).toEqual({ slug: 'night-owls', name: 'night-owls' });
    const membership = await database
      .db()
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, mina.id)));
    expect(membership).toHaveLength(1);
  });
});

describe(`new-account limits on ${ENGINE}`, () => {
  const joined = new Date('2031-03-01T08:00:00Z');
  const minutes = (n: number) => new Date(joined.getTime() + n * 60_000);

  test(`an account younger than a day may ask ${NEW_ACCOUNT_QUESTIONS_PER_HOUR} questions per hour, then waits for the oldest to leave the hour`, async () => {
    const fresh = await createMember(database.db(), { createdAt: joined });
    for (let i = 0; i < NEW_ACCOUNT_QUESTIONS_PER_HOUR; i += 1) await ask(fresh, {}, minutes(10 + i));
    const refused = await askQuestion(fresh.id, VALID, { now: minutes(30) });
    // The first question (minute 10) leaves the window at minute 70: 40 minutes from minute 30.
    expect(refused).toMatchObject({
      ok: false,
      code: 'limited',
      limit: NEW_ACCOUNT_QUESTIONS_PER_HOUR,
      retryAfterSeconds: 40 * 60,
    });
    expect((await askQuestion(fresh.id, VALID, { now: minutes(70) })).ok).toBe(true);
  });

  test('the limit ends when the account is a day old', async () => {
    const fresh = await createMember(database.db(), { createdAt: joined });
    const dayLater = new Date(joined.getTime() + 24 * 60 * 60 * 1000);
    for (let i = 0; i < NEW_ACCOUNT_QUESTIONS_PER_HOUR; i += 1)
      await ask(fresh, {}, new Date(dayLater.getTime() - 60_000 + i));
    expect((await askQuestion(fresh.id, VALID, { now: new Date(dayLater.getTime() - 1000) })).ok).toBe(false);
    expect((await askQuestion(fresh.id, VALID, { now: dayLater })).ok).toBe(true);
  });

  test(`an account younger than a day may give ${NEW_ACCOUNT_ANSWERS_PER_HOUR} answers per hour`, async () => {
    const asker = await createMember(database.db());
    const slug = await ask(asker);
    const fresh = await createMember(database.db(), { createdAt: joined });
    for (let i = 0; i < NEW_ACCOUNT_ANSWERS_PER_HOUR; i += 1) {
      expect((await answerQuestion(fresh.id, slug, { body: `answer ${i}` }, { now: minutes(5 + i) })).ok).toBe(true);
    }
    const refused = await answerQuestion(fresh.id, slug, { body: 'one more' }, { now: minutes(30) });
    expect(refused).toMatchObject({
      ok: false,
      code: 'limited',
      limit: NEW_ACCOUNT_ANSWERS_PER_HOUR,
      retryAfterSeconds: 35 * 60,
    });
    expect((await getQuestion(slug, { lang: 'original' }))?.answerCount).toBe(NEW_ACCOUNT_ANSWERS_PER_HOUR);
  });

  test('an old account is never limited', async () => {
    const old = await createMember(database.db());
    const now = new Date();
    for (let i = 0; i <= NEW_ACCOUNT_QUESTIONS_PER_HOUR; i += 1) await ask(old, {}, new Date(now.getTime() + i));
  });

  test('questions sent at the same moment by a new account are counted one after the other', async () => {
    const fresh = await createMember(database.db(), { createdAt: joined });
    const results = await Promise.all(
      Array.from({ length: NEW_ACCOUNT_QUESTIONS_PER_HOUR + 3 }, () =>
        askQuestion(fresh.id, VALID, { now: minutes(5) }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(NEW_ACCOUNT_QUESTIONS_PER_HOUR);
  });
});

describe(`answering on ${ENGINE}`, () => {
  test('an answer is stored, counted on its question and shown on the question page', async () => {
    const [asker, helper] = [await createMember(database.db()), await createMember(database.db(), { language: 'de' })];
    const slug = await ask(asker);
    const result = await answerQuestion(helper.id, slug, { body: 'Ein *leiser* Gedanke.' });
    expect(result).toEqual({ ok: true, answerId: expect.any(String) });
    const question = await getQuestion(slug, { lang: 'original' });
    expect(question?.answerCount).toBe(1);
    expect(question?.answers).toEqual([
      expect.objectContaining({
        author: { username: helper.username },
        bodyHtml: '<p>Ein <em>leiser</em> Gedanke.</p>',
        contentLang: 'de',
      }),
    ]);
  });

  test('an answer to an unknown question is refused', async () => {
    const helper = await createMember(database.db());
    expect(await answerQuestion(helper.id, 'no-such-question-abcdef', { body: 'hello' })).toMatchObject({
      ok: false,
      field: 'question',
    });
    expect(await answerQuestion(helper.id, '%%%', { body: 'hello' })).toMatchObject({ ok: false, field: 'question' });
  });

  test('an empty answer is refused', async () => {
    const [asker, helper] = [await createMember(database.db()), await createMember(database.db())];
    const slug = await ask(asker);
    expect(await answerQuestion(helper.id, slug, { body: '  \n ' })).toMatchObject({
      ok: false,
      field: 'body',
      code: 'required',
    });
  });

  test('answers are ordered by votes, then by time', async () => {
    const [asker, a, b, c, voter] = await Promise.all([1, 2, 3, 4, 5].map(() => createMember(database.db())));
    const slug = await ask(asker!);
    const t = Date.now();
    const first = await answerQuestion(a!.id, slug, { body: 'first' }, { now: new Date(t + 1000) });
    const second = await answerQuestion(b!.id, slug, { body: 'second' }, { now: new Date(t + 2000) });
    const third = await answerQuestion(c!.id, slug, { body: 'third' }, { now: new Date(t + 3000) });
    if (!first.ok || !second.ok || !third.ok) throw new Error('answers failed');
    await vote(voter!.id, { kind: 'answer', id: third.answerId });
    const order = (await getQuestion(slug, { lang: 'original' }))?.answers.map((x) => x.id);
    expect(order).toEqual([third.answerId, first.answerId, second.answerId]);
  });
});

describe(`editing on ${ENGINE}`, () => {
  test('the author edits their question: new text, the edited mark, and the stale translations are gone', async () => {
    const mina = await createMember(database.db());
    const slug = await ask(mina);
    const questionId = await questionIdOf(slug);
    await database
      .db()
      .insert(questionTranslations)
      .values({ questionId, lang: 'de', title: 'Alt', body: 'alt', bodyHtml: '<p>alt</p>' });
    const when = new Date('2031-05-05T05:05:05Z');
    expect(
      await editQuestion(
        mina.id,
        slug,
        { title: 'A better title for my question', body: 'New *words*.' },
        { now: when },
      ),
    ).toEqual({ ok: true });
    const question = await getQuestion(slug, { lang: 'de' });
    expect(question).toMatchObject({
      title: 'A better title for my question',
      bodyHtml: '<p>New <em>words</em>.</p>',
      edited: true,
      editedAt: when,
      isFallback: true,
    });
    expect((await questionViewerState(slug, mina.id))?.own.question).toEqual({
      title: 'A better title for my question',
      body: 'New *words*.',
    });
  });

  test('an author reading a translation edits the original: the edit form starts from its title and markdown', async () => {
    const mina = await createMember(database.db());
    const slug = await ask(mina, {
      title: 'What do you never say out loud?',
      body: 'The *original* words.',
      language: 'en',
    });
    const questionId = await questionIdOf(slug);
    await database.db().insert(questionTranslations).values({
      questionId,
      lang: 'de',
      title: 'Was sagst du nie laut?',
      body: 'Die *übersetzten* Worte.',
      bodyHtml: '<p>Die <em>übersetzten</em> Worte.</p>',
    });
    const question = await getQuestion(slug, { lang: 'de' });
    expect(question).toMatchObject({ title: 'Was sagst du nie laut?', isFallback: false });
    expect((await questionViewerState(slug, mina.id))?.own.question).toEqual({
      title: 'What do you never say out loud?',
      body: 'The *original* words.',
    });
  });

  test('nobody else may edit a question (forbidden), and it stays as it was', async () => {
    const [mina, omid] = [await createMember(database.db()), await createMember(database.db())];
    const slug = await ask(mina, { title: 'The original title stays put' });
    expect(await editQuestion(omid.id, slug, { title: 'Hijacked title for sure', body: 'x' })).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    expect((await getQuestion(slug, { lang: 'original' }))?.title).toBe('The original title stays put');
  });

  test('editing an unknown question is not_found and invalid text is refused with the field and its code', async () => {
    const mina = await createMember(database.db());
    expect(await editQuestion(mina.id, 'nothing-here-aaaaaa', { title: 'Long enough title', body: 'x' })).toMatchObject(
      { ok: false, code: 'not_found' },
    );
    const slug = await ask(mina);
    expect(await editQuestion(mina.id, slug, { title: 'short', body: 'x' })).toMatchObject({
      ok: false,
      code: 'too_short',
      field: 'title',
    });
  });

  test('the author edits their answer; others are forbidden; unknown or malformed ids are not_found', async () => {
    const [asker, helper] = [await createMember(database.db()), await createMember(database.db())];
    const slug = await ask(asker);
    const answerId = await answerIdOf(helper, slug, 'first words');
    expect(await editAnswer(asker.id, answerId, { body: 'not mine' })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await editAnswer(helper.id, answerId, { body: 'better words' })).toEqual({ ok: true, questionSlug: slug });
    expect(await editAnswer(helper.id, '00000000-0000-4000-8000-000000000000', { body: 'x' })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(await editAnswer(helper.id, 'not-a-uuid', { body: 'x' })).toMatchObject({ ok: false, code: 'not_found' });
    const answer = (await getQuestion(slug, { lang: 'original' }))?.answers[0];
    expect(answer).toMatchObject({ bodyHtml: '<p>better words</p>', edited: true });
    expect((await questionViewerState(slug, helper.id))?.own.answers).toEqual({ [answerId]: 'better words' });
  });

  test('only the author gets their posts as their own, with the markdown for the edit form; the page itself holds none', async () => {
    const [asker, helper] = [await createMember(database.db()), await createMember(database.db())];
    const slug = await ask(asker, { body: 'My *markdown*' });
    const answerId = await answerIdOf(helper, slug, 'Their *answer*');
    expect(await questionViewerState(slug, asker.id)).toEqual({
      upvoted: [],
      reported: [],
      own: { question: { title: expect.any(String), body: 'My *markdown*' }, answers: {} },
    });
    expect((await questionViewerState(slug, helper.id))?.own).toEqual({
      question: null,
      answers: { [answerId]: 'Their *answer*' },
    });
    // What every reader gets, kept and shared: no markdown source, no author ids, nothing of a viewer.
    const shared = JSON.stringify(await getQuestion(slug, { lang: 'original' }));
    expect(shared).not.toContain('My *markdown*');
    expect(shared).not.toContain('Their *answer*');
    expect(shared).not.toContain(asker.id);
    expect(shared).not.toContain(helper.id);
  });

  test('questionExists answers for stored questions only, and remembers those it has seen (one statement, then none)', async () => {
    const asker = await createMember(database.db());
    const slug = await ask(asker);
    expect(await countQueries(() => questionExists(slug))).toMatchObject({ result: true, queries: 1 });
    expect(await countQueries(() => questionExists(slug))).toMatchObject({ result: true, queries: 0 });
    expect(await countQueries(() => questionExists('made-up-question-zz99zz'))).toMatchObject({
      result: false,
      queries: 1,
    });
    expect(await countQueries(() => questionExists('made-up-question-zz99zz'))).toMatchObject({
      result: false,
      queries: 1,
    });
    expect(await countQueries(() => questionExists('../studio'))).toMatchObject({ result: false, queries: 0 });
  });

  test('a viewer state needs a known question and a member id', async () => {
    const asker = await createMember(database.db());
    const slug = await ask(asker);
    expect(await questionViewerState('no-such-question-here', asker.id)).toBeNull();
    expect(await questionViewerState(slug, 'not-a-uuid')).toBeNull();
  });
});

describe(`votes on ${ENGINE}`, () => {
  test('an upvote counts once: a second vote by the same member is a no-op that answers the same score', async () => {
    const [asker, voter] = [await createMember(database.db()), await createMember(database.db())];
    const slug = await ask(asker);
    const id = await questionIdOf(slug);
    expect(await vote(voter.id, { kind: 'question', id })).toEqual({
      ok: true,
      score: 1,
      voted: true,
      questionSlug: slug,
    });
    expect(await vote(voter.id, { kind: 'question', id })).toEqual({
      ok: true,
      score: 1,
      voted: true,
      questionSlug: slug,
    });
    const [row] = await database.db().select({ n: count() }).from(questionVotes);
    expect(row?.n).toBe(1);
    expect(await getQuestion(slug, { lang: 'original' })).toMatchObject({ score: 1 });
    expect((await questionViewerState(slug, voter.id))?.upvoted).toEqual([id]);
    expect((await questionViewerState(slug, asker.id))?.upvoted).toEqual([]);
  });

  test('votes sent at the same moment by one member still count once', async () => {
    const [asker, voter] = [await createMember(database.db()), await createMember(database.db())];
    const id = await questionIdOf(await ask(asker));
    await Promise.all([1, 2, 3, 4].map(() => vote(voter.id, { kind: 'question', id })));
    const [question] = await database
      .db()
      .select({ score: questions.score })
      .from(questions)
      .where(eq(questions.id, id));
    expect(question?.score).toBe(1);
  });

  test('different members each add a vote', async () => {
    const [asker, a, b] = [
      await createMember(database.db()),
      await createMember(database.db()),
      await createMember(database.db()),
    ];
    const slug = await ask(asker);
    const answerId = await answerIdOf(asker, slug);
    expect(await vote(a.id, { kind: 'answer', id: answerId })).toEqual({
      ok: true,
      score: 1,
      voted: true,
      questionSlug: slug,
    });
    expect(await vote(b.id, { kind: 'answer', id: answerId })).toEqual({
      ok: true,
      score: 2,
      voted: true,
      questionSlug: slug,
    });
  });

  test('a member takes an upvote back: the score goes down, a repeated retraction changes nothing', async () => {
    const [asker, helper, voter] = [
      await createMember(database.db()),
      await createMember(database.db()),
      await createMember(database.db()),
    ];
    const slug = await ask(asker);
    const id = await questionIdOf(slug);
    const answerId = await answerIdOf(helper, slug);
    await vote(voter.id, { kind: 'question', id });
    await vote(voter.id, { kind: 'answer', id: answerId });
    expect(await vote(voter.id, { kind: 'question', id, up: false })).toEqual({
      ok: true,
      score: 0,
      voted: false,
      questionSlug: slug,
    });
    expect(await vote(voter.id, { kind: 'question', id, up: false })).toEqual({
      ok: true,
      score: 0,
      voted: false,
      questionSlug: slug,
    });
    expect(await vote(voter.id, { kind: 'answer', id: answerId, up: false })).toEqual({
      ok: true,
      score: 0,
      voted: false,
      questionSlug: slug,
    });
    expect(await getQuestion(slug, { lang: 'original' })).toMatchObject({ score: 0 });
    expect((await questionViewerState(slug, voter.id))?.upvoted).toEqual([]);
    const [votes] = await database.db().select({ n: count() }).from(questionVotes);
    expect(votes?.n).toBe(0);
    // Taking back a vote never given is a no-op too.
    expect(await vote(helper.id, { kind: 'question', id, up: false })).toEqual({
      ok: true,
      score: 0,
      voted: false,
      questionSlug: slug,
    });
  });

  test('a vote taken back and given again notifies the author once', async () => {
    const [asker, helper, voter] = [
      await createMember(database.db()),
      await createMember(database.db()),
      await createMember(database.db()),
    ];
    const slug = await ask(asker);
    const id = await questionIdOf(slug);
    const answerId = await answerIdOf(helper, slug);
    for (const up of [true, false, true, false, true]) {
      await vote(voter.id, { kind: 'question', id, up });
      await vote(voter.id, { kind: 'answer', id: answerId, up });
    }
    expect(await vote(voter.id, { kind: 'question', id })).toEqual({
      ok: true,
      score: 1,
      voted: true,
      questionSlug: slug,
    });
    const told = await database
      .db()
      .select({ kind: userActivities.kind, userId: userActivities.userId })
      .from(userActivities)
      .where(eq(userActivities.actorId, voter.id));
    expect(told.sort((x, y) => x.kind.localeCompare(y.kind))).toEqual([
      { kind: 'vote_answer', userId: helper.id },
      { kind: 'vote_question', userId: asker.id },
    ]);
  });

  test('nobody may vote on their own question or answer (own_post)', async () => {
    const [asker, helper] = [await createMember(database.db()), await createMember(database.db())];
    const slug = await ask(asker);
    const answerId = await answerIdOf(helper, slug);
    expect(await vote(asker.id, { kind: 'question', id: await questionIdOf(slug) })).toMatchObject({
      ok: false,
      code: 'own_post',
    });
    expect(await vote(helper.id, { kind: 'answer', id: answerId })).toMatchObject({ ok: false, code: 'own_post' });
    const [answer] = await database.db().select({ score: answers.score }).from(answers);
    expect(answer?.score).toBe(0);
  });

  test('a vote on an unknown or malformed id is not_found; an unknown kind is invalid', async () => {
    const voter = await createMember(database.db());
    expect(await vote(voter.id, { kind: 'question', id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(await vote(voter.id, { kind: 'answer', id: "1' or 1=1" })).toMatchObject({ ok: false, code: 'not_found' });
    expect(
      await vote(voter.id, { kind: 'comment' as never, id: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe(`answer order on ${ENGINE}`, () => {
  test('answers come best first by default, or newest first when asked', async () => {
    const [asker, a, b, voter] = [
      await createMember(database.db()),
      await createMember(database.db()),
      await createMember(database.db()),
      await createMember(database.db()),
    ];
    const slug = await ask(asker);
    const answered = async (member: Member, at: number) => {
      const result = await answerQuestion(
        member.id,
        slug,
        { body: 'Here is what I think about it.' },
        { now: new Date(Date.now() + at) },
      );
      if (!result.ok) throw new Error(JSON.stringify(result));
      return result.answerId;
    };
    const older = await answered(a, 0);
    const newer = await answered(b, 1000);
    await vote(voter.id, { kind: 'answer', id: older });
    expect((await getQuestion(slug, { lang: 'original' }))?.answers.map((x) => x.id)).toEqual([older, newer]);
    expect((await getQuestion(slug, { lang: 'original', answerSort: 'newest' }))?.answers.map((x) => x.id)).toEqual([
      newer,
      older,
    ]);
  });
});

describe(`reports on ${ENGINE}`, () => {
  test('a report of a question or an answer is stored as open; reporting the same post again is refused (already_done)', async () => {
    const [asker, reporter] = [await createMember(database.db()), await createMember(database.db())];
    const slug = await ask(asker);
    const answerId = await answerIdOf(asker, slug);
    const questionId = await questionIdOf(slug);
    expect(await report(reporter.id, { kind: 'question', id: questionId, reason: 'Spam link' })).toEqual({ ok: true });
    expect(await report(reporter.id, { kind: 'question', id: questionId, reason: 'Spam link again' })).toMatchObject({
      ok: false,
      code: 'already_done',
    });
    expect(await report(reporter.id, { kind: 'answer', id: answerId, reason: 'Rude' })).toEqual({ ok: true });
    const rows = await database.db().select().from(discussionReports);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.status)).toEqual(['open', 'open']);
    expect(rows.find((r) => r.answerId === answerId)?.reason).toBe('Rude');
    expect(rows.find((r) => r.questionId === questionId)?.reason).toBe('Spam link');
    expect((await questionViewerState(slug, reporter.id))?.reported.sort()).toEqual([questionId, answerId].sort());
    expect((await questionViewerState(slug, asker.id))?.reported).toEqual([]);
  });

  test('a report without a reason is refused (required); of an unknown post not_found', async () => {
    const [asker, reporter] = [await createMember(database.db()), await createMember(database.db())];
    const questionId = await questionIdOf(await ask(asker));
    expect(await report(reporter.id, { kind: 'question', id: questionId, reason: ' ' })).toMatchObject({
      ok: false,
      code: 'required',
      field: 'reason',
    });
    expect(await report(reporter.id, { kind: 'answer', id: questionId, reason: 'x' })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  });
});

describe(`groups on ${ENGINE}`, () => {
  test('join and leave change the member count; doing either twice changes nothing', async () => {
    const [a, b] = [await createMember(database.db()), await createMember(database.db())];
    await createGroupRow(database.db(), { slug: 'parents-who-listen', members: [a] });
    expect(await joinGroup(b.id, 'parents-who-listen')).toEqual({ ok: true, memberCount: 2 });
    expect(await joinGroup(b.id, 'parents-who-listen')).toEqual({ ok: true, memberCount: 2 });
    expect((await getGroup('parents-who-listen', { lang: 'original', viewerId: b.id, page: 1 }))?.viewerIsMember).toBe(
      true,
    );
    expect(await leaveGroup(b.id, 'parents-who-listen')).toEqual({ ok: true, memberCount: 1 });
    expect(await leaveGroup(b.id, 'parents-who-listen')).toEqual({ ok: true, memberCount: 1 });
    expect((await getGroup('parents-who-listen', { lang: 'original', viewerId: b.id, page: 1 }))?.viewerIsMember).toBe(
      false,
    );
  });

  test('an unknown group is not_found for join and leave, and null for its page', async () => {
    const a = await createMember(database.db());
    expect(await joinGroup(a.id, 'nope')).toMatchObject({ ok: false, code: 'not_found' });
    expect(await leaveGroup(a.id, 'Nope Nope')).toMatchObject({ ok: false, code: 'not_found' });
    expect(await getGroup('nope', { lang: 'original', page: 1 })).toBeNull();
  });

  test('a created group has a slug from its name, its creator as first member, and only the creator edits it', async () => {
    const [creator, other] = [await createMember(database.db()), await createMember(database.db())];
    const created = await createGroup(creator.id, {
      name: 'Gesprächskreis Berlin',
      description: 'Wir *reden*.',
      language: 'de',
    });
    expect(created).toEqual({ ok: true, slug: 'gespraechskreis-berlin' });
    const again = await createGroup(other.id, {
      name: 'Gesprächskreis Berlin',
      description: 'Noch einer.',
      language: 'de',
    });
    expect(again).toEqual({ ok: true, slug: expect.stringMatching(/^gespraechskreis-berlin-[a-z0-9]{4}$/) });
    const group = await getGroup('gespraechskreis-berlin', { lang: 'original', viewerId: creator.id, page: 1 });
    expect(group).toMatchObject({
      name: 'Gesprächskreis Berlin',
      descriptionHtml: '<p>Wir <em>reden</em>.</p>',
      descriptionLang: 'de',
      memberCount: 1,
      viewerIsMember: true,
    });
    expect(await editGroup(other.id, 'gespraechskreis-berlin', { description: 'Mine now' })).toMatchObject({
      ok: false,
      code: 'forbidden',
    });
    expect(await editGroup(creator.id, 'gespraechskreis-berlin', { description: '' })).toMatchObject({
      ok: false,
      code: 'required',
      field: 'description',
    });
    expect(await editGroup(creator.id, 'gespraechskreis-berlin', { description: 'Neu.' })).toEqual({ ok: true });
  });

  test('a group page lists its questions and has no page past the last', async () => {
    const a = await createMember(database.db());
    await createGroupRow(database.db(), { slug: 'friendship-after-thirty', members: [a] });
    await ask(a, { group: 'friendship-after-thirty' });
    await ask(a);
    const group = await getGroup('friendship-after-thirty', { lang: 'original', page: 1 });
    expect(group?.questions).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(await getGroup('friendship-after-thirty', { lang: 'original', page: 2 })).toBeNull();
    expect(await groupIdOf(database.db(), 'friendship-after-thirty')).toEqual(expect.any(String));
  });
});

describe(`hostile markdown through the whole path on ${ENGINE}`, () => {
  const HOSTILE = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '[x](data:text/html,<script>alert(1)</script>)',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)>',
    '<style>*{display:none}</style>',
    '<javascript:alert(1)>',
  ].join('\n\n');

  test('a hostile question, answer and group description are stored as inert HTML', async () => {
    const [a, b] = [await createMember(database.db()), await createMember(database.db())];
    const slug = await ask(a, { body: HOSTILE });
    await answerIdOf(b, slug, HOSTILE);
    const group = await createGroup(a.id, { name: 'Hostile group', description: HOSTILE, language: 'en' });
    if (!group.ok) throw new Error('group failed');
    const question = await getQuestion(slug, { lang: 'original' });
    const groupView = await getGroup(group.slug, { lang: 'original', page: 1 });
    for (const html of [question?.bodyHtml, question?.answers[0]?.bodyHtml, groupView?.descriptionHtml]) {
      expect(html).toBeDefined();
      expect(html).not.toMatch(/<(script|img|iframe|svg|style)/i);
      expect(html).not.toMatch(/href="(javascript|data):/i);
      expect(html).not.toMatch(/<[^>]+\son\w+=/i);
    }
  });
});

describe(`activities recorded by posting on ${ENGINE}`, () => {
  test('asking in a group notifies every other member, answering notifies the asker, votes notify the author', async () => {
    const [asker, member, outsider, helper] = await Promise.all([1, 2, 3, 4].map(() => createMember(database.db())));
    await createGroupRow(database.db(), { slug: 'night-owls', members: [asker!, member!] });
    const slug = await ask(asker!, { group: 'night-owls' });
    const answerId = await answerIdOf(helper!, slug);
    await vote(helper!.id, { kind: 'question', id: await questionIdOf(slug) });
    await vote(asker!.id, { kind: 'answer', id: answerId });
    const rows = await database
      .db()
      .select({ userId: userActivities.userId, actorId: userActivities.actorId, kind: userActivities.kind })
      .from(userActivities);
    expect(rows).toEqual(
      expect.arrayContaining([
        { userId: member!.id, actorId: asker!.id, kind: 'group_question' },
        { userId: asker!.id, actorId: helper!.id, kind: 'answer' },
        { userId: asker!.id, actorId: helper!.id, kind: 'vote_question' },
        { userId: helper!.id, actorId: asker!.id, kind: 'vote_answer' },
      ]),
    );
    expect(rows).toHaveLength(4);
    expect(rows.some((r) => r.userId === outsider!.id)).toBe(false);
  });

  test('nobody is notified of their own actions: answering your own question and a repeated vote add nothing', async () => {
    const [asker, voter] = [await createMember(database.db()), await createMember(database.db())];
    const slug = await ask(asker);
    await answerIdOf(asker, slug);
    const id = await questionIdOf(slug);
    await vote(voter.id, { kind: 'question', id });
    await vote(voter.id, { kind: 'question', id });
    const rows = await database.db().select({ kind: userActivities.kind }).from(userActivities);
    expect(rows).toEqual([{ kind: 'vote_question' }]);
  });
});

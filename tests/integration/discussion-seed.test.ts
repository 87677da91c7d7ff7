import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ENGINE, setupTestDatabase } from './support/database';
import { jsonPost, routes, send } from './support/api';
import { newPasswordSchema } from '@/lib/auth/credentials';
import { seedDatabase } from '@/lib/seed';
import { DEMO_ACCOUNTS } from '@/lib/seed/accounts';
import { SEED_ANSWERS, SEED_QUESTIONS } from '@/lib/seed/discussion';
import { DEMO_GROUPS, DEMO_MEMBERS } from '@/lib/seed/discussion-content';
import {
  answers,
  answerTranslations,
  answerVotes,
  discussionGroups,
  groupMembers,
  questions,
  questionTranslations,
  questionVotes,
  userActivities,
  users,
} from '@/lib/db/schema';
import { getQuestion, listActivities, listQuestions, PAGE_SIZE, searchQuestions } from '@/lib/discussion';

const database = setupTestDatabase();

const NOW = new Date('2031-09-01T10:00:00Z');

async function rows(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = await database.db().execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function total(table: PgTable): Promise<number> {
  const [row] = await database.db().select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

describe(`the discussion demo data on ${ENGINE}`, () => {
  let seconds = 0;
  beforeEach(async () => {
    const started = Date.now();
    const report = await seedDatabase(database.db(), { now: NOW });
    seconds = (Date.now() - started) / 1000;
    if (!report.seeded) throw new Error(report.reason);
  }, 60_000);

  test('has the promised amounts (20 members, 8 groups, 300 questions in four languages, 600 answers), consistent counters, the posting rules, and takes well under 30 s', async () => {
    expect(await total(users)).toBe(DEMO_ACCOUNTS.length + DEMO_MEMBERS.length);
    expect(await total(users)).toBeGreaterThanOrEqual(20);
    expect(await total(discussionGroups)).toBe(8);
    expect(await total(questions)).toBe(SEED_QUESTIONS);
    expect(await total(answers)).toBe(SEED_ANSWERS);
    const languages = await rows(
      sql`select content_lang as lang, count(*)::int as n from questions group by content_lang order by content_lang`,
    );
    expect(languages.map((r) => r.lang)).toEqual(['de', 'en', 'es', 'fa']);
    for (const r of languages) expect(Number(r.n)).toBeGreaterThanOrEqual(20);
    expect(await total(questionTranslations)).toBeGreaterThanOrEqual(30);
    expect(await total(answerTranslations)).toBeGreaterThanOrEqual(10);
    expect((await total(questionVotes)) + (await total(answerVotes))).toBeGreaterThan(500);
    expect(await total(userActivities)).toBeGreaterThan(1000);
    expect(await total(groupMembers)).toBeGreaterThanOrEqual(40);
    expect(seconds).toBeLessThan(30);
    const mismatched = await rows(sql`
      select q.id from questions q
      where q.answer_count <> (select count(*) from answers a where a.question_id = q.id)
         or q.score <> (select count(*) from question_votes v where v.question_id = q.id)
      union all
      select a.id from answers a where a.score <> (select count(*) from answer_votes v where v.answer_id = a.id)`);
    expect(mismatched).toEqual([]);
    const ownVotes = await rows(sql`
      select 1 from question_votes v join questions q on q.id = v.question_id where v.user_id = q.author_id
      union all
      select 1 from answer_votes v join answers a on a.id = v.answer_id where v.user_id = a.author_id`);
    expect(ownVotes).toEqual([]);
    const ownAnswers = await rows(
      sql`select 1 from answers a join questions q on q.id = a.question_id where a.author_id = q.author_id`,
    );
    expect(ownAnswers).toEqual([]);
    const twice = await rows(sql`select question_id, author_id from answers group by 1, 2 having count(*) > 1`);
    expect(twice).toEqual([]);
    const strangers = await rows(sql`
      select 1 from questions q where q.group_id is not null
        and not exists (select 1 from group_members gm where gm.group_id = q.group_id and gm.user_id = q.author_id)`);
    expect(strangers).toEqual([]);
    const missing = await rows(sql`
      select 1 from questions q join group_members gm on gm.group_id = q.group_id and gm.user_id <> q.author_id
      where not exists (select 1 from user_activities ua where ua.kind = 'group_question' and ua.question_id = q.id and ua.user_id = gm.user_id)`);
    expect(missing).toEqual([]);
    const groups = await database
      .db()
      .select({ slug: discussionGroups.slug, html: discussionGroups.descriptionHtml })
      .from(discussionGroups);
    expect(groups.map((g) => g.slug).sort()).toEqual(DEMO_GROUPS.map((g) => g.slug).sort());
    for (const group of groups) expect(group.html).toMatch(/^<(p|ul)>/);
  });

  test('leaves unread activities for the demo accounts, printed passwords that log in, data the discussion functions serve, and seeding again changes nothing', async () => {
    for (const username of ['mina', 'omid', 'lena']) {
      const [member] = await database
        .db()
        .select({ id: users.id })
        .from(users)
        .where(eq(users.usernameLower, username));
      const items = await listActivities(member!.id);
      expect(items.some((item) => !item.read)).toBe(true);
      expect(items.some((item) => item.read)).toBe(true);
    }
    const [old] = await database
      .db()
      .select({ n: count() })
      .from(userActivities)
      .where(
        sql`${userActivities.readAt} is null and ${userActivities.createdAt} < ${new Date(NOW.getTime() - 3 * 86_400_000).toISOString()}::timestamptz`,
      );
    expect(old?.n).toBe(0);
    const [unread] = await database
      .db()
      .select({ n: count() })
      .from(userActivities)
      .where(isNull(userActivities.readAt));
    expect(unread?.n).toBeGreaterThan(0);
    for (const member of DEMO_MEMBERS) expect(newPasswordSchema.safeParse(member.password).success).toBe(true);
    for (const member of [DEMO_MEMBERS[0], DEMO_MEMBERS[10]]) {
      const email = `${member!.username.replace(/_/g, '.')}@parley.example`;
      const answer = await send(routes.login.POST, jsonPost('/api/login', { email, pwd: member!.password }));
      expect(answer.status).toBe(200);
    }
    expect(await listQuestions({ lang: 'fa', filters: {}, page: 1, scope: 'all' })).toMatchObject({
      total: SEED_QUESTIONS,
      pages: Math.ceil(SEED_QUESTIONS / PAGE_SIZE),
    });
    const [translated] = await database
      .db()
      .select({ slug: questions.slug })
      .from(questions)
      .innerJoin(questionTranslations, eq(questionTranslations.questionId, questions.id))
      .where(eq(questionTranslations.lang, 'de'))
      .orderBy(asc(questions.slug))
      .limit(1);
    const german = await getQuestion(translated!.slug, { lang: 'de' });
    expect(german).toMatchObject({ contentLang: 'de', isFallback: false });
    expect(german?.answers.length).toBeGreaterThan(0);
    for (const word of ['friends', 'Freunde', 'دوستی', 'amigos']) {
      expect((await searchQuestions({ lang: 'original', q: word, page: 1 }))?.total).toBeGreaterThan(0);
    }
    const before = [await total(questions), await total(answers), await total(userActivities)];
    const report = await seedDatabase(database.db(), { now: NOW });
    expect(report.seeded).toBe(false);
    expect([await total(questions), await total(answers), await total(userActivities)]).toEqual(before);
  });

  test('is deterministic: the same seed makes the same questions, in the same places', async () => {
    const snapshot = async () =>
      rows(sql`select q.slug, q.title, q.score, q.answer_count, g.slug as group_slug, u.username
               from questions q join users u on u.id = q.author_id left join discussion_groups g on g.id = q.group_id
               order by q.slug`);
    const first = await snapshot();
    await database.db().execute(sql`truncate table users, discussion_groups, rate_limit_hits restart identity cascade`);
    const report = await seedDatabase(database.db(), { now: NOW });
    expect(report.seeded).toBe(true);
    expect(await snapshot()).toEqual(first);
  }, 60_000);
});

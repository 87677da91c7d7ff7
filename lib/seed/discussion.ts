import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '@/lib/auth/password';
import { renderUserMarkdown } from '@/lib/discussion/markdown';
import { questionSlug } from '@/lib/discussion/slug';
import type { Executor } from '@/lib/db/client';
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
  type ActivityKind,
  type ContentLang,
} from '@/lib/db/schema';
import { DEMO_ACCOUNTS } from './accounts';
import {
  ANSWER_PARTS,
  CATEGORY_GROUPS,
  DEMO_GROUPS,
  DEMO_MEMBERS,
  FIXED_QUESTIONS,
  LANGUAGE_GROUPS,
  PERSONS,
  QUESTION_CONTEXT,
  TEMPLATES,
  TRANSLATED_ANSWERS,
  type SeedQuestion,
} from './discussion-content';
import type { Seeder } from './seeder';

/**
 * Demo data for the discussion area: 16 more members (20 with the demo accounts), 8 groups, 300 questions in four
 * languages (some with stored translations), 600 answers, votes and the activities they cause (the recent ones
 * unread, including some for mina, omid and lena). Deterministic: the same seed gives the same content, ids and
 * relative times (everything is placed relative to `now`). Written with multi-row inserts.
 */
export const SEED_QUESTIONS = 300;
export const SEED_ANSWERS = 600;
/** Answers given to the demo accounts' newest questions within the last day, so their panels have unread items. */
const RECENT_ANSWERS = 8;
/** Share of questions left without answers (for the "unanswered" filter). */
const UNANSWERED_SHARE = 0.14;
/** Activities older than this were read when the seed was made. */
const READ_BEFORE_MS = 2 * 24 * 60 * 60 * 1000;
const PRNG_SEED = 0x5eed2031;
const INSERT_CHUNK = 500;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** mulberry32: a small, fast, seedable generator (not for secrets; these are demo data). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Rng {
  (): number;
  int(max: number): number;
  pick<T>(list: readonly T[]): T;
  shuffle<T>(list: readonly T[]): T[];
  chance(p: number): boolean;
  uuid(): string;
}

function rng(seed: number): Rng {
  const next = prng(seed);
  const r = (() => next()) as Rng;
  r.int = (max) => Math.floor(next() * max);
  r.pick = (list) => {
    const item = list[r.int(list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  r.shuffle = (list) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = r.int(i + 1);
      [copy[i], copy[j]] = [copy[j] as never, copy[i] as never];
    }
    return copy;
  };
  r.chance = (p) => next() < p;
  r.uuid = () => {
    const bytes = Array.from({ length: 16 }, () => r.int(256));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  return r;
}

async function insertAll<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await db.insert(table).values(rows.slice(i, i + INSERT_CHUNK) as never);
}

interface SeedMember {
  id: string;
  username: string;
  language: string;
  createdAt: Date;
}

interface PlannedQuestion extends SeedQuestion {
  id: string;
  slug: string;
  body: string;
  author: SeedMember;
  groupSlug: string | null;
  createdAt: Date;
}

interface PlannedAnswer {
  id: string;
  question: PlannedQuestion;
  author: SeedMember;
  body: string;
  createdAt: Date;
  translations?: Record<ContentLang, string>;
}

/** Every question the content can make: the fixed ones, and each template with each of its language's persons. */
function templateQuestions(): SeedQuestion[] {
  return TEMPLATES.flatMap((template) =>
    PERSONS[template.lang]
      .map((person, index) => ({ person, index }))
      .filter(({ index }) => !template.skip?.includes(index))
      .map(({ person }) => ({
        lang: template.lang,
        category: template.category,
        title: template.title.replace('{p}', person),
      })),
  );
}

function contextBody(r: Rng, lang: ContentLang): string {
  const { context, invitation } = QUESTION_CONTEXT[lang];
  return r.chance(0.6) ? `${r.pick(context)} ${r.pick(invitation)}` : r.pick(context);
}

function composeAnswer(r: Rng, lang: ContentLang, core: string): string {
  const { openers, closers } = ANSWER_PARTS[lang];
  const parts = [r.chance(0.55) ? r.pick(openers) : '', core, r.chance(0.35) ? r.pick(closers) : ''].filter(Boolean);
  // A list or a quote stays its own paragraph; plain sentences run on.
  return core.includes('\n') ? parts.join('\n\n') : parts.join(' ');
}

function between(r: Rng, from: Date, to: Date, skew = 1): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(from.getTime() + Math.floor(r() ** skew * span));
}

export const seedDiscussion: Seeder = async (db, { now }) => {
  const r = rng(PRNG_SEED);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);

  // Members: the demo accounts (given a history: they "joined" a year or so ago) and the discussion's own members.
  const demoAges: Record<string, number> = { mina: 420, omid: 380, lena: 350, 'parley-team': 500 };
  const demo = await db
    .select({ id: users.id, username: users.username, language: users.language })
    .from(users)
    .where(
      inArray(
        users.usernameLower,
        DEMO_ACCOUNTS.map((a) => a.username.toLowerCase()),
      ),
    );
  await db.execute(
    sql`update "users" set "created_at" = case "username_lower" ${sql.join(
      Object.entries(demoAges).map(
        ([name, days]) => sql`when ${name} then ${at(days * DAY).toISOString()}::timestamptz`,
      ),
      sql` `,
    )} else "created_at" end`,
  );
  const hashes = await Promise.all(DEMO_MEMBERS.map((member) => hashPassword(member.password)));
  const extra = DEMO_MEMBERS.map((member, i) => ({
    id: r.uuid(),
    username: member.username,
    usernameLower: member.username.toLowerCase(),
    email: `${member.username.replace(/_/g, '.')}@parley.example`,
    passwordHash: hashes[i] ?? '',
    language: member.language,
    role: 'member' as const,
    createdAt: at((200 + r.int(700)) * DAY),
    tokensValidAfter: now,
  }));
  await insertAll(db, users, extra);
  const members: SeedMember[] = [
    ...demo.map((m) => ({ ...m, createdAt: at((demoAges[m.username] ?? 365) * DAY) })),
    ...extra.map(({ id, username, language, createdAt }) => ({ id, username, language, createdAt })),
  ];
  const byName = new Map(members.map((m) => [m.username, m]));
  const member = (name: string): SeedMember => {
    const found = byName.get(name);
    if (!found) throw new Error(`Demo data names an unknown member: ${name}`);
    return found;
  };

  // Groups and who belongs (everyone joined before the first question, so every group question reaches them all).
  const groups = DEMO_GROUPS.map((group, i) => ({
    ...group,
    id: r.uuid(),
    createdAt: at((400 + i * 3) * DAY),
    memberList: group.members.map(member),
  }));
  await insertAll(
    db,
    discussionGroups,
    groups.map((g) => ({
      id: g.id,
      slug: g.slug,
      name: g.name,
      description: g.description,
      descriptionHtml: renderUserMarkdown(g.description),
      descriptionLang: g.lang,
      createdById: g.memberList[0]?.id ?? null,
      createdAt: g.createdAt,
    })),
  );
  await insertAll(
    db,
    groupMembers,
    groups.flatMap((g) =>
      g.memberList.map((m) => ({
        groupId: g.id,
        userId: m.id,
        joinedAt: new Date(Math.max(g.createdAt.getTime(), m.createdAt.getTime()) + (1 + r.int(10)) * DAY),
      })),
    ),
  );
  const groupBySlug = new Map(groups.map((g) => [g.slug, g]));
  const isMember = (slug: string, m: SeedMember) => groupBySlug.get(slug)?.memberList.includes(m) ?? false;

  // Questions: every fixed one, the rest from the templates; spread over the last 180 days.
  const chosen = [
    ...FIXED_QUESTIONS,
    ...r.shuffle(templateQuestions()).slice(0, SEED_QUESTIONS - FIXED_QUESTIONS.length),
  ];
  if (chosen.length !== SEED_QUESTIONS)
    throw new Error(`The demo content makes ${chosen.length} questions, not ${SEED_QUESTIONS}`);
  const speakers = (lang: ContentLang) => members.filter((m) => m.language === lang);
  const authorPool: Record<ContentLang, SeedMember[]> = {
    // Weighted by repetition: the demo accounts ask more, so their profiles and panels have something to show.
    en: [
      ...members.filter((m) => m.username !== 'parley-team'),
      member('mina'),
      member('mina'),
      member('mina'),
      member('parley-team'),
    ],
    de: [...speakers('de'), member('lena'), member('lena')],
    fa: [...speakers('fa'), member('omid'), member('omid')],
    es: speakers('es'),
  };
  const times = Array.from({ length: SEED_QUESTIONS }, () => between(r, at(180 * DAY), at(2 * HOUR)).getTime()).sort(
    (a, b) => a - b,
  );
  const slugs = new Set<string>();
  const planned: PlannedQuestion[] = r.shuffle(chosen).map((q, i) => {
    const author = r.pick(authorPool[q.lang]);
    const languageGroup = LANGUAGE_GROUPS[q.lang];
    const categoryGroup = CATEGORY_GROUPS[q.category];
    let groupSlug: string | null = null;
    if (languageGroup && isMember(languageGroup, author) && r.chance(0.5)) groupSlug = languageGroup;
    else if (q.lang === 'en' && categoryGroup && isMember(categoryGroup, author) && r.chance(0.6))
      groupSlug = categoryGroup;
    let slug = questionSlug(q.title, r);
    while (slugs.has(slug)) slug = questionSlug(q.title, r);
    slugs.add(slug);
    return {
      ...q,
      id: r.uuid(),
      slug,
      body: q.body ?? contextBody(r, q.lang),
      author,
      groupSlug,
      createdAt: new Date(times[i] ?? now.getTime()),
    };
  });

  // Answers: a few recent ones on the demo accounts' newest questions, then the rest spread so that some questions
  // stay unanswered and no member answers one question twice.
  const answerers = (q: PlannedQuestion) =>
    (q.lang === 'en' ? members : speakers(q.lang).concat(q.lang === 'de' ? [member('theo')] : [])).filter(
      (m) => m !== q.author,
    );
  const plannedAnswers: PlannedAnswer[] = [];
  const answeredBy = new Map<PlannedQuestion, Set<SeedMember>>();
  const usedCores = new Map<PlannedQuestion, Set<string>>();
  const addAnswer = (q: PlannedQuestion, createdAt: Date): boolean => {
    const taken = answeredBy.get(q) ?? new Set<SeedMember>();
    const free = answerers(q).filter((m) => !taken.has(m));
    if (free.length === 0) return false;
    const author = r.pick(free);
    taken.add(author);
    answeredBy.set(q, taken);
    const cores = usedCores.get(q) ?? new Set<string>();
    usedCores.set(q, cores);
    let answer: PlannedAnswer;
    if (q.translations && q.lang === 'en' && taken.size === 1) {
      const translated =
        TRANSLATED_ANSWERS[plannedAnswers.filter((a) => a.translations).length % TRANSLATED_ANSWERS.length];
      if (!translated) throw new Error('no translated answers');
      answer = { id: r.uuid(), question: q, author, body: translated.en, createdAt, translations: translated };
    } else {
      const fresh = ANSWER_PARTS[q.lang].cores.filter((c) => !cores.has(c));
      const core = r.pick(fresh.length > 0 ? fresh : ANSWER_PARTS[q.lang].cores);
      cores.add(core);
      answer = { id: r.uuid(), question: q, author, body: composeAnswer(r, q.lang, core), createdAt };
    }
    plannedAnswers.push(answer);
    return true;
  };

  const newestOf = (name: string) =>
    planned.filter((q) => q.author === member(name)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const recentTargets = [
    ...newestOf('mina').slice(0, 3),
    ...newestOf('omid').slice(0, 2),
    ...newestOf('lena').slice(0, 2),
  ];
  for (let i = 0; i < RECENT_ANSWERS; i += 1) {
    const target = recentTargets[i % recentTargets.length];
    if (target) addAnswer(target, at((1 + r.int(20)) * HOUR + r.int(60) * MINUTE));
  }
  const protectedQuestions = new Set([...recentTargets, ...planned.filter((q) => q.translations)]);
  const unanswered = new Set(
    r
      .shuffle(planned.filter((q) => !protectedQuestions.has(q)))
      .slice(0, Math.round(SEED_QUESTIONS * UNANSWERED_SHARE)),
  );
  const answerable = planned.filter((q) => !unanswered.has(q));
  const answerTime = (q: PlannedQuestion) =>
    new Date(Math.max(q.createdAt.getTime() + 5 * MINUTE, between(r, q.createdAt, at(3 * HOUR), 3).getTime()));
  for (const q of answerable) if (!answeredBy.has(q)) addAnswer(q, answerTime(q));
  for (let guard = 0; plannedAnswers.length < SEED_ANSWERS && guard < SEED_ANSWERS * 20; guard += 1) {
    // Squaring the draw makes a few questions collect many answers, as in any real forum.
    const q = answerable[Math.floor(r() ** 2 * answerable.length)];
    if (q) addAnswer(q, answerTime(q));
  }
  if (plannedAnswers.length !== SEED_ANSWERS)
    throw new Error(`Planned ${plannedAnswers.length} answers, not ${SEED_ANSWERS}`);

  // Votes: never on your own post, one per member and post.
  const questionVoteRows: { questionId: string; userId: string; createdAt: Date }[] = [];
  const answerVoteRows: { answerId: string; userId: string; createdAt: Date }[] = [];
  const questionScore = new Map<PlannedQuestion, number>();
  const answerScore = new Map<PlannedAnswer, number>();
  const activities: {
    userId: string;
    actorId: string;
    kind: ActivityKind;
    questionId: string;
    answerId?: string;
    groupId?: string;
    createdAt: Date;
  }[] = [];
  for (const q of planned) {
    const voters = r.shuffle(members.filter((m) => m !== q.author)).slice(0, Math.floor(r() ** 2 * 11));
    questionScore.set(q, voters.length);
    for (const voter of voters) {
      const createdAt = between(r, q.createdAt, now, 2);
      questionVoteRows.push({ questionId: q.id, userId: voter.id, createdAt });
      activities.push({ userId: q.author.id, actorId: voter.id, kind: 'vote_question', questionId: q.id, createdAt });
    }
  }
  for (const a of plannedAnswers) {
    const voters = r.shuffle(members.filter((m) => m !== a.author)).slice(0, Math.floor(r() ** 2.5 * 7));
    answerScore.set(a, voters.length);
    for (const voter of voters) {
      const createdAt = between(r, a.createdAt, now, 2);
      answerVoteRows.push({ answerId: a.id, userId: voter.id, createdAt });
      activities.push({
        userId: a.author.id,
        actorId: voter.id,
        kind: 'vote_answer',
        questionId: a.question.id,
        answerId: a.id,
        createdAt,
      });
    }
    activities.push({
      userId: a.question.author.id,
      actorId: a.author.id,
      kind: 'answer',
      questionId: a.question.id,
      answerId: a.id,
      createdAt: a.createdAt,
    });
  }
  for (const q of planned) {
    const group = q.groupSlug ? groupBySlug.get(q.groupSlug) : undefined;
    for (const m of group?.memberList ?? []) {
      if (m !== q.author)
        activities.push({
          userId: m.id,
          actorId: q.author.id,
          kind: 'group_question',
          questionId: q.id,
          groupId: group?.id,
          createdAt: q.createdAt,
        });
    }
  }

  // Rows. Rendering once per distinct text: answers share many of their building blocks.
  const rendered = new Map<string, string>();
  const html = (markdown: string) => {
    let value = rendered.get(markdown);
    if (value === undefined) {
      value = renderUserMarkdown(markdown);
      rendered.set(markdown, value);
    }
    return value;
  };
  const answerCount = new Map<PlannedQuestion, number>();
  for (const a of plannedAnswers) answerCount.set(a.question, (answerCount.get(a.question) ?? 0) + 1);
  const edited = (createdAt: Date) =>
    r.chance(0.05) ? new Date(Math.min(now.getTime(), createdAt.getTime() + (1 + r.int(48)) * HOUR)) : null;

  await insertAll(
    db,
    questions,
    planned.map((q) => ({
      id: q.id,
      slug: q.slug,
      authorId: q.author.id,
      groupId: q.groupSlug ? (groupBySlug.get(q.groupSlug)?.id ?? null) : null,
      category: q.category,
      contentLang: q.lang,
      title: q.title,
      body: q.body,
      bodyHtml: html(q.body),
      score: questionScore.get(q) ?? 0,
      answerCount: answerCount.get(q) ?? 0,
      createdAt: q.createdAt,
      editedAt: edited(q.createdAt),
    })),
  );
  await insertAll(
    db,
    questionTranslations,
    planned.flatMap((q) =>
      Object.entries(q.translations ?? {}).map(([lang, text]) => ({
        questionId: q.id,
        lang: lang as ContentLang,
        title: text.title,
        body: text.body,
        bodyHtml: html(text.body),
        createdAt: new Date(q.createdAt.getTime() + DAY),
      })),
    ),
  );
  await insertAll(
    db,
    answers,
    plannedAnswers.map((a) => ({
      id: a.id,
      questionId: a.question.id,
      authorId: a.author.id,
      contentLang: a.question.lang,
      body: a.body,
      bodyHtml: html(a.body),
      score: answerScore.get(a) ?? 0,
      createdAt: a.createdAt,
      editedAt: edited(a.createdAt),
    })),
  );
  await insertAll(
    db,
    answerTranslations,
    plannedAnswers.flatMap((a) =>
      Object.entries(a.translations ?? {})
        .filter(([lang]) => lang !== a.question.lang)
        .map(([lang, body]) => ({
          answerId: a.id,
          lang: lang as ContentLang,
          body,
          bodyHtml: html(body),
          createdAt: new Date(a.createdAt.getTime() + DAY),
        })),
    ),
  );
  await insertAll(db, questionVotes, questionVoteRows);
  await insertAll(db, answerVotes, answerVoteRows);
  activities.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await insertAll(
    db,
    userActivities,
    activities.map((a) => ({
      ...a,
      readAt:
        now.getTime() - a.createdAt.getTime() > READ_BEFORE_MS ? new Date(a.createdAt.getTime() + 3 * HOUR) : null,
    })),
  );

  const unread = (name: string) =>
    activities.filter((a) => a.userId === member(name).id && now.getTime() - a.createdAt.getTime() <= READ_BEFORE_MS)
      .length;
  const perLanguage = (lang: ContentLang) => planned.filter((q) => q.lang === lang).length;
  return [
    ...DEMO_MEMBERS.map(
      (m) =>
        `member ${m.username.padEnd(12)} ${`${m.username.replace(/_/g, '.')}@parley.example`.padEnd(28)} password: ${m.password}`,
    ),
    `${groups.length} groups: ${groups.map((g) => g.slug).join(', ')}`,
    `${planned.length} questions (${perLanguage('en')} English, ${perLanguage('de')} German, ${perLanguage('fa')} Persian, ${perLanguage('es')} Spanish; ${planned.filter((q) => q.groupSlug).length} in groups; ${unanswered.size} unanswered), ${plannedAnswers.length} answers`,
    `${planned.reduce((n, q) => n + Object.keys(q.translations ?? {}).length, 0)} question translations, ${plannedAnswers.filter((a) => a.translations).length * 3} answer translations`,
    `${questionVoteRows.length + answerVoteRows.length} votes, ${activities.length} activities (unread: mina ${unread('mina')}, omid ${unread('omid')}, lena ${unread('lena')})`,
  ];
};

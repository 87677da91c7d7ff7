import 'server-only';
import { eq } from 'drizzle-orm';
import { renderUserMarkdown } from '@/lib/discussion/markdown';
import { projects, usabilityTestTasks, usabilityTests } from '@/lib/db/schema';
import { DEMO_PROJECT } from './recordings';
import type { Seeder } from './seeder';

/** The demo's usability test: open (in progress), two tasks, the second typed; no camera or microphone needed. */
export const DEMO_TEST = {
  title: 'Finding a question worth answering',
  description: 'We would like to see how you find a question on Parley and what you would answer.',
  guidelines: [
    'Thank you for helping us. There are no wrong answers: we test the site, not you.',
    '',
    '- Think aloud if you like.',
    '- Take your time; you can collapse the panel while you look around.',
  ].join('\n'),
  conclusion: 'Thank you! Your answers help us make Parley easier to use.',
  startingPath: '/random',
  tasks: [
    {
      title: 'Open a random question',
      description: 'Use the navigation bar to get to a random question.',
      allowTyping: false,
    },
    {
      title: 'What would you answer?',
      description: 'Read the question and type the first sentence of your answer.',
      allowTyping: true,
    },
  ],
} as const;

export const seedUsabilityTests: Seeder = async (db, { now }) => {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.publicKey, DEMO_PROJECT.publicKey));
  if (!project) return [];
  const [test] = await db
    .insert(usabilityTests)
    .values({
      projectId: project.id,
      title: DEMO_TEST.title,
      description: DEMO_TEST.description,
      guidelinesMarkdown: DEMO_TEST.guidelines,
      guidelinesHtml: renderUserMarkdown(DEMO_TEST.guidelines),
      conclusion: DEMO_TEST.conclusion,
      startingPath: DEMO_TEST.startingPath,
      status: 'in-progress',
      createdAt: now,
      updatedAt: now,
      openedAt: now,
    })
    .returning({ id: usabilityTests.id });
  await db
    .insert(usabilityTestTasks)
    .values(DEMO_TEST.tasks.map((task, position) => ({ testId: test!.id, position, ...task })));
  return [
    `usability test "${DEMO_TEST.title}" (in progress, ${DEMO_TEST.tasks.length} tasks): ${DEMO_TEST.startingPath}?oruxt=${test!.id}`,
  ];
};

/**
 * The labelled sessions that frustration signals are measured on (lib/recordings/frustration-labelled.test.ts): real
 * clicks through the real tracker in Chromium, on the lab page (pages.ts), whose elements say what a click on them is
 * (`rage-…` clicked in quick runs, `dead-…` answering nothing, `error-…` throwing, the rest answering, taking focus,
 * or leading to a page the server takes 2.5 s to send), and on the usability-test panel.
 *
 * Every run of the suite plays one round of each kind and checks it recorded what it did. To write the labelled set
 * again (after a change to the tracker, or to add scenarios):
 *
 *   FRUSTRATION_FIXTURE=lib/recordings/fixtures/labelled-sessions.json FRUSTRATION_ROUNDS=24 \
 *     npx playwright test -c tracker/playwright.config.ts frustration
 *
 * then `npx prettier --write` that file. Each round is one visit (a fresh browser context: its own session), its steps
 * shuffled and timed by a generator seeded with the round's number, so the set is the same kind of visit each time
 * without being the same visit.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { FINAL_BATCH_FIRST } from '../../src/constants';
import { allMessages, eventually, expect, test } from './fixtures';
import type { IngestState } from './server';
import { offerTest, TEST_ID } from './uxtHelpers';

const ROUNDS = Math.max(1, Number(process.env.FRUSTRATION_ROUNDS) || 1);
/** Panel rounds: one in four. */
const PANEL_ROUNDS = Math.max(1, Math.round(ROUNDS / 4));
const FIXTURE = process.env.FRUSTRATION_FIXTURE;

/** A recorded visit as the fixture keeps it: each batch as it reached the ingest, in arrival order. */
interface RecordedSession {
  scenario: string;
  batches: {
    pageNo: number;
    batchNo: number;
    firstIndex: number;
    timestamp: number;
    receivedAt: number;
    messages: { type: number; payload: string }[];
  }[];
}

/** Keeps a round's session in the fixture (FRUSTRATION_FIXTURE), in place of an earlier recording of that round. */
function keep(session: RecordedSession): void {
  if (!FIXTURE) return;
  const file = path.resolve(process.cwd(), FIXTURE);
  const kept: RecordedSession[] = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { sessions: RecordedSession[] }).sessions
    : [];
  const sessions = [...kept.filter((one) => one.scenario !== session.scenario), session].sort((a, b) =>
    a.scenario.localeCompare(b.scenario),
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ recordedBy: 'tracker/tests/browser/frustration.spec.ts', sessions })}\n`);
}

/** A small generator (an LCG) seeded per round: the same round plays the same way. */
function generator(seed: number) {
  let state = (seed * 2_654_435_761) % 2 ** 31 || 1;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return {
    between: (min: number, max: number) => Math.round(min + next() * (max - min)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    shuffle: <T>(items: T[]) =>
      items
        .map((item) => ({ item, key: next() }))
        .sort((a, b) => a.key - b.key)
        .map(({ item }) => item),
  };
}
type Generator = ReturnType<typeof generator>;

/** The steps a visitor takes on the lab page; each says what it clicked. */
function labSteps(page: Page, random: Generator) {
  const pause = (min: number, max: number) => page.waitForTimeout(random.between(min, max));
  const rage = async () => {
    for (let i = random.between(3, 5); i > 0; i--) {
      await page.click('#rage-save');
      await pause(60, 450);
    }
    await pause(1_200, 1_600);
  };
  const dead = async () => {
    await page.click(random.pick(['#dead-card', '#dead-badge']));
    await pause(1_800, 3_000);
    // The visitor goes on: another element, a scroll, or typing.
    const next = random.pick(['click', 'scroll', 'type'] as const);
    if (next === 'click') await page.click('#ok-more');
    else if (next === 'scroll') await page.mouse.wheel(0, random.between(200, 600));
    else await page.locator('#field-name').pressSequentially('Mina', { delay: 40 });
    await pause(300, 700);
  };
  const ok = async () => {
    // Once, or twice quickly (two clicks are no rage click).
    const target = random.pick(['#ok-show', '#ok-more']);
    for (let i = random.between(1, 2); i > 0; i--) {
      await page.click(target);
      await pause(100, 300);
    }
    await pause(300, 900);
  };
  const error = async () => {
    await page.click(random.pick(['#error-vote', '#error-like']));
    await pause(1_100, 1_800);
  };
  const errorAgain = async () => {
    // The same broken button, three times in a second: three error clicks (an error click is not part of a rage click).
    for (let i = 0; i < 3; i++) {
      await page.click('#error-vote');
      await pause(80, 300);
    }
    await pause(1_200, 1_600);
  };
  const fields = async () => {
    // A field takes focus and nothing else happens until the visitor types: no dead click, however long they think.
    await page.click('#field-name');
    await pause(1_700, 2_600);
    await page.keyboard.type('Lena', { delay: 40 });
    await page.click('label[for="field-name"]');
    await pause(200, 500);
    await page.click('#field-note');
    await pause(1_700, 2_600);
    await page.keyboard.type('Slow evenings', { delay: 30 });
    await page.click('#field-size');
    await page.keyboard.press('Escape');
    await pause(1_700, 2_200);
  };
  return { rage, dead, ok, error, errorAgain, fields };
}

/** Follows the lab's link to a page the server takes 2.5 s to send: not a dead click, however long it takes. */
async function slowLink(page: Page) {
  await page.click('#slow-next');
  await page.waitForURL(/delay=/, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');
}

/**
 * Leaves for a page without the tracker, waits until every page of the visit has sent its last batch, and keeps the
 * visit for the fixture.
 */
async function finish(page: Page, ingest: IngestState, scenario: string) {
  await page.click('#to-plain');
  await page.waitForURL(/\/plain$/);
  const pages = () => new Set(ingest.batches.map((b) => b.header.pageNo));
  await eventually(() => {
    const left = allMessages(ingest).filter((m) => m.type === 'visibility' && m.data.hidden === true);
    expect(new Set(left.map((m) => m.pageNo))).toEqual(pages());
    expect(ingest.batches.some((b) => b.header.batchNo >= FINAL_BATCH_FIRST)).toBe(true);
  });
  // The worker's own last batch may come after the page's.
  await page.waitForTimeout(1_000);
  expect(new Set(ingest.batches.map((b) => b.sessionID)).size).toBe(1);
  keep({
    scenario,
    batches: ingest.batches.map((b) => ({
      pageNo: b.header.pageNo,
      batchNo: b.header.batchNo,
      firstIndex: b.header.firstIndex,
      timestamp: b.header.timestamp,
      receivedAt: b.receivedAt,
      messages: b.wire,
    })),
  });
}

const clicked = (ingest: IngestState) =>
  allMessages(ingest)
    .filter((m) => m.type === 'click')
    .map((m) => String(m.data.selector));

const numbered = (round: number) => String(round).padStart(2, '0');

test.describe('the labelled sessions of frustration signals', () => {
  for (let round = 1; round <= ROUNDS; round++) {
    test(`a visit of the lab: rage, dead and error clicks, form fields, a slow link (round ${round})`, async ({
      page,
      ingest,
    }) => {
      test.setTimeout(120_000);
      const random = generator(round);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/lab');
      await expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');
      const steps = labSteps(page, random);
      for (const step of random.shuffle([
        steps.rage,
        steps.dead,
        steps.ok,
        steps.error,
        steps.errorAgain,
        steps.fields,
      ]))
        await step();
      await slowLink(page);
      for (const step of random.shuffle([steps.rage, steps.dead, steps.ok, steps.error])) await step();
      await finish(page, ingest, `lab round ${numbered(round)}`);

      // (The click that leaves the last page may be lost: its batch can go with the worker, tracker/README.md.)
      expect(clicked(ingest)).toEqual(
        expect.arrayContaining(['#rage-save', '#error-vote', '#slow-next', '#field-name', '#field-note']),
      );
      expect(allMessages(ingest).filter((m) => m.type === 'error').length).toBe(errors.length);
      expect(new Set(ingest.batches.map((b) => b.header.pageNo))).toEqual(new Set([0, 1]));
    });
  }

  for (let round = 1; round <= PANEL_ROUNDS; round++) {
    test(`a usability test on the lab: the panel's clicks are the test's steps (round ${round})`, async ({
      page,
      ingest,
    }) => {
      test.setTimeout(120_000);
      const random = generator(1_000 + round);
      offerTest(ingest, { reqMic: false, reqCamera: false, startingPath: '/lab' });
      await page.goto(`/lab?oruxt=${TEST_ID}`);
      await expect(page.locator('html')).toHaveAttribute('data-tracker', 'active');
      const steps = labSteps(page, random);
      const pause = () => page.waitForTimeout(random.between(1_600, 2_400));
      await page.getByRole('button', { name: 'Read guidelines to begin' }).click();
      await pause();
      await page.getByRole('button', { name: 'Begin Test' }).click();
      await pause();
      for (const step of random.shuffle([steps.ok, steps.dead, steps.rage])) await step();
      await page.getByRole('button', { name: 'Done, Next' }).click();
      await pause();
      await steps.error();
      await page.getByLabel('Your answer').fill('A card that does nothing');
      await page.getByRole('button', { name: 'Done, Next' }).click();
      await pause();
      // The page was not opened by a script: ending leaves a note that it can be closed, and Close removes the panel.
      const end = page.getByRole('button', { name: 'End Session' });
      await expect(end).not.toHaveAttribute('aria-disabled', 'true', { timeout: 30_000 });
      await end.click();
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page.locator('#parley-uxt-host')).toHaveCount(0);
      await finish(page, ingest, `usability test round ${numbered(round)}`);

      // The panel was clicked six times and none of its clicks was sent; the page's own clicks were.
      expect(clicked(ingest).filter((selector) => selector.includes('parley-uxt'))).toEqual([]);
      expect(clicked(ingest)).toContain('#rage-save');
      expect(clicked(ingest).some((selector) => selector.startsWith('#error-'))).toBe(true);
      expect(ingest.uxtSignals.length).toBeGreaterThanOrEqual(3);
    });
  }
});

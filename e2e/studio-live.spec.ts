import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './checks';
import { test } from './project-lock';
import { ADMIN, signedIn, unique } from './usability-test-studio';

// Live sessions: a visit recorded by the real tracker in one browser context appears in the studio's Live list in
// another, and a click the visitor makes while the team watches shows up in the live player (the stream follows the
// batches table, lib/studio/live-stream.ts). The tracker sends a batch every FLUSH_INTERVAL_MS (10 s), so each wait
// allows several of those.

/** A visitor who agreed to recording earlier (the banner does not ask again). */
const agreed = (origin: string) => ({
  cookies: [],
  origins: [{ origin, localStorage: [{ name: 'parley.recordingConsent', value: 'granted' }] }],
});
const origin = () => test.info().project.use.baseURL!;

test('a visit being recorded appears in Live, and a click in it shows up in the live player, which follows the live edge and can seek back', async ({
  browser,
  projectSettings: _held,
}) => {
  test.setTimeout(180_000);
  const marker = `live${unique()}`;
  const visitor = await browser.newContext({ storageState: agreed(origin()) });
  const visit = await visitor.newPage();
  // The recorded start: the site also asks for its flags early with a start that records nothing (doNotRecord).
  const started = visit.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/ingest/v1/web/start' &&
      response.status() === 200 &&
      (response.request().postDataJSON() as { doNotRecord?: boolean }).doNotRecord !== true,
  );
  await visit.goto(`/articles?lang=original&from=${marker}`);
  const sessionId = String(((await (await started).json()) as { sessionID: string }).sessionID);
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  await visit.mouse.wheel(0, 300);

  const team = await signedIn(browser, ADMIN);
  await team.goto('/studio/live?lang=original');
  await expect(team.locator('nav.studio-nav').getByRole('link', { name: 'Live now' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The list reloads itself (LIVE_LIST_REFRESH_MS): no reload here, the visit appears once its first batch is in.
  const watch = team.locator(`a[data-live-session="${sessionId}"]`);
  await expect(watch).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(team);
  // The visitor goes on reading: a live view ends when nothing is recorded for LIVE_WINDOW_MS (a minute).
  await visit.mouse.wheel(0, 100);
  await watch.click();
  await expect(team).toHaveURL(new RegExp(`/studio/live/${sessionId}`));

  const bar = team.locator('.replay-live');
  await expect(bar.locator('.live-badge')).toHaveText('Live');
  await expect(bar).toHaveAttribute('data-live', 'following');
  await expect(team.locator('.replay-stage iframe')).toBeVisible({ timeout: 30_000 });
  const clicks = team.locator('.replay-events li[data-kind=click]');
  await expect(clicks).toHaveCount(0);

  // The visitor clicks while the team watches: the click reaches the ingest with the next batch, and the stream.
  await visit.locator('h1').first().click();
  await expect.poll(() => clicks.count(), { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(bar).toHaveAttribute('data-live', 'following');

  // Seeking back leaves the live edge; "Go live" returns to it.
  await team.getByRole('slider', { name: 'Position in the recording' }).focus();
  await team.keyboard.press('Home');
  await expect(bar).toHaveAttribute('data-live', 'behind');
  await bar.getByRole('button', { name: 'Go live' }).click();
  await expect(bar).toHaveAttribute('data-live', 'following');

  // The same in Persian, right to left.
  await team.goto(`/studio/live/${sessionId}?lang=fa`);
  await expect(team.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(team.locator('.replay-live .live-badge')).toHaveText('زنده');
  await expectNoSeriousA11yViolations(team);

  await visitor.close();
  await team.context().close();
});

test('the live stream is the product team’s only: anyone else gets a 404', async ({ request }) => {
  const response = await request.get('/api/studio/sessions/00000000-0000-4000-8000-000000000000/live');
  expect(response.status()).toBe(404);
});

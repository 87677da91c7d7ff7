import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './checks';
import { test } from './project-lock';
import { ADMIN, signedIn, unique } from './usability-test-studio';

// The studio's analytics over a visit recorded through the real tracker: a funnel built in the studio shows where the
// visit stopped and opens its replay at that moment; trends and errors read the same index, in English and Persian.

/** A visitor who agreed to recording earlier (the banner does not ask again). */
const agreed = (origin: string) => ({
  cookies: [],
  origins: [{ origin, localStorage: [{ name: 'parley.recordingConsent', value: 'granted' }] }],
});
const origin = () => test.info().project.use.baseURL!;

test('a funnel built in the studio finds a recorded visit at its first step, not its second, and opens its replay where it stopped; trends and errors render in Persian', async ({
  browser,
  projectSettings: _held,
}) => {
  test.setTimeout(180_000);
  // Recorded from its first page: the lock keeps tests that change the project's recording rules away meanwhile.
  const marker = `funnel${unique()}`;
  const visitor = await browser.newContext({ storageState: agreed(origin()) });
  const page = await visitor.newPage();
  // The recorded start: the site also asks for its flags early with a start that records nothing (doNotRecord).
  const started = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/ingest/v1/web/start' &&
      response.status() === 200 &&
      (response.request().postDataJSON() as { doNotRecord?: boolean }).doNotRecord !== true,
  );
  await page.goto(`/articles?lang=original&from=${marker}`);
  await page.mouse.wheel(0, 300);
  const sessionId = String(((await (await started).json()) as { sessionID: string }).sessionID);
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  // Never the blog: the funnel's second step.
  await page.goto('/impressum?lang=original');
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(1_000);
  await visitor.close();

  const team = await signedIn(browser, ADMIN);
  const funnel = `/studio/funnels?lang=original&s1k=page&s1v=${marker}&s2k=page&s2v=%2Fblog`;
  await expect
    .poll(
      async () => {
        await team.goto(funnel);
        return team.locator('.funnel-bars > li').first().getAttribute('data-sessions');
      },
      { timeout: 60_000 },
    )
    .toBe('1');
  await expect(team.locator('.funnel-bars > li').nth(1)).toHaveAttribute('data-sessions', '0');
  await expect(team.locator('#funnel-s1v')).toHaveValue(marker);
  await expectNoSeriousA11yViolations(team);
  await team.locator('.funnel-bars > li').first().getByText('1 session stopped here').click();
  await team.locator('.funnel-bars > li').first().getByRole('link').click();
  await expect(team).toHaveURL(new RegExp(`/studio/sessions/${sessionId}\\?t=\\d+`));

  for (const path of ['/studio/trends?lang=fa&metric=pageViews&by=browser', '/studio/errors?lang=fa']) {
    await team.goto(path);
    await expect(team.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(team.locator('h1')).toBeVisible();
    await expectNoSeriousA11yViolations(team);
  }
  await expect
    .poll(async () => {
      await team.goto('/studio/trends?lang=original&interval=hour');
      return Number(await team.locator('.trend-totals').getAttribute('data-current'));
    })
    .toBeGreaterThan(0);
  await team.context().close();
});

test('journeys from a start page show the path a recorded visit took and open its sessions; journeys and experiments render in Persian', async ({
  browser,
  projectSettings: _held,
}) => {
  test.setTimeout(180_000);
  const visitor = await browser.newContext({ storageState: agreed(origin()) });
  const page = await visitor.newPage();
  const started = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/ingest/v1/web/start' &&
      response.status() === 200 &&
      (response.request().postDataJSON() as { doNotRecord?: boolean }).doNotRecord !== true,
  );
  // A path few other visits take: the imprint, the articles, the imprint again. Each page is left only once its
  // tracker records (it asks for the project's tags then): a page left before that has nothing recorded
  // (tracker/README.md "Limits"), and the journey would skip it.
  const recording = () => page.waitForRequest((request) => new URL(request.url()).pathname === '/ingest/v1/web/tags');
  let next = recording();
  await page.goto('/impressum?lang=original');
  await page.mouse.wheel(0, 200);
  const sessionId = String(((await (await started).json()) as { sessionID: string }).sessionID);
  await next;
  for (const path of ['/articles?lang=original', '/impressum?lang=original']) {
    next = recording();
    await page.goto(path);
    await page.mouse.wheel(0, 300);
    await next;
  }
  await page.waitForTimeout(1_000);
  await visitor.close();

  const team = await signedIn(browser, ADMIN);
  const row = team.locator('tr', {
    has: team.locator('ol[data-path="/impressum /articles /impressum"][data-ends="yes"]'),
  });
  await expect
    .poll(
      async () => {
        await team.goto('/studio/journeys?lang=original&dir=from&page=%2Fimpressum&depth=3');
        return row.count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await expect(team.locator('.journey-flow svg')).toBeVisible();
  await expectNoSeriousA11yViolations(team);
  await row.locator('summary').click();
  await row.locator(`a[href*="/studio/sessions/${sessionId}"]`).click();
  await expect(team).toHaveURL(new RegExp(`/studio/sessions/${sessionId}\\?t=\\d+`));

  for (const path of ['/studio/journeys?lang=fa&page=%2Fimpressum', '/studio/experiments?lang=fa']) {
    await team.goto(path);
    await expect(team.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(team.locator('h1')).toBeVisible();
    await expectNoSeriousA11yViolations(team);
  }
  await team.context().close();
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { encodeBatch } from '@parley/tracker/protocol';
import { signedIn, STUDIO_TEAM } from './sign-in';
import { frame, rrwebElement, rrwebText, startRecordedSession } from './recorded-visits';
import { unique } from './usability-test-studio';

// A public link to one replay, watched by a browser with no account and then revoked; a collection made from the
// replay page. Screenshots of the replay page's panels, the public page and a collection, in English and Persian.

const SHOTS = path.join(process.cwd(), 'test-results', 'studio-sharing-shots');

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test('a public link plays its replay to a browser without an account until it is revoked; a session goes into a new collection', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const heading = `Shared ${unique()}`;
  const { token, sessionID } = await startRecordedSession(request);
  const t0 = Date.now();
  const snapshot = {
    type: 0,
    id: 1,
    childNodes: [
      { type: 1, name: 'html', publicId: '', systemId: '', id: 2 },
      rrwebElement(3, 'html', [
        rrwebElement(4, 'head', []),
        rrwebElement(5, 'body', [rrwebElement(6, 'h1', [rrwebText(7, heading)])]),
      ]),
    ],
  };
  const body = encodeBatch({ version: 1, pageNo: 0, batchNo: 0, firstIndex: 0, timestamp: t0, tabId: 'e2etab000003' }, [
    frame('rrweb', { type: 4, data: { href: 'http://localhost/shared', width: 1280, height: 720 }, timestamp: t0 }),
    frame('rrweb', { type: 2, data: { node: snapshot, initialOffset: { left: 0, top: 0 } }, timestamp: t0 }),
    frame('page', { ts: t0, url: 'http://localhost/shared', referrer: '', title: heading, navigation: 'load' }),
    frame('rrweb', {
      type: 3,
      data: { source: 1, positions: [{ x: 3, y: 3, id: 6, timeOffset: 0 }] },
      timestamp: t0 + 20_000,
    }),
  ]);
  const stored = await request.post('/ingest/v1/web/i?batch=0_0', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    data: Buffer.from(body),
  });
  expect(stored.status()).toBe(200);

  const team = await signedIn(browser, STUDIO_TEAM, { width: 1440, height: 900 });
  await team.goto(`/studio/sessions/${sessionID}?lang=original`, { timeout: 300_000 });
  await team.getByRole('button', { name: 'Make a public link' }).click();
  const link = team.getByRole('textbox', { name: 'Public link' });
  await expect(link).toHaveCount(1, { timeout: 60_000 });
  const address = await link.inputValue();
  expect(new URL(address).pathname).toMatch(/^\/shared\/[\w-]+\.[\w-]+\.[\w-]+$/);

  // Collections: a new one named on the replay page, then its page.
  const collection = `Checkout ${unique()}`;
  await team.getByRole('textbox', { name: 'or a new one named' }).fill(collection);
  await team.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(team.getByRole('link', { name: collection })).toBeVisible({ timeout: 60_000 });
  await shot(team, 'replay-panels-original-1440');
  await team.getByRole('link', { name: collection }).click();
  await expect(team.getByRole('heading', { level: 1 })).toHaveText(collection, { timeout: 300_000 });
  await expect(team.locator('[data-collection-item]')).toHaveCount(1);
  await shot(team, 'collection-original-1440');
  await team.goto(`${new URL(team.url()).pathname}?lang=fa`);
  await shot(team, 'collection-fa-1440');

  // A stranger's browser: no cookies, the replay plays; the site is asked for nothing but the link's own data.
  const stranger = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await stranger.newPage();
  const asked: string[] = [];
  page.on('request', (one) => asked.push(new URL(one.url()).pathname));
  const opened = await page.goto(new URL(new URL(address).pathname, team.url()).href + '?lang=fa', {
    timeout: 300_000,
  });
  expect(opened?.status()).toBe(200);
  await expect(page.frameLocator('.replay-stage iframe').getByRole('heading', { level: 1 })).toHaveText(heading, {
    timeout: 120_000,
  });
  await expect(page.getByRole('region', { name: /یادداشت|Notes/ })).toHaveCount(0);
  // Besides the site's feature flags, which any page without a tracker asks the server for (docs/decisions/0110).
  expect(
    asked.filter((one) => one.startsWith('/api/') && !one.startsWith('/api/shared/') && one !== '/api/feature-flags'),
  ).toEqual([]);
  await shot(page, 'shared-fa-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'shared-fa-390');

  // Revoked: the page is not found, the recording's address answers 404.
  await team.goto(`/studio/sessions/${sessionID}?lang=fa`);
  await shot(team, 'replay-panels-fa-1440');
  await team.goto(`/studio/sessions/${sessionID}?lang=original`);
  await team.getByRole('button', { name: 'Revoke', exact: true }).click();
  await team.getByRole('button', { name: 'Revoke the link' }).click();
  await expect(team.getByRole('textbox', { name: 'Public link' })).toHaveCount(0, { timeout: 60_000 });
  const tokenPart = new URL(address).pathname.split('/').pop()!;
  expect((await page.request.get(`/api/shared/${tokenPart}/replay`)).status()).toBe(404);
  expect((await page.goto(new URL(new URL(address).pathname, team.url()).href))?.status()).toBe(404);
  await stranger.close();
  await team.context().close();
});

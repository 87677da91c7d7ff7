import { test, type Browser, type Page } from '@playwright/test';
import { ownClientAddress } from './fixtures';
import { declinedRecording } from './visitor-state';

let counter = 0;

/** A member nobody has registered yet: `prefix` tells which spec made them when a run's data is looked at. */
export function newMember(prefix: string) {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `${prefix}_${id}`.slice(0, 30),
    email: `${prefix}-${id}@parley.example`,
    pwd: 'a long walk by the river',
  };
}

/** A browser of its own: recording already declined (no consent banner over the page), its own client address. */
export const ownBrowserContext = (browser: Browser, width = 1280) =>
  browser.newContext({
    viewport: { width, height: 844 },
    storageState: declinedRecording(test.info().project.use.baseURL!),
    extraHTTPHeaders: ownClientAddress(),
  });

/** A new member, registered through the form and so signed in, in a browser context of their own. */
export async function registerNewMember(
  browser: Browser,
  { prefix, lang = 'original', width = 1280 }: { prefix: string; lang?: string; width?: number },
): Promise<{ page: Page; username: string }> {
  const context = await ownBrowserContext(browser, width);
  const page = await context.newPage();
  const member = newMember(prefix);
  await page.goto(`/register?lang=${lang}`);
  await page.locator('#field-username').fill(member.username);
  await page.locator('#field-email').fill(member.email);
  await page.locator('#field-pwd').fill(member.pwd);
  await Promise.all([page.waitForURL(/\/\?(welcome=new&)?lang=/), page.locator('form button[type=submit]').click()]);
  return { page, username: member.username };
}

/** Asks a question from the home screen, as a member does; returns the question's path. */
export async function askFromHome(page: Page, title: string, body: string): Promise<string> {
  await page.goto('/home?lang=original');
  await page.locator('details#ask > summary').click();
  await page.locator('#ask-title').fill(title);
  await page.locator('#ask-body').fill(body);
  await Promise.all([
    page.waitForURL(/\/question\//),
    page.locator('#ask-title').locator('xpath=ancestor::form').locator('button[type=submit]').click(),
  ]);
  return new URL(page.url()).pathname;
}

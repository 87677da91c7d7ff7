import { test, type Browser, type Page } from '@playwright/test';
import { declinedRecording } from './visitor-state';

/** The demo seed's product-team account (the studio's only role). */
export const STUDIO_TEAM = { email: 'team@parley.example', pwd: 'studio-listens-closely' };

/** A page in a browser of its own (recording declined), signed in as `account` through the login form. */
export async function signedIn(
  browser: Browser,
  account: { email: string; pwd: string },
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    storageState: declinedRecording(test.info().project.use.baseURL!),
    ...(viewport ? { viewport } : {}),
  });
  const page = await context.newPage();
  await page.goto('/login?lang=original');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.pwd);
  await Promise.all([page.waitForURL(/\/\?lang=[a-z]+$/), page.getByRole('button', { name: 'Log in' }).click()]);
  return page;
}

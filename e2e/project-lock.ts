import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { E2E_DATA_DIR } from './stored-recordings';

/**
 * The site's project is shared by every test, and a start condition changes how all its visitors are recorded (with
 * any condition, a visitor's first page is a cold start). The tests that create start conditions, and the tests that
 * need visitors recorded from their first page, take this lock in turn (a directory, created atomically, under the
 * e2e server's data directory, which each server start wipes). A lock older than LOCK_STALE_MS was left by a test
 * that was killed, and is taken over.
 */
const LOCK_DIR = path.join(E2E_DATA_DIR, 'project-settings.lock');
const LOCK_STALE_MS = 180_000;

/** Waits for the lock and answers its release. */
export async function acquireProjectSettingsLock(): Promise<() => void> {
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(LOCK_DIR);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(LOCK_DIR, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return () => fs.rmSync(LOCK_DIR, { recursive: true, force: true });
}

export async function withProjectSettingsLock<T>(run: () => Promise<T>): Promise<T> {
  const release = await acquireProjectSettingsLock();
  try {
    return await run();
  } finally {
    release();
  }
}

/**
 * The longest a test waits for the lock: the longest test that holds it (the studio's HTML and accessibility pass,
 * 300 s) and a margin. The wait has this timeout of its own, so it never eats into the waiting test's.
 */
const PROJECT_LOCK_WAIT_MAX_MS = 360_000;

/** Playwright's test, with `projectSettings`: a test that names it holds the lock from its start to its end. */
export const test = base.extend<{ projectSettings: void }>({
  projectSettings: [
    async ({}, provide) => {
      const release = await acquireProjectSettingsLock();
      await provide();
      release();
    },
    { timeout: PROJECT_LOCK_WAIT_MAX_MS },
  ],
});

/** Deletes a start condition in the studio (English), by its name: the first press asks, the second deletes. */
export async function deleteCondition(page: import('@playwright/test').Page, name: string): Promise<void> {
  await page.goto('/studio/conditions?lang=original');
  const row = page.locator('tr', { hasText: name });
  await row.getByRole('button', { name: 'Delete' }).click();
  await base.expect(row.getByRole('group')).toContainText(`Delete the start condition \u2068${name}\u2069?`);
  await row.getByRole('group').getByRole('button', { name: 'Delete' }).click();
  await base.expect(page.locator('tr', { hasText: name })).toHaveCount(0);
}

/** The labels of the recording modes on the studio's recording rules (English). */
const RECORDING_MODE_LABELS = {
  all: 'Every visit that agrees to recording',
  sample: 'A random sample of those visits',
  conditions: 'Only visits a start condition starts',
} as const;

/** Sets the project's recording mode in the studio (English), as the team does. */
export async function setRecordingMode(
  page: import('@playwright/test').Page,
  mode: keyof typeof RECORDING_MODE_LABELS,
): Promise<void> {
  await page.goto('/studio/conditions?lang=original');
  await page.getByLabel(RECORDING_MODE_LABELS[mode]).check();
  await page.getByRole('button', { name: 'Save recording rules' }).click();
  await base.expect(page.getByRole('status').filter({ hasText: 'Recording rules saved.' })).toBeVisible();
}

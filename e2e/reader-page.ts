import type { Page } from '@playwright/test';

/**
 * A reader page starts its script at the reader's first interaction (docs/decisions/0065-reader-pages-hydrate-on-interaction.md):
 * what React renders there (the consent banner, a flag's button) appears after it. This makes the first movement a
 * reader makes, and waits until the page is hydrated.
 */
export async function startReaderPage(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './checks';

// The accessibility check every page of the suite goes through: it must see a violation when there is one, or a page
// it passes proves nothing.
test('the accessibility check fails on a serious violation planted in a page, and passes once that part is excluded', async ({
  page,
}) => {
  await page.goto('/impressum');
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.className = 'planted';
    // An image without a text alternative and a button without a name: both critical for axe.
    planted.innerHTML = '<img src="/favicon.ico"><button type="button"></button>';
    document.querySelector('main')!.append(planted);
  });
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
  expect(failure).toContain('.planted');
  await expectNoSeriousA11yViolations(page, { exclude: ['.planted'] });
});

import fs from 'node:fs';
import { expect, type Page, type Response } from '@playwright/test';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';
import { HtmlValidate } from 'html-validate';

// Conformance to the HTML standard, accessibility and document rules. Style-only presets ("recommended") are left
// out: attribute case and boolean-attribute style are React's output conventions, not errors.
const htmlValidate = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // HTML5 allows any id without whitespace (React's useId produces ids like "_R_1_").
    'valid-id': ['error', { relaxed: true }],
    // Every script and stylesheet is same-origin; subresource integrity protects third-party files.
    'require-sri': 'off',
    // The replay's timeline is a listbox of markers placed along time (one Tab stop, arrow keys between markers, the
    // selected one announced): no native <select> can place its options on a time axis. Other roles stay checked.
    'prefer-native-element': ['error', { exclude: ['listbox', 'option'] }],
  },
});

/**
 * React renders a form whose action is a server action with `action=""` (the progressive-enhancement post goes to
 * the page's own URL). An empty action is allowed by browsers but not by the standard's attribute grammar; it is
 * React's output, not ours, so that one message is set aside.
 */
const isReactServerActionForm = (message: string) => message === 'Attribute "action" has invalid value ""';

/** The HTML of a response has no validation error. */
export async function expectValidHtml(response: Response): Promise<void> {
  const report = await htmlValidate.validateString(await response.text());
  const problems = report.results.flatMap((r) =>
    r.messages
      .filter((m) => !isReactServerActionForm(m.message))
      .map((m) => `${m.ruleId}: ${m.message} (line ${m.line})`),
  );
  expect(problems, `HTML problems of ${response.url()}`).toEqual([]);
}

/** axe-core's own build, evaluated in the page under test (as a DevTools evaluation, which the site's CSP allows). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe finds no serious or critical violation on the page as it is now. `exclude` leaves parts out (CSS selectors):
 * the studio's replay frame shows a recording of another page, sandboxed without scripts, so axe can neither run in it
 * nor is its content the studio's own.
 *
 * axe-core runs in the page's own document, frames left out (the site has no frame of its own: the replay's are the
 * only ones, and they are excluded), and only violations are gathered. @axe-core/playwright's `analyze()` did the same
 * checks in 2.0–3.4 s a page here (it injects axe into every frame and opens a blank page to put the frames' results
 * together), this in 0.5–1.1 s; the suite checks about a hundred and fifty pages.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  await page.evaluate(AXE_SOURCE);
  const axe = await page.evaluate(
    (excluded) =>
      (window as unknown as { axe: { run(c: ContextObject, o: RunOptions): Promise<AxeResults> } }).axe.run(
        { include: [['html']], exclude: excluded.map((selector) => [selector]) },
        { resultTypes: ['violations'], iframes: false },
      ),
    exclude,
  );
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

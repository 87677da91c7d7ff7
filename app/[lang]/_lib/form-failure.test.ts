/**
 * @jest-environment node
 */
import { failure, failureOfAll, problemsOf, type Failure, type Result } from '@/lib/errors';
import { SESSION_NEEDS_HTTPS } from '@/lib/auth/session-cookies';
import { LANG_CODES } from '@/lib/i18n/languages';
import { parseConditionForm } from '@/lib/studio/conditions';
import { parseFlagForm } from '@/lib/studio/flags';
import { STUDIO_REASONS, studioFailure } from '@/lib/studio/reasons';
import { parseTagForm } from '@/lib/studio/tags';
import { formFailure, type StudioForm } from './form-failure';

const flag = (overrides: Record<string, string>) => ({
  key: 'k',
  description: '',
  type: 'boolean',
  persist: 'no',
  rollout: '100',
  variants: '',
  conditions: '',
  payload: '',
  ...overrides,
});
const condition = (overrides: Record<string, string>) => ({
  name: 'n',
  captureRate: '100',
  filters: 'click is #x',
  ...overrides,
});

const refused = (result: Result<object>): Failure[] => (result.ok ? [] : [...problemsOf(result)]);
/** The studio mapper as the actions call it: the failures of one form as one failure. */
const studioFormFailure = (
  lang: Parameters<typeof formFailure>[0],
  studioForm: StudioForm | undefined,
  failures: Failure[],
  values: Record<string, string>,
) => formFailure(lang, failureOfAll(failures), values, { studioForm });

/** Bad forms of the three studio forms: together they refuse for every reason the studio has. */
const CASES: [StudioForm | undefined, Failure[]][] = [
  // The integrations' address fields, as lib/integrations/http-url.ts refuses them (after a lookup, so not made here;
  // tests/integration/integrations-page.test.ts shows the form's message).
  [
    undefined,
    [
      studioFailure('url', 'privateAddress', 'must lead to a public address: 10.0.0.1 is a private address', {
        values: { address: '10.0.0.1' },
      }),
    ],
  ],
  ['flags', refused(parseFlagForm(flag({ key: 'no spaces', type: 'tri', persist: 'maybe', rollout: '101' })))],
  ['flags', refused(parseFlagForm(flag({ payload: '{nope' })))],
  ['flags', refused(parseFlagForm(flag({ conditions: 'userCountry is DE\nuserCountry iss DE' })))],
  ['flags', refused(parseFlagForm(flag({ conditions: 'userCountry' })))],
  ['flags', refused(parseFlagForm(flag({ conditions: 'planet is Mars' })))],
  ['flags', refused(parseFlagForm(flag({ conditions: 'metadata is pro' })))],
  ['flags', refused(parseFlagForm(flag({ conditions: 'userCountry.x is DE' })))],
  ['flags', refused(parseFlagForm(flag({ conditions: 'userCountry isAny DE' })))],
  ['flags', refused(parseFlagForm(flag({ conditions: 'userCountry is' })))],
  ['flags', refused(parseFlagForm(flag({ conditions: '120%: userCountry is DE' })))],
  [
    'flags',
    refused(parseFlagForm(flag({ conditions: Array.from({ length: 21 }, () => 'userCountry is DE').join('\n') }))),
  ],
  ['flags', refused(parseFlagForm(flag({ type: 'multi', variants: 'blue 50\nblue 50' })))],
  ['flags', refused(parseFlagForm(flag({ type: 'multi', variants: 'blue fifty' })))],
  ['flags', refused(parseFlagForm(flag({ type: 'multi', variants: 'blue 100' })))],
  ['flags', refused(parseFlagForm(flag({ type: 'multi', variants: 'blue 30\ngreen 30' })))],
  ['flags', refused(parseFlagForm(flag({ variants: 'blue 100' })))],
  ['conditions', refused(parseConditionForm(condition({ filters: 'duration greaterThan soon' })))],
  ['conditions', refused(parseConditionForm(condition({ filters: 'fetch' })))],
  [
    'conditions',
    refused(parseConditionForm(condition({ filters: Array.from({ length: 21 }, () => 'click is #x').join('\n') }))),
  ],
  ['conditions', refused(parseConditionForm(condition({ captureRate: 'all' })))],
  ['tags', refused(parseTagForm({ name: 'x', selector: 'div[data-x="1"' }))],
  ['tags', refused(parseTagForm({ name: 'x', selector: 'a { color: red }' }))],
  ['tags', refused(parseTagForm({ name: 'x', selector: 'main >' }))],
];

describe("the studio forms' failures, in the page's language", () => {
  test('the bad forms above refuse for every studio reason, each naming its field', () => {
    const failures = CASES.flatMap(([, list]) => list);
    expect(failures.every((one) => one.field)).toBe(true);
    expect(new Set(failures.map((one) => one.reason).filter(Boolean))).toEqual(new Set(STUDIO_REASONS));
  });

  test.each(LANG_CODES)(
    'in %s, every message is translated: no English reason is shown, values are isolated',
    (lang) => {
      for (const [kind, failures] of CASES) {
        const { fieldErrors = {} } = studioFormFailure(lang, kind, failures, {});
        for (const one of failures) {
          const message = fieldErrors[one.field!]!;
          expect(message).toMatch(/\S/);
          // The English sentence of the refusal (for API clients and logs) never reaches a form in another language.
          if (lang !== 'original' && lang !== 'en')
            expect(message).not.toContain(one.error.replace(/^[^:]+:\s*(line \d+:\s*)?/, ''));
          for (const value of Object.values(one.values ?? {}))
            if (typeof value === 'string') expect(message).toContain(`\u2068${value}\u2069`);
          if (lang === 'fa') expect(message).toMatch(/[\u0600-\u06FF]/);
        }
      }
    },
  );

  test('a line number is part of the message, in the digits of the language', () => {
    const failures = refused(parseFlagForm(flag({ conditions: 'userCountry is DE\nuserCountry iss DE' })));
    expect(studioFormFailure('original', 'flags', failures, {}).fieldErrors?.conditions).toBe(
      'Line 2: \u2068iss\u2069 is not an operator. Operators: \u2068is, isNot, isAny, contains, notContains, startsWith, endsWith, isUndefined\u2069.',
    );
    expect(studioFormFailure('fa', 'flags', failures, {}).fieldErrors?.conditions).toMatch(
      /^سطر ۲: \u2068iss\u2069 یک عملگر نیست/,
    );
    expect(studioFormFailure('de', 'flags', failures, {}).fieldErrors?.conditions).toMatch(
      /^Zeile 2: \u2068iss\u2069 ist kein Operator/,
    );
  });

  test('a field with several bad lines names every one of them, not only the first', () => {
    const flagFailures = refused(
      parseFlagForm(
        flag({
          type: 'multi',
          variants: 'blue fifty\ngreen 50\nred lots',
          conditions: 'userCountry iss DE\nuserOs is Linux\n120%: userCity is Bonn\nplanet is Mars',
        }),
      ),
    );
    expect(flagFailures.map((one) => [one.field, one.line, one.reason])).toEqual([
      ['variants', 1, 'notVariant'],
      ['variants', 3, 'notVariant'],
      ['conditions', 1, 'unknownOperator'],
      ['conditions', 3, 'percentage'],
      ['conditions', 4, 'unknownType'],
    ]);
    const conditionFailures = refused(
      parseConditionForm(condition({ filters: 'click iss #a\nclick is #b\nduration is x' })),
    );
    expect(conditionFailures.map((one) => [one.field, one.line, one.reason])).toEqual([
      ['filters', 1, 'unknownOperator'],
      ['filters', 3, 'needsNumber'],
    ]);
    const shown = studioFormFailure('original', 'conditions', conditionFailures, {}).fieldErrors?.filters;
    expect(shown).toMatch(/^Line 1: .*iss.* Line 3: /);
  });

  test('the shared codes keep their own messages; a refusal without a field is the whole form’s', () => {
    const tooLong = refused(parseTagForm({ name: 'x'.repeat(101), selector: '' }));
    expect(studioFormFailure('es', 'tags', tooLong, {}).fieldErrors).toEqual({
      name: 'Usa como máximo 100 caracteres.',
      selector: expect.any(String),
    });
    expect(
      studioFormFailure('de', 'conditions', [{ ok: false, code: 'not_found', error: 'No such start condition' }], {
        name: 'a',
      }),
    ).toEqual({
      error: 'Das gibt es nicht mehr: Jemand hat es inzwischen gelöscht.',
      values: { name: 'a' },
    });
    expect(
      studioFormFailure('fa', 'conditions', [{ ok: false, code: 'taken', error: 'name: taken', field: 'name' }], {})
        .fieldErrors,
    ).toEqual({
      name: 'شرط شروعی با این نام هست.',
    });
  });
});

describe('one mapper for every form', () => {
  test("a members' form shows each field's problem at once, and a limit names when to try again", () => {
    const both = failureOfAll([
      failure('required', 'email: is required', { field: 'email' }),
      failure('too_short', 'pwd: too short', { field: 'pwd', limit: 8 }),
    ]);
    expect(formFailure('original', both, { email: '' })).toEqual({
      fieldErrors: { email: expect.stringMatching(/\S/), pwd: expect.stringContaining('8') },
      values: { email: '' },
    });
    const limited = formFailure(
      'en',
      failure('limited', 'too many', { retryAfterSeconds: 600 }),
      {},
      { limit: 'logins' },
    );
    expect(limited.error).toContain('10');
    expect(limited.fieldErrors).toBeUndefined();
  });

  test('a sign-in the browser could not keep (plain http on a public host) says to open the site with https, in every language', () => {
    for (const lang of LANG_CODES) {
      const state = formFailure(lang, SESSION_NEEDS_HTTPS, { email: 'mina@parley.example' });
      expect(state.error).toContain('https://');
      expect(state.values).toEqual({ email: 'mina@parley.example' });
    }
    expect(formFailure('fa', SESSION_NEEDS_HTTPS, {}).error).not.toBe(formFailure('en', SESSION_NEEDS_HTTPS, {}).error);
    // Another refusal with the same code keeps its own message.
    expect(formFailure('en', failure('forbidden', 'no'), {}).error).not.toContain('https://');
  });

  test("the test form's locked status is the whole form's message; a bad task field names its rule", () => {
    expect(
      formFailure(
        'en',
        failure('invalid', 'status: only a test in preview can be edited', { field: 'status' }),
        {},
        { studioForm: 'tests' },
      ),
    ).toEqual({
      error: 'Only a test in preview can be edited.',
      values: {},
    });
    const state = formFailure(
      'de',
      failure('invalid', 'tasks.1.title: must be short', { field: 'tasks.1.title' }),
      {},
      { studioForm: 'tests' },
    );
    expect(state.fieldErrors?.['tasks.1.title']).toMatch(/\(must be short\)$/);
  });
});

import {
  booleanArg,
  formArg,
  langArg,
  numberArg,
  oneOfArg,
  previousStateArg,
  serialIdArg,
  serverAction,
  textArg,
  unreadableActionInput,
  uuidArg,
} from './action-input';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

test('a form field or a bound argument holding a NUL or a lone surrogate is refused, naming it; readable input passes', () => {
  expect(
    unreadableActionInput(form({ email: 'a@example.org', pwd: 'secret words' }), { slug: 'a-question' }),
  ).toBeNull();
  expect(unreadableActionInput(form({ email: 'a\u0000@example.org' }))).toMatchObject({
    code: 'invalid',
    field: 'email',
    error: 'email: must not contain a NUL character',
  });
  expect(unreadableActionInput(form({ body: 'fine' }), { slug: 'x\ud800' })).toMatchObject({
    code: 'invalid',
    field: 'slug',
  });
  expect(unreadableActionInput(form({ 'a\u0000': 'x' }))).toMatchObject({ code: 'invalid' });
  // Emoji are surrogate pairs, not lone surrogates: readable.
  expect(unreadableActionInput(form({ body: 'a talk 🌿 by the lake' }))).toBeNull();
  expect(unreadableActionInput(null, { visitor: 'visitor-1', at: 12 })).toBeNull();
});

describe('serverAction: every argument is read before the action runs', () => {
  const refusals: [string, string][] = [];
  const ran: unknown[][] = [];
  const action = serverAction(
    [
      langArg,
      serialIdArg('id'),
      uuidArg('post'),
      booleanArg('up'),
      oneOfArg('kind', ['question', 'answer']),
      numberArg('at'),
      textArg('slug'),
      previousStateArg,
      formArg,
    ],
    (failure, lang) => {
      refusals.push([lang, failure.error]);
      return 'refused';
    },
    async (...values) => {
      ran.push(values);
      return 'ran';
    },
  );
  const valid: unknown[] = [
    'fa',
    7,
    '123e4567-e89b-12d3-a456-426614174000',
    true,
    'answer',
    12.5,
    'a-question',
    { anything: ['\u0000'] },
    form({ body: 'fine' }),
  ];
  const call = (...args: unknown[]) => (action as (...args: unknown[]) => Promise<string>)(...args);

  beforeEach(() => {
    refusals.length = 0;
    ran.length = 0;
  });

  test('valid arguments reach the action as they came (useActionState’s previous state is never read)', async () => {
    expect(await call(...valid)).toBe('ran');
    expect(ran).toEqual([valid]);
  });

  test.each([
    [1, '7', 'id: is not an id'],
    [1, 0, 'id: is not an id'],
    [1, 1.5, 'id: is not an id'],
    [1, 2 ** 31, 'id: is not an id'],
    [2, 'not-a-uuid', 'post: is not an id'],
    [2, null, 'post: is not an id'],
    [3, 'true', 'up: must be true or false'],
    [4, 'comment', 'kind: must be one of question, answer'],
    [5, Number.NaN, 'at: must be a number'],
    [5, '12', 'at: must be a number'],
    [6, 'x\u0000', 'slug: must not contain a NUL character'],
    [6, '\udc00', 'slug: must not contain a lone surrogate (invalid Unicode)'],
    [6, ['a'], 'slug: must be text'],
    [8, 'body=fine', 'form: must be form data'],
    [8, form({ body: 'a\u0000' }), 'body: must not contain a NUL character'],
  ])('argument %i as %p → refused as %p, in the bound language, the action never runs', async (index, value, error) => {
    const args = [...valid];
    args[index] = value;
    expect(await call(...args)).toBe('refused');
    expect(refusals).toEqual([['fa', error]]);
    expect(ran).toEqual([]);
  });

  test('a language that is none, a missing argument, unreadable extra arguments: refused in the default language', async () => {
    expect(await call('xx', ...valid.slice(1))).toBe('refused');
    expect(await call(...valid.slice(0, -1))).toBe('refused');
    expect(await call(...valid, 'extra\u0000')).toBe('refused');
    expect(await call(...valid, form({ 'a\u0000': 'x' }))).toBe('refused');
    expect(refusals.map(([lang]) => lang)).toEqual(['original', 'fa', 'fa', 'fa']);
    expect(ran).toEqual([]);
    // Readable extras (a one-button form's data after its bound arguments) are no reason to refuse.
    expect(await call(...valid, {}, form({}))).toBe('ran');
  });
});

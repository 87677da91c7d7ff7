import { unreadableActionInput } from './action-input';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

test('a form field or a bound argument holding a NUL or a lone surrogate is refused, naming it; readable input passes', () => {
  expect(unreadableActionInput(form({ email: 'a@example.org', pwd: 'secret words' }), { slug: 'a-question' })).toBeNull();
  expect(unreadableActionInput(form({ email: 'a\u0000@example.org' }))).toMatchObject({
    code: 'invalid',
    field: 'email',
    error: 'email: must not contain a NUL character',
  });
  expect(unreadableActionInput(form({ body: 'fine' }), { slug: 'x\ud800' })).toMatchObject({ code: 'invalid', field: 'slug' });
  expect(unreadableActionInput(form({ 'a\u0000': 'x' }))).toMatchObject({ code: 'invalid' });
  // Emoji are surrogate pairs, not lone surrogates: readable.
  expect(unreadableActionInput(form({ body: 'a talk 🌿 by the lake' }))).toBeNull();
  expect(unreadableActionInput(null, { visitor: 'visitor-1', at: 12 })).toBeNull();
});

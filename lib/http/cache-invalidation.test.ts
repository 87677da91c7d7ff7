/** @jest-environment node */
import { headerWords, questionPageTag } from './cache-invalidation';

test('a question tag names the question whatever its slug holds, in one word', () => {
  expect(questionPageTag('why-we-listen')).toBe('question:why-we-listen');
  expect(headerWords(questionPageTag('a b,c'))).toEqual([questionPageTag('a b,c')]);
  expect(headerWords(`${questionPageTag('x')} other`)).toEqual(['question:x', 'other']);
  expect(headerWords(undefined)).toEqual([]);
});

import { highlightParts } from './highlight';

const marked = (text: string, words: string[]) => highlightParts(text, words).filter((part) => part.match).map((part) => part.text);

describe('search highlighting', () => {
  test('marks every occurrence of each word, ignoring case and diacritics, keeping the text as written', () => {
    expect(marked('Gespräche, die nahe gehen: ein GESPRÄCH', ['gesprach'])).toEqual(['Gespräch', 'GESPRÄCH']);
    expect(highlightParts('Listening well', ['listen']).map((part) => part.text).join('')).toBe('Listening well');
  });

  test('marks Persian compounds written with or without the zero-width non-joiner', () => {
    expect(marked('یک گفت‌وگوی خوب', ['گفتگو'])).toEqual(['گفت‌وگو']);
  });

  test('without words nothing is marked', () => {
    expect(highlightParts('Anything', [])).toEqual([{ text: 'Anything', match: false }]);
  });
});

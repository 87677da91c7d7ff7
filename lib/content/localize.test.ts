import { buildLibrary } from './library';
import { localize, summarize } from './localize';

const files = [
  {
    path: 'articles/a.md',
    raw: '---\ntitle: On Listening\nslug: on-listening\ncategory: Deep Communication\nlanguage: en\n---\nListening well is a skill.\n',
  },
  { path: 'translations/de/on-listening.md', raw: '---\ntitle: Über das Zuhören\n---\nGut zuhören ist eine Fähigkeit.\n' },
  {
    path: 'articles/b.md',
    raw: '---\ntitle: Über Nähe\nslug: uber-nahe\ncategory: Deep Communication\nlanguage: de\n---\nNähe entsteht im Gespräch.\n',
  },
];
const { library } = buildLibrary(files);
const onListening = library.articleBySlug.get('on-listening')!;
const germanOriginal = library.articleBySlug.get('uber-nahe')!;

describe('showing an entry in a display language', () => {
  test('"original" shows the text as written, without a note', () => {
    expect(localize(onListening, 'original')).toMatchObject({ title: 'On Listening', contentLang: 'en', isFallback: false });
  });
  test('a translated language shows the translation', () => {
    expect(localize(onListening, 'de')).toMatchObject({ title: 'Über das Zuhören', contentLang: 'de', isFallback: false });
  });
  test('a language without a translation falls back to the original and says so', () => {
    expect(localize(onListening, 'fa')).toMatchObject({ title: 'On Listening', contentLang: 'en', isFallback: true });
    expect(localize(onListening, 'en')).toMatchObject({ title: 'On Listening', isFallback: true });
  });
  test('an original already in the asked-for language needs no note', () => {
    expect(localize(germanOriginal, 'de')).toMatchObject({ title: 'Über Nähe', contentLang: 'de', isFallback: false });
  });
  test('the description falls back to the first paragraph, without markdown', () => {
    expect(summarize('## Heading\n\nA [linked](/x) *word* here.\n\nSecond.')).toBe('A linked word here.');
    expect(summarize('word '.repeat(100)).length).toBeLessThanOrEqual(160);
  });
});

import { buildLibrary } from './library';
import { CATALOGUE_PAGE_SIZE, normalizeSearchText, parsePageParam, queryCatalogue } from './catalogue';

const articles = Array.from({ length: 30 }, (_, i) => ({
  path: `articles/a${i}.md`,
  raw: `---\ntitle: ${i % 3 === 0 ? 'Questions for Friends' : 'Gespräche über Nähe'} ${i}\nslug: a-${i}\ncategory: ${i < 20 ? 'Deep Communication' : 'Trending Topics'}\nlanguage: en\ndate: 2025-01-${String((i % 28) + 1).padStart(2, '0')}\n---\nBody.\n`,
}));
const { library } = buildLibrary(articles);

describe('the catalogue', () => {
  test('pages hold CATALOGUE_PAGE_SIZE articles and report the page count', () => {
    const first = queryCatalogue(library, { lang: 'original', page: 1 })!;
    expect(first.items).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(first).toMatchObject({ total: 30, pages: 2, page: 1 });
    expect(queryCatalogue(library, { lang: 'original', page: 2 })!.items).toHaveLength(30 - CATALOGUE_PAGE_SIZE);
  });
  test('a page past the last one is null (the route responds with 404)', () => {
    expect(queryCatalogue(library, { lang: 'original', page: 3 })).toBeNull();
  });
  test('the category filter keeps only that category', () => {
    const result = queryCatalogue(library, { lang: 'original', category: 'trending-topics' })!;
    expect(result.total).toBe(10);
    expect(result.items.every((item) => item.category === 'Trending Topics')).toBe(true);
  });
  test('an unknown category id is ignored rather than emptying the list', () => {
    expect(queryCatalogue(library, { lang: 'original', category: 'nope' })!.total).toBe(30);
  });
  test('search needs every word in the title, ignoring case and diacritics', () => {
    expect(queryCatalogue(library, { lang: 'original', q: 'questions FRIENDS' })!.total).toBe(10);
    expect(queryCatalogue(library, { lang: 'original', q: 'gesprache nahe' })!.total).toBe(20);
    expect(queryCatalogue(library, { lang: 'original', q: 'questions nahe' })!.total).toBe(0);
  });
  test('normalizing folds Persian letter variants, and compounds with or without the zero-width non-joiner', () => {
    expect(normalizeSearchText('گفت‌وگوي  ك')).toBe(normalizeSearchText('گفتگوی ک'));
    expect(normalizeSearchText('جست‌وجو')).toBe(normalizeSearchText('جستجو'));
    expect(normalizeSearchText('نیمه‌شب')).toBe(normalizeSearchText('نیمهشب'));
  });
  test('?page= accepts only positive whole numbers', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('3')).toBe(3);
    for (const bad of ['0', '-1', 'abc', '1.5', '01', ['1', '2']]) expect(parsePageParam(bad)).toBeNull();
  });
});

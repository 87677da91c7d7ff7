import { LANG_CODES } from './languages';
import { loadMessages } from './messages';
import { CATEGORIES, categoryId } from '@/lib/content/categories';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('UI strings', () => {
  const reference = keys(loadMessages('original')).sort();

  test.each(LANG_CODES)('every key exists in %s, and no extra ones', (lang) => {
    expect(keys(loadMessages(lang)).sort()).toEqual(reference);
  });
  test.each(LANG_CODES)('no string is empty in %s', (lang) => {
    const flat = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(flat);
    expect(flat(loadMessages(lang)).filter((s) => s.trim() === '')).toEqual([]);
  });
  test('every category has a translated label', () => {
    expect(Object.keys(loadMessages('original').categories).sort()).toEqual(CATEGORIES.map(categoryId).sort());
  });
  test('"Loading..." is the loading text of the original UI', () => {
    expect(loadMessages('original').common.loading).toBe('Loading...');
    expect(loadMessages('original').languageDialog).toMatchObject({ title: 'Select Language', close: 'Close' });
  });
});

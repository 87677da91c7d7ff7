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
  // German writes "Feature-Flags" and "Tags" itself; Spanish and Persian have words of their own.
  test.each(['es', 'fa'] as const)("the studio's flags and tags pages in %s say no English word for a flag", (lang) => {
    const studio = loadMessages(lang).studio;
    const shown = [studio.nav.flags, studio.sessions.flag, studio.reasons.variantCount, studio.reasons.booleanVariants]
      .concat(Object.values(studio.flags), Object.values(studio.tags))
      // Placeholders and the condition grammar's own words (userCountry, …) are not prose.
      .map((text) => text.replace(/\{[^}]*\}/g, '').replace(/«[^»]*»/g, ''));
    expect(shown.filter((text) => /\b(feature|flags?)\b/i.test(text))).toEqual([]);
  });
  test('every category has a translated label', () => {
    expect(Object.keys(loadMessages('original').categories).sort()).toEqual(CATEGORIES.map(categoryId).sort());
  });
  test('"Loading..." is the loading text of the original UI', () => {
    expect(loadMessages('original').common.loading).toBe('Loading...');
    expect(loadMessages('original').languageDialog).toMatchObject({ title: 'Select Language', close: 'Close' });
  });
});

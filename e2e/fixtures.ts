import { buildLibrary } from '@/lib/content/library';
import { readContentFiles } from '@/lib/content/load';

/** The same library the site was built from, read straight from content/ for expectations. */
export const library = buildLibrary(readContentFiles()).library;

export function articleWithout(lang: 'fa' | 'de' | 'es' | 'en') {
  const found = library.articles.find((a) => !a.translations[lang] && a.language === 'en');
  if (!found) throw new Error(`every article has a ${lang} translation`);
  return found;
}

export function articleWith(lang: 'fa' | 'de' | 'es' | 'en') {
  const found = library.articles.find((a) => a.translations[lang]);
  if (!found) throw new Error(`no article has a ${lang} translation`);
  return found;
}

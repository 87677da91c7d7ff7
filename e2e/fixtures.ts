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

let clientCounter = 0;

/**
 * Request headers that give a test browser an address of its own (198.18.0.0/15, the benchmarking range). The e2e
 * server trusts one proxy hop (scripts/e2e-server.mjs), as a deployment behind a load balancer does, so the
 * per-address limits (new accounts per hour) count each test's browser, not the one machine all tests run on.
 */
export function ownClientAddress(): Record<string, string> {
  clientCounter += 1;
  const id = (process.pid * 97 + clientCounter) % 60_000;
  return { 'x-forwarded-for': `198.18.${Math.floor(id / 250)}.${(id % 250) + 1}` };
}

import 'server-only';
import { randomBytes } from 'node:crypto';

/** How many characters of a title go into its slug (before the unique suffix). */
export const SLUG_WORDS_MAX_LENGTH = 60;
const SUFFIX_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
export const SLUG_SUFFIX_LENGTH = 6;

const GERMAN = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' } as Record<string, string>;

/**
 * The ASCII words of a text for a URL: German umlauts spelt out, other accents dropped, everything else a hyphen.
 * Plain ASCII keeps addresses identical however a browser or proxy encodes them. A text with no Latin letters at all
 * (Persian) gives '' and the caller falls back to a generic word.
 */
export function slugWords(text: string, maxLength = SLUG_WORDS_MAX_LENGTH): string {
  const ascii = text
    .replace(/[äöüßÄÖÜ]/g, (c) => GERMAN[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (ascii.length <= maxLength) return ascii;
  const cut = ascii.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** A random suffix of lower-case letters and digits, so two questions with one title still get two addresses. */
export function randomSuffix(length = SLUG_SUFFIX_LENGTH, random: () => number = secureRandom): string {
  let suffix = '';
  for (let i = 0; i < length; i += 1) suffix += SUFFIX_ALPHABET[Math.floor(random() * SUFFIX_ALPHABET.length)];
  return suffix;
}

function secureRandom(): number {
  return randomBytes(4).readUInt32BE(0) / 2 ** 32;
}

/** `why-do-we-hide-what-we-need-k3x9q2`: the title's words (or `fallback`) and a random suffix. */
export function questionSlug(title: string, random?: () => number, fallback = 'question'): string {
  return `${slugWords(title) || fallback}-${randomSuffix(SLUG_SUFFIX_LENGTH, random)}`;
}

import { normalizeSearchText } from './catalogue';

export type HighlightPart = { text: string; match: boolean };

/**
 * Splits `text` into the parts that match one of the search `words` and the parts between, so a card can mark what
 * the search found. Matching is on the same folded form as the search (case, diacritics, Persian letter variants and
 * compounds), so a part is marked exactly when the search counted it; the parts keep the text as written.
 */
export function highlightParts(text: string, words: readonly string[]): HighlightPart[] {
  const wanted = words.map((word) => normalizeSearchText(word)).filter(Boolean);
  if (wanted.length === 0 || text === '') return [{ text, match: false }];
  // The folded text, and for each of its characters the original character it came from.
  const chars = [...text];
  let folded = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    // A zero-width non-joiner and the linking "و" after it fold away together (normalizeSearchText).
    const joined = char === '\u0648' && chars[index - 1] === '\u200c';
    const piece = joined ? '' : normalizeSearchText(char === ' ' ? ' ' : char) || (char.trim() === '' && char !== '\u200c' ? ' ' : '');
    for (const unit of piece) {
      folded += unit;
      origin.push(index);
    }
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of wanted) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      for (let k = at; k < at + word.length; k++) marked[origin[k]!] = true;
    }
  }
  // Characters that fold to nothing (a non-joiner, its linking و, a combining mark) inside a match belong to it.
  const folds = new Set(origin);
  chars.forEach((_, index) => {
    if (folds.has(index) || marked[index]) return;
    let before = index - 1;
    while (before >= 0 && !folds.has(before)) before--;
    let after = index + 1;
    while (after < chars.length && !folds.has(after)) after++;
    if (before >= 0 && after < chars.length && marked[before] && marked[after]) marked[index] = true;
  });
  const parts: HighlightPart[] = [];
  chars.forEach((char, index) => {
    const match = marked[index]!;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += char;
    else parts.push({ text: char, match });
  });
  return parts;
}

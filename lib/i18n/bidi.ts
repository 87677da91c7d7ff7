/**
 * A value set inside a translated sentence (a name, a code, a list of operators), isolated with FSI … PDI: the
 * plain-text form of `<bdi>`, for strings that are not markup (form messages, hints, titles). A Latin `userCountry`
 * or `(fetch: …)` then keeps its own order inside a Persian sentence, and the sentence keeps its own. Numbers are
 * left as they are: the message formats them in the language's digits.
 */
export function isolate<T extends string | number>(value: T): T | string {
  return typeof value === 'number' ? value : `\u2068${value}\u2069`;
}

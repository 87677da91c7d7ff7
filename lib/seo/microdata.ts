/**
 * schema.org microdata: structured data written as attributes on the elements that already show it (as Stack
 * Overflow marks up its questions). A question page is kept and carries its text twice already, once as HTML and
 * once in React's payload; JSON-LD would have added every answer's text twice more. The articles keep their JSON-LD
 * (lib/seo/json-ld.ts), which repeats only a title and a summary.
 *
 * The props are plain attribute objects, spread onto elements: `<article {...itemScope('QAPage')}>`.
 */

export const SCHEMA_ORG = 'https://schema.org/';

/** The types a question page uses. */
export type MicrodataType = 'QAPage' | 'Question' | 'Answer' | 'Person';

/** An element that is an item of `type`; with `property`, also the value of that property of the enclosing item. */
export function itemScope(
  type: MicrodataType,
  property?: string,
): { itemScope: true; itemType: string; itemProp?: string } {
  return { itemScope: true, itemType: `${SCHEMA_ORG}${type}`, ...(property ? { itemProp: property } : {}) };
}

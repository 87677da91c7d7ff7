import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with a member-written value in it ("Welcome back, {username}"): pass SLOT as the value to
 * the translation, then fillSlot puts the real value back isolated in <bdi>. The sentence keeps the page's direction,
 * and a Latin name in a Persian sentence (or the reverse) cannot reorder it, which dir="auto" on the whole sentence
 * would (it takes the direction of the first strong character, often the name's).
 */
export const SLOT = '\u0000';

export function fillSlot(sentence: string, value: ReactNode): ReactNode {
  const parts = sentence.split(SLOT);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <bdi>{value}</bdi> : null}
    </Fragment>
  ));
}

import type { ReactNode } from 'react';

/**
 * A translated sentence with member-written values in it ("Welcome back, {username}", "{actor} answered “{title}”"):
 * fillSlots puts each value in its `{name}` slot isolated in <bdi>. The sentence keeps the page's direction, and a
 * Latin name in a Persian sentence (or the reverse) cannot reorder it, which dir="auto" on the whole sentence would
 * (it takes the direction of the first strong character, often the name's).
 *
 * A sentence formatted by next-intl gets the slot marker as the value: `t('home.welcome', { username: slot('username') })`;
 * a raw template (the notification labels) already has its slots.
 */
export const slot = (name: string) => `{${name}}`;

export function fillSlots(sentence: string, values: Record<string, ReactNode>): ReactNode {
  // Plain text stays a string and empty parts are dropped: a kept page carries each sentence twice (its HTML and the
  // React payload), and a question page holds one per answer.
  return sentence
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? <bdi key={index}>{values[name]}</bdi> : part;
    });
}

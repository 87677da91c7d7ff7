import { Fragment, type ReactNode } from 'react';

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
  return sentence.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? <bdi>{values[name]}</bdi> : part}</Fragment>;
  });
}

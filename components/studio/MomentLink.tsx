'use client';

import type { AnchorHTMLAttributes, FocusEvent, MouseEvent } from 'react';

/** An address with the moment `t` (ms since the epoch), as the replay's moment links write it; a `#fragment` stays last. */
export function atMoment(href: string, moment: number): string {
  const [address = '', fragment] = href.split('#', 2);
  const [path, query = ''] = address.split('?');
  const params = new URLSearchParams(query);
  params.set('t', String(Math.round(moment)));
  return `${path}?${params.toString()}${fragment === undefined ? '' : `#${fragment}`}`;
}

/** The moment the replay shows: the `?t=` the player writes into the address as it plays or moves, else `openedAt`. */
export function shownMoment(openedAt: number, search = window.location.search): number {
  const shown = Number(new URLSearchParams(search).get('t'));
  return Number.isSafeInteger(shown) && shown > 0 ? shown : openedAt;
}

type MomentLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The address, without its moment. */
  href: string;
  /** The moment the replay was opened at (its `?t=`, else its start): the link's moment until the replay moves. */
  openedAt: number;
  /** The moment the link takes for the one shown (a tab of the visit maps it into its own time). */
  toMoment?: (moment: number) => number;
};

/**
 * A link about the moment the replay shows: it takes that moment when it is about to be followed (pointed at,
 * focused, clicked), not the one the page was opened at, so that what it opens is where the team stopped watching.
 */
export function MomentLink({ href, openedAt, toMoment = (moment) => moment, ...anchor }: MomentLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement> | FocusEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = atMoment(href, toMoment(shownMoment(openedAt)));
  };
  return (
    <a
      href={atMoment(href, toMoment(openedAt))}
      {...anchor}
      onClick={follow}
      onMouseEnter={follow}
      onFocus={follow}
      onContextMenu={follow}
    />
  );
}

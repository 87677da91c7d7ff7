'use client';

import { useSyncExternalStore } from 'react';
import { MEMBER_NAME_ATTRIBUTE } from '@/lib/auth/member-hint';
import { readMemberHint } from '@/components/account/current-user';

const subscribeToNothing = () => () => {};

/**
 * The signed-in member's name in a page kept for many members ("Welcome back, {username}" on the kept home feed):
 * empty in the page itself, written in by the pre-paint script (lib/auth/member-hint.ts) and rendered the same once
 * hydrated, from the member's own hint cookie.
 */
export function MemberNameText() {
  const name = useSyncExternalStore(
    subscribeToNothing,
    () => readMemberHint() || '',
    () => '',
  );
  const attributes = { [MEMBER_NAME_ATTRIBUTE]: '' };
  return (
    <span {...attributes} suppressHydrationWarning>
      {name}
    </span>
  );
}

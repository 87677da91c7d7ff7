import useSWR from 'swr';
import { localizedHref } from '@/lib/i18n/routing';
import type { Lang } from '@/lib/i18n/languages';
import type { ActivityItem } from '@/lib/discussion/activities';
import { ACTIVITIES_POLL_INTERVAL_MS } from '@/lib/discussion/limits';

export const ACTIVITIES_URL = '/api/useractivities';
export const readActivityUrl = (id: string) => `/api/readuseractivity/${encodeURIComponent(id)}`;

// The item type is the server's (a type-only import); of lib/discussion only the named limits (plain numbers) reach the browser.
export type { ActivityItem };

/** The notification flag is on when at least one activity item is unread. */
export function hasUnread(items: readonly ActivityItem[]): boolean {
  return items.some((item) => !item.read);
}

export function unreadCount(items: readonly ActivityItem[]): number {
  return items.filter((item) => !item.read).length;
}

/** Where an activity leads: the question, at the answer it is about when there is one. */
export function activityHref(item: ActivityItem, lang: Lang): string {
  return `${localizedHref(`/question/${item.question.slug}`, lang)}${item.answerId ? `#answer-${item.answerId}` : ''}`;
}

async function fetchActivities(url: string): Promise<ActivityItem[]> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as ActivityItem[];
}

/**
 * The member's activities: requested only with a session, then again every ACTIVITIES_POLL_INTERVAL_MS
 * while the page is visible (SWR pauses the polling in a hidden tab and asks again when it is shown), so the indicator
 * updates while a page stays open. `markRead` calls the read endpoint with the first item's id and clears the flag once that call succeeds; failures
 * go to the console only (the bell is not worth an error screen).
 */
export function useActivities(lang: Lang) {
  // In the page's language: question titles come in their stored translation where one exists.
  const { data, mutate } = useSWR(`${ACTIVITIES_URL}?lang=${lang}`, fetchActivities, {
    refreshInterval: ACTIVITIES_POLL_INTERVAL_MS,
    refreshWhenHidden: false,
    refreshWhenOffline: false,
    revalidateOnFocus: true,
    revalidateIfStale: false,
    revalidateOnReconnect: true,
    shouldRetryOnError: false,
    onError: (reason: unknown) => console.error('Could not load the activities:', reason),
  });
  const items = data ?? [];
  const markRead = async () => {
    const first = items[0];
    if (!first || !hasUnread(items)) return;
    try {
      const response = await fetch(readActivityUrl(first.id), { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${readActivityUrl(first.id)} answered ${response.status}`);
      await mutate(
        items.map((item) => ({ ...item, read: true })),
        { revalidate: false },
      );
    } catch (reason) {
      console.error('Could not mark the activities as read:', reason);
    }
  };
  return { items, unread: hasUnread(items), unreadCount: unreadCount(items), markRead };
}

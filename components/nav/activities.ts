import useSWR from 'swr';
import type { Lang } from '@/lib/i18n/languages';
import type { ActivityItem } from '@/lib/discussion/activities';

export const ACTIVITIES_URL = '/api/useractivities';
export const readActivityUrl = (id: string) => `/api/readuseractivity/${encodeURIComponent(id)}`;

// The item type is the server's (a type-only import: nothing of lib/discussion reaches the browser bundle).
export type { ActivityItem };

/** Spec §4: the notification flag is on when at least one activity item is unread. */
export function hasUnread(items: readonly ActivityItem[]): boolean {
  return items.some((item) => !item.read);
}

async function fetchActivities(url: string): Promise<ActivityItem[]> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as ActivityItem[];
}

/**
 * The member's activities (spec §6/§7): requested only with a session and only while the list is not yet loaded.
 * `markRead` calls the read endpoint with the first item's id and clears the flag once that call succeeds; failures
 * go to the console only (spec §8).
 */
export function useActivities(lang: Lang) {
  // In the page's language: question titles come in their stored translation where one exists.
  const { data, mutate } = useSWR(`${ACTIVITIES_URL}?lang=${lang}`, fetchActivities, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
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
      await mutate(items.map((item) => ({ ...item, read: true })), { revalidate: false });
    } catch (reason) {
      console.error('Could not mark the activities as read:', reason);
    }
  };
  return { items, unread: hasUnread(items), markRead };
}

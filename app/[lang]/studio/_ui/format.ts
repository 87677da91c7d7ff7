import type { Lang } from '@/lib/i18n/languages';
import { studioTimeZone } from '@/lib/studio/time-zone';

/** The BCP 47 tag for dates and numbers ("original" shows English UI strings). */
export const localeOf = (lang: Lang) => (lang === 'original' ? 'en' : lang);

/** A moment as the team reads it: in the team's zone, with the zone named (`Nov 20, 2026, 10:00:00 AM UTC`). */
export function formatDateTime(lang: Lang, date: Date, timeZone = studioTimeZone()): string {
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'long', timeZone }).format(date);
}

/** The device kinds the ingest names a session's device by (lib/ingest/user-agent.ts); each is a `studio.devices` message. */
export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const isDeviceKind = (value: string): value is DeviceKind => (DEVICE_KINDS as readonly string[]).includes(value);

import type { Lang } from '@/lib/i18n/languages';

/** The BCP 47 tag for dates and numbers ("original" shows English UI strings). */
export const localeOf = (lang: Lang) => (lang === 'original' ? 'en' : lang);

export function formatDateTime(lang: Lang, date: Date): string {
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The device kinds the ingest names a session's device by (lib/ingest/user-agent.ts); each is a `studio.devices` message. */
export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const isDeviceKind = (value: string): value is DeviceKind => (DEVICE_KINDS as readonly string[]).includes(value);

import { siteUrl } from '@/lib/seo/urls';

/** The studio's replay of a session at a moment (`?t=`, ms since the epoch), as the studio's own moment links. */
export function momentUrl(sessionId: string, at: number): string {
  return `${siteUrl()}/studio/sessions/${sessionId}?t=${at}`;
}

/** An absolute address of a studio page. */
export function studioUrl(path: string): string {
  return `${siteUrl()}${path}`;
}

import 'server-only';
import type { StudioViewer } from '@/lib/auth/studio-access';
import { listSavedSearches, savedQuery } from './saved-searches';
import {
  listSessions,
  parseSessionCursor,
  parseSessionFilters,
  type SessionFilters,
  type SessionPage,
} from './sessions';
import { listTags, type TagRow } from './tags';
import { studioProject } from './project';

/*
 * What the studio's sessions list (/studio) shows, read from its address: the page apart from its layout, as plain
 * data. The filters are in the address so that a filtered list can be shared and saved.
 */

/** The filters typed as text (the others are dates, numbers, choices and a checkbox). */
export const SESSION_TEXT_FILTERS = ['user', 'url', 'selector', 'flag', 'q'] as const;
/** Every parameter of the list's address that its form and its links carry on (not the page's cursor). */
export const LIST_PARAMS = [
  'from',
  'to',
  ...SESSION_TEXT_FILTERS,
  'minDuration',
  'maxDuration',
  'tag',
  'error',
  'frustration',
  'visitor',
] as const;

export interface SessionsList {
  /** The filters as the address wrote them (what each field shows, and what a next page's link keeps), empty ones left out. */
  chosen: Record<string, string>;
  /** Those filters as a saved search keeps them ('' for none). */
  query: string;
  /** The filters as read, or the field that could not be read (then no sessions are listed). */
  filters: { ok: true; filters: SessionFilters } | { ok: false; field: string };
  /** The page of sessions; null when the filters could not be read. */
  result: SessionPage | null;
  tags: TagRow[];
  savedSearches: { id: number; name: string; query: string }[];
  /** The address says a search was not saved (where the save action sends the browser back). */
  saveRefused: boolean;
}

/**
 * The page of the sessions list that the address's query and cursor name (`after` or `before`: lib/studio/sessions.ts,
 * the first page without one), or null when its cursor is not one (a page that does not exist). The project is the
 * studio's (studioProject) unless one is given.
 */
export async function loadSessionsList(
  viewer: StudioViewer,
  search: Record<string, string | string[] | undefined>,
  { projectId }: { projectId?: string } = {},
): Promise<SessionsList | null> {
  const cursorParam = (name: 'after' | 'before') => {
    const value = search[name];
    if (value === undefined || value === '') return { ok: true as const, cursor: undefined };
    const cursor = typeof value === 'string' ? parseSessionCursor(value) : null;
    return cursor ? { ok: true as const, cursor } : { ok: false as const };
  };
  const after = cursorParam('after');
  const before = cursorParam('before');
  if (!after.ok || !before.ok || (after.cursor && before.cursor)) return null;
  const parsed = parseSessionFilters(search);
  const project = projectId ?? (await studioProject()).id;
  const [result, tags, savedSearches] = await Promise.all([
    parsed.ok
      ? listSessions(viewer, {
          projectId: project,
          filters: parsed.filters,
          after: after.cursor,
          before: before.cursor,
        })
      : null,
    listTags(viewer, project),
    listSavedSearches(viewer, project),
  ]);
  const raw = (name: string) => (typeof search[name] === 'string' ? search[name] : '');
  const chosen: Record<string, string> = {};
  for (const name of LIST_PARAMS) if (raw(name)) chosen[name] = raw(name);
  return {
    chosen,
    query: savedQuery(chosen),
    filters: parsed.ok ? { ok: true, filters: parsed.filters } : { ok: false, field: parsed.field },
    result,
    tags,
    savedSearches,
    saveRefused: raw('saveRefused') !== '',
  };
}

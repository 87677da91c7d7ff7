/**
 * Feature flags (tracker/PROTOCOL.md "Flag rules"): `POST {ingest}/v1/web/feature-flags` with what the page knows (the server fills
 * os, browser and device from the user agent, and country from the address), sending back the flags it returned
 * with `is_persist` earlier in this tab (sessionStorage), so a persisted flag keeps its value for the whole visit.
 */
import { STORAGE_KEYS } from '../constants';
import { session, storage } from '../session';

export interface FeatureFlag {
  key: string;
  value: string | boolean;
  payload?: unknown;
  is_persist: boolean;
}

type Persisted = Record<string, { key: string; value: string | boolean }>;

export function persistedFlags(): Persisted {
  try {
    const parsed: unknown = JSON.parse(storage.read(session, STORAGE_KEYS.flags) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Persisted) : {};
  } catch {
    return {};
  }
}

export interface FlagsRequest {
  ingest: string;
  token: string;
  projectID: string;
  userID?: string;
  metadata: Record<string, string>;
}

/** The flags, or null when the call failed (the previous flags stay). */
export async function fetchFlags(request: FlagsRequest): Promise<FeatureFlag[] | null> {
  const response = await fetch(`${request.ingest}/v1/web/feature-flags`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${request.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      projectID: request.projectID,
      userID: request.userID,
      metadata: request.metadata,
      referrer: document.referrer,
      persistFlags: persistedFlags(),
    }),
  });
  if (response.status !== 200) return null;
  const { flags } = (await response.json()) as { flags?: unknown };
  if (!Array.isArray(flags)) return null;
  const valid = flags.filter(
    (flag): flag is FeatureFlag =>
      typeof flag?.key === 'string' && (typeof flag.value === 'string' || typeof flag.value === 'boolean'),
  );
  const persist: Persisted = {};
  for (const flag of valid) if (flag.is_persist) persist[flag.key] = { key: flag.key, value: flag.value };
  storage.write(session, STORAGE_KEYS.flags, JSON.stringify(persist));
  return valid;
}

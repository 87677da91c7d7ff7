/**
 * The participant's progress in localStorage (the local test progress and the duration record; PROTOCOL.md
 * "Usability tests"), so that a full page load in the middle of a test comes back to the task list where it was.
 * Progress belongs to one session: another session's is cleared before anything else (its signals cannot be sent with this session's token).
 */
import { UXT_MEDIA_STATES, UXT_STORAGE_KEYS } from '../constants';
import { local, storage } from '../session';

export type MediaState = (typeof UXT_MEDIA_STATES)[number];

export type TaskId = string | number;

export interface Durations {
  testStart: number;
  tasks: { taskId: TaskId; started: number }[];
}

export interface Progress {
  testId: string;
  sessionId: string;
  /** When the test began (session clock: client time plus the start response's delay). */
  testStart: number;
  /** The task in progress. */
  taskIndex: number;
  media: MediaState;
  durations: Durations;
  /**
   * A token of the session, kept while the camera records: should another session break the test off, its video
   * is listed for upload with it (features/uxt.ts). Every token of a session expires with it, so any one is proof.
   */
  token?: string;
}

const KEYS = UXT_STORAGE_KEYS;
const read = (key: string) => storage.read(local, key);
const write = (key: string, value: string | null) => storage.write(local, key, value);

function parse<T>(text: string | null, valid: (value: unknown) => boolean): T | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    return valid(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

const isDurations = (value: unknown) => {
  const d = value as Durations | null;
  return (
    !!d && Number.isFinite(d.testStart) && Array.isArray(d.tasks) && d.tasks.every((t) => Number.isFinite(t?.started))
  );
};

/** The stored progress, or null when there is none (or it is damaged: then it is as good as none). */
export function readProgress(): Progress | null {
  const testId = read(KEYS.active);
  const sessionId = read(KEYS.sessionId);
  const testStart = Number(read(KEYS.testStart));
  const taskIndex = Number(read(KEYS.taskIndex));
  const durations = parse<Durations>(read(KEYS.durations), isDurations);
  const media = read(KEYS.media);
  const token = read(KEYS.token);
  if (
    !testId ||
    !sessionId ||
    !Number.isFinite(testStart) ||
    !Number.isInteger(taskIndex) ||
    taskIndex < 0 ||
    !durations
  )
    return null;
  return {
    testId,
    sessionId,
    testStart,
    taskIndex,
    durations,
    media: (UXT_MEDIA_STATES as readonly (string | null)[]).includes(media) ? (media as MediaState) : 'none',
    ...(token ? { token } : {}),
  };
}

export function saveProgress(progress: Progress): void {
  write(KEYS.active, progress.testId);
  write(KEYS.sessionId, progress.sessionId);
  write(KEYS.testStart, String(progress.testStart));
  write(KEYS.taskIndex, String(progress.taskIndex));
  write(KEYS.durations, JSON.stringify(progress.durations));
  write(KEYS.media, progress.media);
  write(KEYS.token, progress.token ?? null);
}

/** Forgets the test in progress (`done`, `skipped`, another session, a test that is gone). The signal outbox stays. */
export function clearProgress(): void {
  for (const key of [
    KEYS.active,
    KEYS.sessionId,
    KEYS.testStart,
    KEYS.taskIndex,
    KEYS.durations,
    KEYS.media,
    KEYS.token,
    KEYS.draft,
    KEYS.widget,
  ])
    write(key, null);
}

/** The session whose progress is stored, if any (read alone, so that damaged progress of another session is cleared too). */
export const storedSession = () => read(KEYS.sessionId);

/** The answer typed so far for a task, kept across full page loads. */
export function readDraft(taskId: TaskId): string {
  const draft = parse<{ taskId: TaskId; text: string }>(
    read(KEYS.draft),
    (v) => typeof (v as { text?: unknown })?.text === 'string',
  );
  return draft && draft.taskId === taskId ? draft.text : '';
}
export const saveDraft = (taskId: TaskId, text: string) =>
  write(KEYS.draft, text ? JSON.stringify({ taskId, text }) : null);

export interface WidgetPlace {
  /** Where it was dragged to (px from the viewport's top left), or none: its default corner. */
  x?: number;
  y?: number;
  collapsed: boolean;
}
export const readWidget = (): WidgetPlace =>
  parse<WidgetPlace>(read(KEYS.widget), (v) => typeof (v as WidgetPlace | null)?.collapsed === 'boolean') ?? {
    collapsed: false,
  };
export const saveWidget = (place: WidgetPlace) => write(KEYS.widget, JSON.stringify(place));

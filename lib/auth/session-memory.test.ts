/** @jest-environment node */
import { everyMemberChanged, memberChanged, SessionMemory, sessionChanged } from './session-memory';

/** The change feed as this process sees it, without a database: announcements reach this process's listeners. */
const feed = { reliable: true, listeners: [] as Array<(data: unknown) => void>, missed: [] as Array<() => void> };
jest.mock('@/lib/change-feed/feed', () => ({
  onChange: (_topic: string, listener: (data: unknown) => void) => feed.listeners.push(listener),
  onChangesMissed: (listener: () => void) => feed.missed.push(listener),
  changeFeedReliable: () => feed.reliable,
  announce: async (_topic: string, data: unknown) => feed.listeners.forEach((listener) => listener(data)),
}));

const KEEP_MS = 1_000;
/** A monotonic clock the test moves (it starts above 0: lru-cache takes a start of 0 for "no start"). */
function memory(capacity = 10) {
  const clock = { now: 5_000 };
  return { clock, memory: new SessionMemory<string>(KEEP_MS, capacity, () => clock.now) };
}

beforeEach(() => {
  feed.reliable = true;
});

test('a kept value is given back for KEEP_MS after it was kept, then forgotten', () => {
  const { clock, memory: remembered } = memory();
  remembered.keep('s1', 'u1', 'row', remembered.generation());
  clock.now += KEEP_MS - 1;
  expect(remembered.get('s1', 'u1')).toBe('row');
  expect(remembered.get('s1', 'u2')).toBeUndefined();
  clock.now += 2;
  expect(remembered.get('s1', 'u1')).toBeUndefined();
});

test('at most `capacity` values: the least recently used goes first', () => {
  const { memory: remembered } = memory(2);
  remembered.keep('s1', 'u1', 'one', remembered.generation());
  remembered.keep('s2', 'u2', 'two', remembered.generation());
  expect(remembered.get('s1', 'u1')).toBe('one');
  remembered.keep('s3', 'u3', 'three', remembered.generation());
  expect(remembered.size).toBe(2);
  expect(remembered.get('s2', 'u2')).toBeUndefined();
  expect(remembered.get('s1', 'u1')).toBe('one');
  expect(remembered.get('s3', 'u3')).toBe('three');
});

test("an announced change forgets what it concerns: one session, one member's every session, or everyone's", async () => {
  const { memory: remembered } = memory();
  const keep = (session: string, user: string) => remembered.keep(session, user, session, remembered.generation());
  keep('s1', 'u1');
  keep('s2', 'u1');
  keep('s3', 'u2');
  keep('s4', 'u3');
  await sessionChanged('s1');
  expect(remembered.get('s1', 'u1')).toBeUndefined();
  expect(remembered.get('s2', 'u1')).toBe('s2');
  await memberChanged('u1');
  expect(remembered.get('s2', 'u1')).toBeUndefined();
  expect(remembered.get('s3', 'u2')).toBe('s3');
  await everyMemberChanged();
  expect(remembered.size).toBe(0);
});

test('a read that raced a change is not kept, nor anything while changes may be missed', async () => {
  const { memory: remembered } = memory();
  const before = remembered.generation();
  await sessionChanged('another session');
  remembered.keep('s1', 'u1', 'old row', before);
  expect(remembered.get('s1', 'u1')).toBeUndefined();
  feed.reliable = false;
  remembered.keep('s1', 'u1', 'row', remembered.generation());
  expect(remembered.get('s1', 'u1')).toBeUndefined();
  feed.reliable = true;
  remembered.keep('s1', 'u1', 'row', remembered.generation());
  for (const missed of feed.missed) missed();
  expect(remembered.get('s1', 'u1')).toBeUndefined();
});

test('a change announced by another process in a form not understood forgets everything', () => {
  const { memory: remembered } = memory();
  remembered.keep('s1', 'u1', 'row', remembered.generation());
  for (const listener of feed.listeners) listener({ sessionId: 42 });
  expect(remembered.size).toBe(0);
});

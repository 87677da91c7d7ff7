import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('relative times', () => {
  test('name the largest unit that fits, in the page language', () => {
    expect(formatRelativeTime('2026-11-23T10:00:00Z', 'original', now)).toBe('2 hours ago');
    expect(formatRelativeTime('2026-11-23T11:59:30Z', 'en', now)).toBe('now');
    expect(formatRelativeTime('2026-11-22T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-23T10:00:00Z', 'de', now)).toBe('vor 2 Stunden');
    expect(formatRelativeTime('2026-11-23T10:00:00Z', 'fa', now)).toBe(new Intl.RelativeTimeFormat('fa', { numeric: 'auto' }).format(-2, 'hour'));
  });
});

import { clockText, durationText } from './clock';

describe('the replay clock', () => {
  test('minutes and seconds, hours when there are any', () => {
    expect(clockText(0, 'en')).toBe('0:00');
    expect(clockText(70_999, 'en')).toBe('1:10');
    expect(clockText(3_723_000, 'en')).toBe('1:02:03');
    expect(clockText(-5, 'en')).toBe('0:00');
  });
  test('in the digits of the language', () => {
    expect(clockText(70_000, 'fa')).toBe('۱:۱۰');
    expect(clockText(12_000, 'de')).toBe('0:12');
  });
});

describe('a measured duration', () => {
  it('rounds to the nearest second where the replay clock counts whole elapsed seconds', () => {
    expect(durationText(2_500, 'en')).toBe('0:03');
    expect(durationText(2_250, 'en')).toBe('0:02');
    expect(durationText(2_750, 'en')).toBe('0:03');
    expect(clockText(2_750, 'en')).toBe('0:02');
    expect(durationText(59_600, 'fa')).toBe('۱:۰۰');
  });
});

/**
 * @jest-environment node
 */
import { flagBucket, stableDraws } from './flag-bucket';

describe('stable flag bucketing', () => {
  test('fixed inputs give fixed draws: pinned, since a change of the hashing would move every member', () => {
    expect(flagBucket('new-editor', 'rollout', 'mina')).toBeCloseTo(0.994906, 6);
    expect(flagBucket('new-editor', 'variant', 'mina')).toBeCloseTo(0.451938, 6);
    expect(flagBucket('new-editor', 'rollout', 'omid')).toBeCloseTo(0.128889, 6);
    expect(flagBucket('other', 'rollout', 'mina')).toBeCloseTo(0.242329, 6);
  });

  test('the same flag, draw and subject always give the same draw; another flag draws apart', () => {
    expect(flagBucket('new-editor', 'rollout', 'sara')).toBe(flagBucket('new-editor', 'rollout', 'sara'));
    expect(flagBucket('new-editor', 'rollout', 'sara')).not.toBe(flagBucket('other', 'rollout', 'sara'));
    expect(flagBucket('new-editor', 'rollout', 'sara')).not.toBe(flagBucket('new-editor', 'variant', 'sara'));
  });

  test('draws spread evenly: of 10,000 subjects about half fall below one half, a tenth below a tenth', () => {
    const draws = Array.from({ length: 10_000 }, (_, i) => flagBucket('new-editor', 'rollout', `member-${i}`));
    expect(draws.every((draw) => draw >= 0 && draw < 1)).toBe(true);
    const below = (limit: number) => draws.filter((draw) => draw < limit).length;
    expect(below(0.5)).toBeGreaterThan(4_850);
    expect(below(0.5)).toBeLessThan(5_150);
    expect(below(0.1)).toBeGreaterThan(900);
    expect(below(0.1)).toBeLessThan(1_100);
  });

  test('stableDraws answers the rollout draw first, then the variant draw', () => {
    const draw = stableDraws('new-editor', 'mina');
    expect(draw()).toBe(flagBucket('new-editor', 'rollout', 'mina'));
    expect(draw()).toBe(flagBucket('new-editor', 'variant', 'mina'));
  });
});

/**
 * @jest-environment node
 */
import { problemsOf } from '@/lib/errors';
import type { FeatureFlag } from '@/lib/db/schema';
import { flagFormValues, parseFlagForm } from './flags';

const form = (overrides: Record<string, string>) => ({
  key: 'colour',
  description: '',
  type: 'multi',
  persist: 'no',
  rollout: '100',
  variants: '',
  conditions: '',
  payload: '',
  ...overrides,
});

describe('the flag form', () => {
  test('a variant line may end with its payload (JSON), kept with the variant and shown back the same', () => {
    const parsed = parseFlagForm(form({ variants: 'blue 30 {"color": "#00f", "size": [1, 2]}\ngreen 70%' }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed));
    expect(parsed.flag.variants).toEqual([
      { value: 'blue', rolloutPercentage: 30, payload: { color: '#00f', size: [1, 2] } },
      { value: 'green', rolloutPercentage: 70 },
    ]);
    const values = flagFormValues({ ...parsed.flag, id: 1, projectId: 'p', isActive: true } as FeatureFlag);
    expect(values.variants).toBe('blue 30 {"color":"#00f","size":[1,2]}\ngreen 70');
    const again = parseFlagForm(form({ variants: values.variants! }));
    expect(again.ok && again.flag.variants).toEqual(parsed.flag.variants);
  });

  test('a payload that is not JSON is named by its line, with every other bad line', () => {
    const refused = parseFlagForm(form({ variants: 'blue 30 {nope\ngreen 40\nred 30 [1,' }));
    expect(refused.ok ? [] : [...problemsOf(refused)].map((one) => [one.field, one.line, one.reason])).toEqual([
      ['variants', 1, 'notJson'],
      ['variants', 3, 'notJson'],
    ]);
  });

  test('several condition lines each keep their own rollout; a line without one takes the form’s', () => {
    const parsed = parseFlagForm(
      form({ type: 'boolean', rollout: '10', conditions: '25%: userCountry is DE\nuserBrowser is Chrome' }),
    );
    expect(parsed.ok && parsed.flag.conditions).toEqual([
      { rolloutPercentage: 25, filters: [{ type: 'userCountry', operator: 'is', value: ['DE'] }] },
      { rolloutPercentage: 10, filters: [{ type: 'userBrowser', operator: 'is', value: ['Chrome'] }] },
    ]);
  });
});

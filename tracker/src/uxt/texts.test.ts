import { fill, LANGUAGES, TEXTS, textsFor } from './texts';

describe("the overlay's texts", () => {
  it('every language has every text, none empty, none left in English where it should be translated', () => {
    const keys = Object.keys(TEXTS.original).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(TEXTS[language]).sort()).toEqual(keys);
      for (const key of keys) expect(TEXTS[language][key as keyof typeof TEXTS.original].trim()).not.toBe('');
    }
    for (const language of ['de', 'fa', 'es'] as const) {
      const same = keys.filter(
        (key) =>
          TEXTS[language][key as keyof typeof TEXTS.original] === TEXTS.original[key as keyof typeof TEXTS.original],
      );
      expect(same).toEqual([]);
    }
  });

  it("uses the product's English wording in original and en", () => {
    for (const language of ['original', 'en'] as const) {
      expect(TEXTS[language]).toMatchObject({
        readGuidelines: 'Read guidelines to begin',
        guidelinesTitle: 'Introduction & Guidelines',
        beginTest: 'Begin Test',
        tasksTitle: 'Tasks',
        answerLabel: 'Your answer',
        collapse: 'Collapse Panel',
        doneNext: 'Done, Next',
        abort: 'Abort Session',
        thanksTitle: 'Thank you!',
        submitting: 'Submitting Feedback',
        endSession: 'End Session',
      });
    }
  });

  it('keeps the placeholders in every language', () => {
    for (const language of LANGUAGES) {
      expect(TEXTS[language].taskOf).toMatch(/\{n\}.*\{total\}|\{total\}.*\{n\}/);
      expect(TEXTS[language].uploadProgress).toContain('{percent}');
    }
  });

  it('is right-to-left with Persian digits in fa, and falls back to original for an unknown language', () => {
    const fa = textsFor('fa');
    expect(fa.dir).toBe('rtl');
    expect(fa.lang).toBe('fa');
    expect(fill(fa.texts.uploadProgress, { percent: fa.number(42) })).toContain('۴۲');
    expect(textsFor('de')).toMatchObject({ dir: 'ltr', lang: 'de' });
    expect(textsFor('xx')).toMatchObject({ dir: 'ltr', lang: 'en', texts: TEXTS.original });
    expect(textsFor(undefined).texts).toBe(TEXTS.original);
    expect(fill('Task {n} of {total}', { n: '2', total: '3' })).toBe('Task 2 of 3');
  });
});

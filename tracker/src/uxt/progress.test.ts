import { UXT_STORAGE_KEYS } from '../constants';
import {
  clearProgress,
  readDraft,
  readProgress,
  readWidget,
  saveDraft,
  saveProgress,
  saveWidget,
  type Progress,
} from './progress';

const progress: Progress = {
  testId: 't-1',
  sessionId: 's-1',
  testStart: 1_000,
  taskIndex: 1,
  media: 'recording',
  token: 'tok-1',
  durations: {
    testStart: 1_000,
    tasks: [
      { taskId: 11, started: 1_000 },
      { taskId: 12, started: 5_000 },
    ],
  },
};

beforeEach(() => localStorage.clear());

describe("the participant's progress in localStorage", () => {
  it('is kept under the keys of PROTOCOL.md and read back whole', () => {
    saveProgress(progress);
    expect(localStorage.getItem('parley.uxt.active')).toBe('t-1');
    expect(localStorage.getItem('parley.uxt.sessionId')).toBe('s-1');
    expect(localStorage.getItem('parley.uxt.testStart')).toBe('1000');
    expect(localStorage.getItem('parley.uxt.taskIndex')).toBe('1');
    expect(localStorage.getItem('parley.uxt.token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('parley.uxt.durations')!)).toEqual({
      testStart: 1_000,
      tasks: [
        { taskId: 11, started: 1_000 },
        { taskId: 12, started: 5_000 },
      ],
    });
    expect(readProgress()).toEqual(progress);
  });

  it('clearing forgets the test, its draft and the widget, and keeps the signal outbox', () => {
    saveProgress(progress);
    saveDraft(12, 'half an answer');
    saveWidget({ collapsed: true, x: 10, y: 20 });
    localStorage.setItem(UXT_STORAGE_KEYS.outbox, '{"sessionId":"s-1","items":[]}');
    clearProgress();
    expect(readProgress()).toBeNull();
    expect(Object.keys(localStorage)).toEqual([UXT_STORAGE_KEYS.outbox]);
  });

  it('damaged progress counts as none', () => {
    saveProgress(progress);
    localStorage.setItem('parley.uxt.durations', '{not json');
    expect(readProgress()).toBeNull();
    saveProgress(progress);
    localStorage.setItem('parley.uxt.taskIndex', '-1');
    expect(readProgress()).toBeNull();
  });

  it('an unknown media state reads as none', () => {
    saveProgress(progress);
    localStorage.setItem('parley.uxt.media', 'weird');
    expect(readProgress()?.media).toBe('none');
  });

  it('keeps the answer being typed for its own task only', () => {
    saveDraft(12, 'half an answer');
    expect(readDraft(12)).toBe('half an answer');
    expect(readDraft(11)).toBe('');
    saveDraft(12, '');
    expect(localStorage.getItem(UXT_STORAGE_KEYS.draft)).toBeNull();
  });

  it("keeps the widget's place, or none", () => {
    expect(readWidget()).toEqual({ collapsed: false });
    saveWidget({ collapsed: true, x: 5, y: 6 });
    expect(readWidget()).toEqual({ collapsed: true, x: 5, y: 6 });
  });
});

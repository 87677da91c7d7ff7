import { act, render, screen } from '@testing-library/react';
import { RecordingConsent, type ConsentLabels } from './RecordingConsent';
import { CONSENT_KEY, OPEN_PRIVACY_SETTINGS_EVENT } from './consent';
import { startTracker } from './tracker-loader';

jest.mock('./tracker-loader', () => ({ startTracker: jest.fn(async () => null), stopTracker: jest.fn(async () => undefined) }));

const labels: ConsentLabels = {
  title: 'Help us improve Parley',
  text: 'May we record how you use this site?',
  accept: 'Allow recording',
  decline: 'No, thanks',
  signal: 'Your browser asks sites not to track you.',
  close: 'Close',
  current: 'Recording is on for this browser.',
  currentOff: 'Recording is off for this browser.',
  studio: 'Nothing is recorded in the studio.',
};

function at(path: string, consent: 'granted' | 'denied' | null) {
  window.history.pushState({}, '', path);
  if (consent) window.localStorage.setItem(CONSENT_KEY, consent);
  else window.localStorage.removeItem(CONSENT_KEY);
  render(<RecordingConsent lang="original" labels={labels} />);
}

afterEach(() => {
  jest.mocked(startTracker).mockClear();
  window.localStorage.clear();
});

describe('recording consent and the studio', () => {
  test('on a page of the site, a visitor without a choice is asked, and one who agreed is recorded', async () => {
    at('/articles', null);
    expect(screen.getByRole('heading', { name: labels.title })).toBeInTheDocument();
    expect(screen.queryByText(labels.studio)).toBeNull();
    await act(async () => screen.getByRole('button', { name: labels.accept }).click());
    expect(startTracker).toHaveBeenCalledTimes(1);
  });

  test.each(['/studio', '/studio/sessions/0b5e6e5a-0000-4000-8000-000000000000'])('in the studio (%s) nobody is asked and nothing is recorded, even after a yes', async (path) => {
    at(path, null);
    expect(screen.queryByRole('heading', { name: labels.title })).toBeNull();
    window.localStorage.setItem(CONSENT_KEY, 'granted');
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY })));
    expect(startTracker).not.toHaveBeenCalled();
  });

  test('in the studio, "Privacy settings" opens the choice for the rest of the site, saying nothing is recorded here', async () => {
    at('/studio/flags', 'granted');
    expect(startTracker).not.toHaveBeenCalled();
    await act(async () => window.dispatchEvent(new Event(OPEN_PRIVACY_SETTINGS_EVENT)));
    expect(screen.getByText(labels.studio)).toBeInTheDocument();
    expect(screen.getByText(labels.current)).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: labels.decline }).click());
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('denied');
  });

  test('a path that merely starts with the same letters is not the studio', async () => {
    at('/studios-of-the-world', 'granted');
    await act(async () => undefined);
    expect(startTracker).toHaveBeenCalledTimes(1);
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { RecordingConsent, type ConsentLabels } from './RecordingConsent';
import { CONSENT_KEY, OPEN_PRIVACY_SETTINGS_EVENT, TEST_CONSENT_KEY } from './consent';
import { identifyMember, startTracker, stopTracker } from './tracker-loader';
import { SERVER_FLAGS_URL } from './feature-flags';

// The tracker never finishes loading here: what is asked of it is what these tests are about.
jest.mock('./tracker-loader', () => ({
  PROJECT_KEY: 'parley-demo',
  identifyMember: jest.fn(async () => undefined),
  startTracker: jest.fn(() => new Promise(() => undefined)),
  stopTracker: jest.fn(async () => undefined),
}));

/** What the site answers about a test link (app/api/usability-tests/[id]). */
let linkStatus: 'open' | 'ended' = 'open';
const linkRequests: string[] = [];

const TEST = '0b9d6a52-4c1e-4f55-9d0e-2b8d1f0c7a11';

const labels: ConsentLabels = {
  title: 'Help us improve Parley',
  text: 'May we record how you use this site?',
  accept: 'Allow recording',
  decline: 'No, thanks',
  signal: 'Your browser asks sites not to track you.',
  close: 'Close',
  current: 'Recording is on.',
  currentOff: 'Recording is off.',
  studio: 'Nothing is recorded in the studio.',
  test: {
    title: 'Take part in a usability test?',
    text: 'You followed a link to a usability test.',
    signal: 'Only this test is recorded.',
    accept: 'Take part',
    decline: 'No, thanks',
    current: 'You are taking part.',
    currentOff: 'You declined this test.',
    endedTitle: 'This usability test has ended',
    ended: 'The test this link leads to is closed.',
  },
};

/** Opens the page at `search` (jsdom's address) with `stored` in localStorage. */
function visit(search: string, stored: Record<string, string> = {}) {
  window.history.replaceState(null, '', `/random${search}`);
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  return render(<RecordingConsent lang="de" labels={labels} />);
}

beforeEach(() => {
  linkStatus = 'open';
  linkRequests.length = 0;
  window.fetch = jest.fn(async (url: RequestInfo | URL) => {
    linkRequests.push(String(url));
    return { ok: true, json: async () => ({ status: linkStatus }) };
  }) as unknown as typeof fetch;
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.mocked(startTracker).mockClear();
  jest.mocked(stopTracker).mockClear();
  jest.mocked(identifyMember).mockClear();
});

describe('the consent banner on a usability test link', () => {
  test('asks about the test (once the site said it is open), not about recording in general, and loads nothing before the answer', async () => {
    visit(`?oruxt=${TEST}`);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const banner = await screen.findByRole('region', { name: labels.test.title });
    expect(banner).toHaveTextContent(labels.test.text);
    // Only with a privacy signal does it say that only the test is recorded.
    expect(banner).not.toHaveTextContent(labels.test.signal);
    // The flags the server evaluates need no recording: asked while no tracker runs.
    expect(linkRequests.filter((url) => url !== SERVER_FLAGS_URL)).toEqual([
      `/api/usability-tests/${TEST}?projectKey=parley-demo`,
    ]);
    expect(screen.queryByText(labels.title)).not.toBeInTheDocument();
    expect(startTracker).not.toHaveBeenCalled();
  });

  test('"Take part" starts the tracker at once for the test, in the page language, and keeps the yes for this test only', async () => {
    visit(`?oruxt=${TEST}`);
    fireEvent.click(await screen.findByRole('button', { name: labels.test.accept }));
    expect(startTracker).toHaveBeenCalledWith('de', { now: true, forTest: true });
    expect(JSON.parse(window.localStorage.getItem(TEST_CONSENT_KEY)!)).toEqual({ testId: TEST, choice: 'granted' });
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  test('"No, thanks" loads no tracker even where recording in general is allowed, so no overlay opens', async () => {
    visit(`?oruxt=${TEST}`, { [CONSENT_KEY]: 'granted' });
    expect(startTracker).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: labels.test.decline }));
    expect(startTracker).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted');
  });

  test('a yes given earlier starts the test page at once without asking; "Privacy settings" asks about the test again, and a no stops it', async () => {
    visit(`?oruxt=${TEST}`, { [TEST_CONSENT_KEY]: JSON.stringify({ testId: TEST, choice: 'granted' }) });
    await waitFor(() => expect(startTracker).toHaveBeenCalledWith('de', { now: true, forTest: true }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event(OPEN_PRIVACY_SETTINGS_EVENT)));
    expect(screen.getByRole('region', { name: labels.test.title })).toHaveTextContent(labels.test.current);
    fireEvent.click(screen.getByRole('button', { name: labels.test.decline }));
    expect(stopTracker).toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(TEST_CONSENT_KEY)!)).toEqual({ testId: TEST, choice: 'denied' });
  });

  test('with Global Privacy Control, the test link still asks (saying only the test is recorded); an ordinary page asks nothing', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, get: () => true });
    try {
      const page = visit(`?oruxt=${TEST}`);
      expect(await screen.findByRole('region', { name: labels.test.title })).toHaveTextContent(labels.test.signal);
      page.unmount();
      visit('?lang=de');
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(startTracker).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });
});

describe('the consent banner on a link to a test that has ended', () => {
  test('says the test has ended, asks nothing about it, and records the visit only as an ordinary one (not as a test)', async () => {
    linkStatus = 'ended';
    visit(`?oruxt=${TEST}`, {
      [CONSENT_KEY]: 'granted',
      [TEST_CONSENT_KEY]: JSON.stringify({ testId: TEST, choice: 'granted' }),
    });
    expect(await screen.findByRole('region', { name: labels.test.endedTitle })).toHaveTextContent(labels.test.ended);
    expect(screen.queryByRole('button', { name: labels.test.accept })).not.toBeInTheDocument();
    expect(startTracker).toHaveBeenCalledWith('de', { now: false, forTest: false });
    expect(startTracker).not.toHaveBeenCalledWith('de', expect.objectContaining({ forTest: true }));
    fireEvent.click(screen.getByRole('button', { name: labels.close }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  test('without general consent nothing is recorded at all, even with a yes to that test earlier', async () => {
    linkStatus = 'ended';
    visit(`?oruxt=${TEST}`, { [TEST_CONSENT_KEY]: JSON.stringify({ testId: TEST, choice: 'granted' }) });
    await screen.findByRole('region', { name: labels.test.endedTitle });
    expect(startTracker).not.toHaveBeenCalled();
  });
});

describe('the consent banner elsewhere', () => {
  test('asks the general question, and a yes starts recording at once', () => {
    visit('?lang=de');
    fireEvent.click(screen.getByRole('region', { name: labels.title }).querySelector('button')!);
    expect(startTracker).toHaveBeenCalledWith('de', { now: true, forTest: false });
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted');
  });
});

function at(path: string, consent: 'granted' | 'denied' | null) {
  window.history.pushState({}, '', path);
  if (consent) window.localStorage.setItem(CONSENT_KEY, consent);
  else window.localStorage.removeItem(CONSENT_KEY);
  render(<RecordingConsent lang="original" labels={labels} />);
}

describe('recording consent and the studio', () => {
  test('on a page of the site, a visitor without a choice is asked, and one who agreed is recorded', async () => {
    at('/articles', null);
    expect(screen.getByRole('heading', { name: labels.title })).toBeInTheDocument();
    expect(screen.queryByText(labels.studio)).toBeNull();
    await act(async () => screen.getByRole('button', { name: labels.accept }).click());
    expect(startTracker).toHaveBeenCalledTimes(1);
    // A yes stops nothing.
    expect(stopTracker).not.toHaveBeenCalled();
  });

  test.each(['/studio', '/studio/sessions/0b5e6e5a-0000-4000-8000-000000000000'])(
    'in the studio (%s) nobody is asked and nothing is recorded, even after a yes',
    async (path) => {
      at(path, null);
      expect(screen.queryByRole('heading', { name: labels.title })).toBeNull();
      window.localStorage.setItem(CONSENT_KEY, 'granted');
      await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY })));
      expect(startTracker).not.toHaveBeenCalled();
    },
  );

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

describe('the general choice, made and changed', () => {
  const openSettings = () => act(async () => void window.dispatchEvent(new Event(OPEN_PRIVACY_SETTINGS_EVENT)));

  test('a yes from an earlier page records from the first interaction without asking; "Privacy settings" says recording is on, and a no stops it', async () => {
    visit('?lang=de', { [CONSENT_KEY]: 'granted' });
    expect(startTracker).toHaveBeenCalledWith('de', { now: false, forTest: false });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await openSettings();
    expect(screen.getByRole('region', { name: labels.title })).toHaveTextContent(labels.current);
    fireEvent.click(screen.getByRole('button', { name: labels.decline }));
    expect(stopTracker).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  test('a no from an earlier page loads nothing and asks nothing; "Privacy settings" says recording is off', async () => {
    visit('?lang=de', { [CONSENT_KEY]: 'denied' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // No tracker, but the site's feature flags all the same: the server evaluates them, with nothing recorded.
    expect(linkRequests).toStrictEqual(['/api/feature-flags']);
    await openSettings();
    expect(screen.getByRole('region', { name: labels.title })).toHaveTextContent(labels.currentOff);
    expect(startTracker).not.toHaveBeenCalled();
  });

  test('"No, thanks" to the question keeps the no, loads nothing and closes the banner', () => {
    visit('?lang=de');
    expect(screen.getByRole('region', { name: labels.title })).not.toHaveTextContent(labels.current);
    fireEvent.click(screen.getByRole('button', { name: labels.decline }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(startTracker).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  test('with Do Not Track, even a saved yes records nothing; "Privacy settings" only says why, and closes', async () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, get: () => '1' });
    try {
      visit('?lang=de', { [CONSENT_KEY]: 'granted' });
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      await openSettings();
      const banner = screen.getByRole('region', { name: labels.title });
      expect(banner).toHaveTextContent(labels.signal);
      // The test panel's words are not the general choice's.
      expect(banner).not.toHaveTextContent(labels.test.signal);
      expect(screen.queryByRole('button', { name: labels.accept })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: labels.close }));
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(startTracker).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { doNotTrack?: string }).doNotTrack;
    }
  });
});

describe('the member a recording names', () => {
  const signIn = (name?: string) => {
    document.cookie = 'parley-signed-in=1; path=/';
    if (name) document.cookie = `parley-member=${name}; path=/`;
  };
  afterEach(() => {
    for (const cookie of ['parley-signed-in', 'parley-member']) document.cookie = `${cookie}=; max-age=0; path=/`;
  });
  /** The banner with a cache of its own for the member lookup (SWR keeps one per page). */
  const visitSignedIn = (stored: Record<string, string>) => {
    window.history.replaceState(null, '', '/random?lang=de');
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    return render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <RecordingConsent lang="de" labels={labels} />
      </SWRConfig>,
    );
  };

  test('with a yes, a member the hint cookie names is told to the recording at once, without asking the site', async () => {
    signIn('mina');
    visitSignedIn({ [CONSENT_KEY]: 'granted' });
    await waitFor(() => expect(identifyMember).toHaveBeenCalledWith('mina'));
    expect(linkRequests.filter((url) => url.includes('getcurrentuser'))).toEqual([]);
  });

  test('with a no, nothing is recorded and no member is named', async () => {
    signIn('mina');
    visitSignedIn({ [CONSENT_KEY]: 'denied' });
    // The server's flags are asked for (no tracker): then the page has settled.
    await waitFor(() => expect(linkRequests).toContain(SERVER_FLAGS_URL));
    expect(identifyMember).not.toHaveBeenCalled();
  });

  test('a session whose hint has no name: the name is looked up once at the site and told to the recording; a lookup that fails names nobody', async () => {
    signIn();
    window.fetch = jest.fn(async (url: RequestInfo | URL) => {
      linkRequests.push(String(url));
      return { ok: true, json: async () => ({ username: 'omid' }) };
    }) as unknown as typeof fetch;
    const { unmount } = visitSignedIn({ [CONSENT_KEY]: 'granted' });
    await waitFor(() => expect(identifyMember).toHaveBeenCalledWith('omid'));
    expect(identifyMember).toHaveBeenCalledTimes(1);
    expect(linkRequests.filter((url) => url === '/api/getcurrentuser')).toHaveLength(1);
    unmount();

    jest.mocked(identifyMember).mockClear();
    linkRequests.length = 0;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      window.fetch = jest.fn(async (url: RequestInfo | URL) => {
        linkRequests.push(String(url));
        return { ok: false, status: 401, json: async () => ({}) };
      }) as unknown as typeof fetch;
      visitSignedIn({ [CONSENT_KEY]: 'granted' });
      await waitFor(() => expect(error).toHaveBeenCalled());
      expect(linkRequests).toContain('/api/getcurrentuser');
      expect(identifyMember).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  test('without a session hint nobody is named and nobody is looked up', async () => {
    visitSignedIn({ [CONSENT_KEY]: 'granted' });
    await waitFor(() => expect(startTracker).toHaveBeenCalled());
    expect(identifyMember).not.toHaveBeenCalled();
    expect(linkRequests.filter((url) => url.includes('getcurrentuser'))).toEqual([]);
  });
});

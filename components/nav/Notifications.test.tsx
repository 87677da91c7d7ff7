import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Notifications } from './Notifications';
import { notificationLabels } from './test-labels';
import { ACTIVITIES_POLL_INTERVAL_MS } from '@/lib/discussion/limits';
import { fixClock } from '@/tests/support/fixed-clock';

const respond = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const items = [
  {
    id: 'a3',
    read: false,
    actor: 'omid',
    kind: 'answer',
    question: { slug: 'what-makes-you-feel-heard', title: 'What makes you feel heard?' },
    answerId: '6f1c0a4e-2b7d-4c1e-9a53-0d2f6b8e4a11',
    createdAt: '2026-11-01T10:00:00Z',
  },
  {
    id: 'a2',
    read: true,
    actor: 'lena',
    kind: 'vote_question',
    question: { slug: 'q2', title: 'Second' },
    createdAt: '2026-10-01T10:00:00Z',
  },
];
const renderBell = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Notifications lang="de" labels={notificationLabels} />
    </SWRConfig>,
  );

// Three days after the unread answer: its relative time is "vor 3 Tagen" whatever today is.
const NOW = '2026-11-04T10:00:00Z';
beforeEach(() => fixClock(NOW));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('notification indicator and activities panel', () => {
  test('is on with an unread item; opening the panel POSTs to the read endpoint with the first id and clears it', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      url === '/api/useractivities?lang=de' ? respond(200, items) : respond(200, {}),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    expect(screen.getByTestId('unread-indicator')).toHaveTextContent('1');
    fireEvent.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveTextContent(
      'omid answered your question “What makes you feel heard?”',
    );
    // The activity leads to the answer itself.
    expect(screen.getByRole('link', { name: /omid answered/ })).toHaveAttribute(
      'href',
      '/question/what-makes-you-feel-heard?lang=de#answer-6f1c0a4e-2b7d-4c1e-9a53-0d2f6b8e4a11',
    );
    expect(screen.getByRole('link', { name: /lena upvoted/ })).toHaveAttribute('href', '/question/q2?lang=de');
    // Member-written parts are isolated from the sentence's direction.
    expect(
      [...screen.getByRole('link', { name: /omid answered/ }).querySelectorAll('bdi')].map((b) => b.textContent),
    ).toEqual(['omid', 'What makes you feel heard?']);
    // When: relative, in the page's language, with the exact moment on hover.
    const when = screen.getByRole('dialog').querySelector('time[datetime="2026-11-01T10:00:00Z"]');
    expect(when?.textContent).toBe('vor 3 Tagen');
    expect(when).toHaveAttribute(
      'title',
      new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-01T10:00:00Z'),
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('unread-indicator')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/readuseractivity/a3', expect.objectContaining({ method: 'POST' }));
    expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/useractivities'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the open panel keeps focus inside; Escape closes it and returns focus to the bell', async () => {
    global.fetch = jest.fn(async () =>
      respond(
        200,
        items.map((i) => ({ ...i, read: true })),
      ),
    ) as unknown as typeof fetch;
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    fireEvent.click(bell);
    const close = screen.getByRole('button', { name: 'Close notifications' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(screen.getByRole('link', { name: /omid answered/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();
  });

  test('when the read call fails the flag stays and the failure goes to the console only', async () => {
    global.fetch = jest.fn(async (url: string) =>
      url === '/api/useractivities?lang=de' ? respond(200, items) : respond(500, { error: 'x' }),
    ) as unknown as typeof fetch;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Could not mark the activities as read:', expect.any(Error)),
    );
    expect(screen.getByTestId('unread-indicator')).toBeInTheDocument();
  });

  test('all read: no indicator, and no read call', async () => {
    const fetchMock = jest.fn(async () =>
      respond(
        200,
        items.map((i) => ({ ...i, read: true })),
      ),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.queryByTestId('unread-indicator')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test(`an open page asks again every ${ACTIVITIES_POLL_INTERVAL_MS / 1000} s while visible, and not while hidden`, async () => {
    jest.useFakeTimers({ now: new Date(NOW) });
    let served: unknown[] = [];
    const fetchMock = jest.fn(async () => respond(200, served));
    global.fetch = fetchMock as unknown as typeof fetch;
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    try {
      visibility.mockReturnValue('visible');
      renderBell();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
      served = items;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ACTIVITIES_POLL_INTERVAL_MS);
      });
      expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
      const asked = fetchMock.mock.calls.length;
      visibility.mockReturnValue('hidden');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3 * ACTIVITIES_POLL_INTERVAL_MS);
      });
      expect(fetchMock.mock.calls.length).toBe(asked);
    } finally {
      visibility.mockRestore();
      jest.useRealTimers();
    }
  });
});

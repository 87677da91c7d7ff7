import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Notifications } from './Notifications';
import { notificationLabels } from './test-labels';

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
const items = [
  { id: 'a3', read: false, actor: 'omid', kind: 'answer', question: { slug: 'what-makes-you-feel-heard', title: 'What makes you feel heard?' }, createdAt: '2026-11-01T10:00:00Z' },
  { id: 'a2', read: true, actor: 'lena', kind: 'vote_question', question: { slug: 'q2', title: 'Second' }, createdAt: '2026-10-01T10:00:00Z' },
];
const renderBell = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Notifications lang="de" labels={notificationLabels} />
    </SWRConfig>,
  );

afterEach(() => jest.restoreAllMocks());

describe('notification indicator and activities panel', () => {
  test('is on with an unread item; opening the panel calls the read endpoint with the first id and clears it', async () => {
    const fetchMock = jest.fn(async (url: string) => (url === '/api/useractivities?lang=de' ? answer(200, items) : answer(200, {})));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (unread)' });
    expect(screen.getByTestId('unread-indicator')).toBeInTheDocument();
    fireEvent.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveTextContent('omid answered your question “What makes you feel heard?”');
    expect(screen.getByRole('link', { name: /omid answered/ })).toHaveAttribute('href', '/question/what-makes-you-feel-heard?lang=de');
    // Member-written parts are isolated from the sentence's direction.
    expect([...screen.getByRole('link', { name: /omid answered/ }).querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['omid', 'What makes you feel heard?']);
    // When, in the page's language.
    const when = screen.getByRole('dialog').querySelector('time[datetime="2026-11-01T10:00:00Z"]');
    expect(when?.textContent).toMatch(/2026/);
    expect(when?.textContent).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-01T10:00:00Z')));
    await waitFor(() => expect(screen.queryByTestId('unread-indicator')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/readuseractivity/a3', expect.anything());
    expect(fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/useractivities'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the open panel keeps focus inside; Escape closes it and returns focus to the bell', async () => {
    global.fetch = jest.fn(async () => answer(200, items.map((i) => ({ ...i, read: true })))) as unknown as typeof fetch;
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
    global.fetch = jest.fn(async (url: string) => (url === '/api/useractivities?lang=de' ? answer(200, items) : answer(500, { error: 'x' }))) as unknown as typeof fetch;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (unread)' }));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Could not mark the activities as read:', expect.any(Error)));
    expect(screen.getByTestId('unread-indicator')).toBeInTheDocument();
  });

  test('all read: no indicator, and no read call', async () => {
    const fetchMock = jest.fn(async () => answer(200, items.map((i) => ({ ...i, read: true }))));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.queryByTestId('unread-indicator')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

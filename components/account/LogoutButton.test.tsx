import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LogoutButton } from './LogoutButton';
import { LOGOUT_REDIRECT_DELAY_MS } from './form-state';

const labels = { logout: 'Log out', loggingOut: 'Logging out...', loggedOut: 'Logged out', failed: 'Logout failed' };

beforeEach(() => window.localStorage.setItem('kept-by-the-site', 'yes'));
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('logout (spec §4, §8)', () => {
  test(`success clears all local storage and goes to / after ${LOGOUT_REDIRECT_DELAY_MS} ms`, async () => {
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(500);
    // The redirect timer is held back (jsdom cannot navigate); every other timer runs as usual.
    const realSetTimeout = window.setTimeout.bind(window);
    const timers = jest.spyOn(window, 'setTimeout').mockImplementation(((handler: () => void, delay?: number) =>
      delay === LOGOUT_REDIRECT_DELAY_MS ? 0 : realSetTimeout(handler, delay)) as unknown as typeof window.setTimeout);
    render(<LogoutButton logOut={async () => ({ ok: true })} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Logged out');
    expect(window.localStorage.length).toBe(0);
    expect(timers.mock.calls.map(([, delay]) => delay)).toContain(LOGOUT_REDIRECT_DELAY_MS);
    expect(screen.getByRole('button')).toBeDisabled();
  });

  test.each([
    ['answers with an error', async () => ({ ok: false as const, error: 'session store unavailable' })],
    ['throws', async () => Promise.reject(new Error('session store unavailable'))],
  ])('when the server %s, the error goes to the console, the session and storage stay, nothing navigates', async (_, logOut) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const timers = jest.spyOn(window, 'setTimeout');
    render(<LogoutButton logOut={logOut} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Logout failed: session store unavailable'));
    expect(screen.getByRole('status')).toHaveTextContent('Logout failed');
    expect(window.localStorage.getItem('kept-by-the-site')).toBe('yes');
    expect(timers.mock.calls.map(([, delay]) => delay)).not.toContain(LOGOUT_REDIRECT_DELAY_MS);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { LogoutButton } from './LogoutButton';
import { LOGOUT_REDIRECT_DELAY_MS } from './form-state';

const labels = { logout: 'Log out', loggingOut: 'Logging out...', loggedOut: 'Logged out', failed: 'Logout failed' };

/** Clicks "Log out" and lets the logout call settle (fake timers: nothing else runs until the test advances them). */
async function logOutWith(logOut: () => Promise<{ ok: true } | { ok: false; error: string }>) {
  const goTo = jest.fn();
  render(<LogoutButton lang="fa" logOut={logOut} labels={labels} goTo={goTo} />);
  fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await act(async () => {
    await Promise.resolve();
  });
  return goTo;
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.setItem('kept-by-the-site', 'yes');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('logout: ends the session, clears storage, goes to /; keeps the session on an error', () => {
  test(`success clears all local storage and goes to / in the page's language after ${LOGOUT_REDIRECT_DELAY_MS} ms, not before`, async () => {
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(500);
    const goTo = await logOutWith(async () => ({ ok: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Logged out');
    expect(window.localStorage.length).toBe(0);
    expect(screen.getByRole('button')).toBeDisabled();
    act(() => jest.advanceTimersByTime(LOGOUT_REDIRECT_DELAY_MS - 1));
    expect(goTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(goTo).toHaveBeenCalledWith('/?lang=fa');
  });

  test.each([
    ['answers with an error', async () => ({ ok: false as const, error: 'session store unavailable' })],
    ['throws', async () => Promise.reject(new Error('session store unavailable'))],
  ])(
    'when the server %s, the error goes to the console, the session and storage stay, nothing navigates',
    async (_, logOut) => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
      const goTo = await logOutWith(logOut);
      expect(consoleError).toHaveBeenCalledWith('Logout failed: session store unavailable');
      expect(screen.getByRole('status')).toHaveTextContent('Logout failed');
      expect(window.localStorage.getItem('kept-by-the-site')).toBe('yes');
      act(() => jest.advanceTimersByTime(10 * LOGOUT_REDIRECT_DELAY_MS));
      expect(goTo).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
    },
  );
});

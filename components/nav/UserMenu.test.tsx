import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import UserMenu from './UserMenu';
import { notificationLabels } from './test-labels';

const labels = { logout: 'Log out', loggingOut: 'Logging out...', loggedOut: 'Logged out', failed: 'Failed' };
const renderMenu = (hintedName = '') =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UserMenu
        lang="original"
        loginHref="/login?lang=original"
        loginLabel="Log in"
        accountLabel="Account menu"
        logoutLabels={labels}
        logOut={jest.fn()}
        notificationLabels={notificationLabels}
        hintedName={hintedName}
      />
    </SWRConfig>,
  );

// jsdom has no Response; the hook reads only these three members.
const respond = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

afterEach(() => jest.restoreAllMocks());

describe('the signed-in part of the navigation bar', () => {
  test('shows the current user and a logout action', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      url === '/api/getcurrentuser' ? respond(200, { username: 'mina' }) : respond(200, []),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    renderMenu();
    expect(await screen.findByText('mina')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/getcurrentuser',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  test('while the lookup is under way it shows the hinted member in the very boxes it shows once loaded (nothing moves)', async () => {
    let respondToLookup: (value: unknown) => void = () => {};
    global.fetch = jest.fn((url: string) =>
      url === '/api/getcurrentuser'
        ? new Promise((resolve) => (respondToLookup = resolve))
        : Promise.resolve(respond(200, [])),
    ) as unknown as typeof fetch;
    const { container } = renderMenu('mina');
    const shape = () => {
      const menu = container.querySelector('.user-menu')!;
      return [...menu.querySelectorAll('*')].map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''}`).join(' ');
    };
    expect(screen.getByText('mina')).toBeInTheDocument();
    // Shown but not yet working: disabled, so a click cannot seem to log out and do nothing.
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDisabled();
    const before = shape();
    respondToLookup(respond(200, { username: 'mina' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeEnabled();
    await screen.findByText('mina');
    expect(shape()).toBe(before);
  });

  test("a failed lookup is 'noUser': the bar offers to log in and the reason goes to the console only", async () => {
    global.fetch = jest.fn(async () => respond(401, { error: 'Not signed in' })) as unknown as typeof fetch;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderMenu();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?lang=original');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('Could not load the current user:', expect.any(Error));
  });
});

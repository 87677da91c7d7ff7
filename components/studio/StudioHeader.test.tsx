import { act, render, screen, within } from '@testing-library/react';
import { useSelectedLayoutSegments } from 'next/navigation';
import { currentSection, StudioHeader, type StudioSection } from './StudioHeader';

jest.mock('next/navigation', () => ({ useSelectedLayoutSegments: jest.fn(() => []) }));

const SECTIONS: StudioSection[] = [
  { segment: '', href: '/studio?lang=en', label: 'Sessions' },
  { segment: 'bugs', href: '/studio/bugs?lang=en', label: 'Bug reports' },
  { segment: 'tests', href: '/studio/tests?lang=en', label: 'Usability tests' },
];

function header(segments: string[]) {
  jest.mocked(useSelectedLayoutSegments).mockReturnValue(segments);
  return render(
    <StudioHeader
      lang="en"
      brand="Parley Studio"
      home="/studio?lang=en"
      navLabel="Studio sections"
      sections={SECTIONS}
      toSite={{ href: '/?lang=en', label: 'To the site' }}
      notifications={{ href: '/studio/notifications?lang=en', label: 'Notifications (2)', unread: 2 }}
      languages={[
        { code: 'en', ownName: 'English', htmlLang: 'en', dir: 'ltr' },
        { code: 'fa', ownName: 'فارسی', htmlLang: 'fa', dir: 'rtl' },
      ]}
      languageLabel="Language"
      dialogLabels={{ title: 'Select Language', close: 'Close', current: 'current' }}
      privacyLabel="Privacy settings"
      logOut={async () => ({ ok: true })}
      logoutLabels={{ logout: 'Log out', loggingOut: 'Logging out...', loggedOut: 'Logged out', failed: 'Failed' }}
    />,
  );
}

test('the studio nav marks the section shown: the page itself, or a page inside it (a replay is in the sessions)', () => {
  const nav = () => within(screen.getByRole('navigation', { name: 'Studio sections' }));
  const { unmount } = header([]);
  expect(nav().getByRole('link', { name: 'Sessions' })).toHaveAttribute('aria-current', 'page');
  expect(nav().getByRole('link', { name: 'Bug reports' })).not.toHaveAttribute('aria-current');
  unmount();
  header(['sessions', '7c9e6679-7425-40de-944b-e07fc1f90ae7']);
  expect(nav().getByRole('link', { name: 'Sessions' })).toHaveAttribute('aria-current', 'true');
  expect(
    nav()
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current')),
  ).toHaveLength(1);
});

test('which section an address is in', () => {
  expect(currentSection(SECTIONS, [])).toEqual({ segment: '', page: true });
  expect(currentSection(SECTIONS, ['sessions', 'x'])).toEqual({ segment: '', page: false });
  expect(currentSection(SECTIONS, ['bugs'])).toEqual({ segment: 'bugs', page: true });
  expect(currentSection(SECTIONS, ['tests', 'x', 'results'])).toEqual({ segment: 'tests', page: false });
  expect(currentSection(SECTIONS, ['elsewhere'])).toBeNull();
});

test('without the site’s bar, the language, the recording choice and signing out are still in the header', async () => {
  header(['bugs']);
  const banner = screen.getByRole('link', { name: 'Parley Studio' }).closest('header')!;
  expect(within(banner).getByRole('link', { name: 'To the site' })).toHaveAttribute('href', '/?lang=en');
  expect(within(banner).getByRole('button', { name: 'Privacy settings' })).toBeInTheDocument();
  expect(within(banner).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  await act(async () => within(banner).getByRole('button', { name: 'Language: English' }).click());
  const dialog = screen.getByRole('dialog', { name: 'Select Language' });
  expect(within(dialog).getByRole('button', { name: 'فارسی' })).toBeInTheDocument();
});

test('the header links to the team member’s notifications, saying how many are unread', () => {
  header([]);
  const banner = screen.getByRole('link', { name: 'Parley Studio' }).closest('header')!;
  const link = within(banner).getByRole('link', { name: 'Notifications (2)' });
  expect(link).toHaveAttribute('href', '/studio/notifications?lang=en');
  expect(link).toHaveAttribute('data-unread', '2');
});

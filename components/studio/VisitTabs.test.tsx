import { fireEvent, render, screen } from '@testing-library/react';
import { VisitTabs, type VisitTabView } from './VisitTabs';

const T0 = Date.parse('2026-12-07T10:00:00.000Z');
const tab = (id: string, number: number, from: number, to: number, current = false): VisitTabView => ({
  id,
  label: `Tab ${number}`,
  href: `/studio/sessions/${id}?error=1&lang=en`,
  path: `/en/page-${number}`,
  started: `started ${number}`,
  duration: '0:10',
  startedAt: T0 + from,
  lastActivityAt: T0 + to,
  current,
});
const tabs = [tab('one', 1, 0, 10_000, true), tab('two', 2, 5_000, 20_000)];

afterEach(() => window.history.replaceState(null, '', '/'));

test('each tab links to its replay at the moment the page was opened at, mapped into its time; the shown one is current', () => {
  render(<VisitTabs title="This visit: 2 tabs" currentLabel="this tab" tabs={tabs} openedAt={T0 + 2_000} />);
  expect(screen.getByRole('navigation', { name: 'This visit: 2 tabs' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tab 1' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Tab 1' })).toHaveAttribute(
    'href',
    `/studio/sessions/one?error=1&lang=en&t=${T0 + 2_000}`,
  );
  // Tab 2 started after that moment: it opens at its start. The list's filters travel on.
  expect(screen.getByRole('link', { name: 'Tab 2' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Tab 2' })).toHaveAttribute(
    'href',
    `/studio/sessions/two?error=1&lang=en&t=${T0 + 5_000}`,
  );
});

test('once the replay has moved (it writes the moment into the address), a tab opens at the moment shown', () => {
  render(<VisitTabs title="This visit: 2 tabs" currentLabel="this tab" tabs={tabs} openedAt={T0} />);
  window.history.replaceState(null, '', `/studio/sessions/one?lang=en&t=${T0 + 8_000}`);
  const second = screen.getByRole('link', { name: 'Tab 2' });
  fireEvent.focus(second);
  expect(second).toHaveAttribute('href', `/studio/sessions/two?error=1&lang=en&t=${T0 + 8_000}`);
  // A moment after the tab's last activity opens it at its end.
  window.history.replaceState(null, '', `/studio/sessions/one?lang=en&t=${T0 + 60_000}`);
  fireEvent.mouseEnter(second);
  expect(second).toHaveAttribute('href', `/studio/sessions/two?error=1&lang=en&t=${T0 + 20_000}`);
});

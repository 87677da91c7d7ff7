import { fireEvent, render, screen } from '@testing-library/react';
import { atMoment, MomentLink } from './MomentLink';

const OPENED = Date.parse('2026-12-07T10:00:00.000Z');

afterEach(() => window.history.replaceState(null, '', '/'));

test('a moment goes into the query, before a #fragment, and replaces a moment already there', () => {
  expect(atMoment('/studio/integrations?lang=en&session=s1#issue', 1_234.4)).toBe(
    '/studio/integrations?lang=en&session=s1&t=1234#issue',
  );
  expect(atMoment('/studio/sessions/s1?t=5', 6)).toBe('/studio/sessions/s1?t=6');
  expect(atMoment('/studio/sessions/s1', 7)).toBe('/studio/sessions/s1?t=7');
});

test('"Create issue" carries the moment the replay shows when it is followed, not the one it was opened at', () => {
  window.history.replaceState(null, '', `/studio/sessions/s1?lang=en&t=${OPENED}`);
  render(
    <MomentLink href="/studio/integrations?lang=en&session=s1#issue" openedAt={OPENED}>
      Create issue
    </MomentLink>,
  );
  const link = screen.getByRole('link', { name: 'Create issue' });
  expect(link).toHaveAttribute('href', `/studio/integrations?lang=en&session=s1&t=${OPENED}#issue`);
  // The player writes the playhead into the address as it plays (ReplayPlayer); the link reads it as it is followed.
  window.history.replaceState(null, '', `/studio/sessions/s1?lang=en&t=${OPENED + 42_000}`);
  fireEvent.click(link);
  expect(link).toHaveAttribute('href', `/studio/integrations?lang=en&session=s1&t=${OPENED + 42_000}#issue`);
  // A damaged moment in the address is not passed on: the moment the page was opened at is.
  window.history.replaceState(null, '', '/studio/sessions/s1?lang=en&t=soon');
  fireEvent.focus(link);
  expect(link).toHaveAttribute('href', `/studio/integrations?lang=en&session=s1&t=${OPENED}#issue`);
});

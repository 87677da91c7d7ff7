import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SITE_FLAGS } from '@/lib/recordings/site-flags';
import { FLAGS_CACHE_KEY, forgetFlags, receiveFlags } from '@/components/tracking/feature-flags';
import { BackToTop } from './BackToTop';

const link = () => screen.getByText('Back to top', { selector: 'a' });

beforeEach(() => {
  act(() => forgetFlags());
});

test('the server render and the page before the flags arrive show the default (hidden) while the link keeps its place', () => {
  const html = renderToString(<BackToTop label="Back to top" />);
  expect(html).toContain('visibility:hidden');
  expect(html).toContain('aria-hidden="true"');
  render(<BackToTop label="Back to top" />);
  expect(link()).toHaveStyle({ visibility: 'hidden' });
  expect(link()).toHaveAttribute('tabindex', '-1');
});

test("turned on for the visitor, the link shows as the tracker's flags arrive, and is kept for the tab's next page", () => {
  render(<BackToTop label="Back to top" />);
  act(() => receiveFlags([{ key: SITE_FLAGS.backToTop, value: true }]));
  expect(link()).toBeVisible();
  expect(link()).not.toHaveAttribute('aria-hidden');
  expect(link()).toHaveAttribute('href', '#top');
  expect(JSON.parse(sessionStorage.getItem(FLAGS_CACHE_KEY)!)).toEqual({ [SITE_FLAGS.backToTop]: true });
  act(() => receiveFlags([]));
  expect(link()).toHaveStyle({ visibility: 'hidden' });
});

test('withdrawn consent forgets the flags: the default again', () => {
  render(<BackToTop label="Back to top" />);
  act(() => receiveFlags([{ key: SITE_FLAGS.backToTop, value: true }]));
  act(() => forgetFlags());
  expect(link()).toHaveStyle({ visibility: 'hidden' });
  expect(sessionStorage.getItem(FLAGS_CACHE_KEY)).toBeNull();
});

import { render, screen } from '@testing-library/react';
import { AssertedUserId } from './AssertedUserId';

test('a user id the tracker asserted is marked unverified, with why on hover, and kept apart from the text around it', () => {
  render(<AssertedUserId userId="team" strings={{ label: 'unverified', hint: 'Set by the visitor’s tracker' }} />);
  expect(screen.getByText('team').tagName).toBe('BDI');
  expect(screen.getByText('(unverified)')).toHaveAttribute('title', 'Set by the visitor’s tracker');
});

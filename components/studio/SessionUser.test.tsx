import { render, screen } from '@testing-library/react';
import { SessionUser } from './SessionUser';

const strings = {
  verifiedHint: 'Signed in on the site',
  asserted: { label: 'unverified', hint: 'Set by the visitor’s tracker' },
};

test('a member the site verified is shown plainly, with how the studio knows on hover', () => {
  const { container } = render(<SessionUser verifiedUserId="mina" userId="mina" strings={strings} />);
  expect(screen.getByText('mina')).toHaveAttribute('title', 'Signed in on the site');
  expect(container.textContent).toBe('mina');
});

test('a user id only the script asserted stays marked unverified', () => {
  const { container } = render(<SessionUser verifiedUserId={null} userId="omid" strings={strings} />);
  expect(container.textContent).toBe('omid (unverified)');
  expect(container.querySelector('[data-verified-user]')).toBeNull();
});

test('a script that claims another name than the verified member shows both, the claim marked', () => {
  const { container } = render(<SessionUser verifiedUserId="mina" userId="omid" strings={strings} />);
  expect(container.textContent).toBe('mina omid (unverified)');
});

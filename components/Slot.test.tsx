import { render } from '@testing-library/react';
import { fillSlots, slot } from './Slot';

describe('member-written values in translated sentences', () => {
  test('each value sits in its slot, isolated in <bdi>; the sentence around it stays as written', () => {
    const { container } = render(<p>{fillSlots(`${slot('username')}، خوش برگشتید`, { username: 'mina' })}</p>);
    expect(container.textContent).toBe('mina، خوش برگشتید');
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['mina']);
  });

  test('several slots, in the template’s order; braces that name no value stay text', () => {
    const { container } = render(
      <p>
        {fillSlots('{actor} asked “{title}” in {group} {other}', { actor: 'omid', title: 'Why?', group: 'Night owls' })}
      </p>,
    );
    expect(container.textContent).toBe('omid asked “Why?” in Night owls {other}');
    expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['omid', 'Why?', 'Night owls']);
  });
});

import { act, render, screen } from '@testing-library/react';
import { ConfirmDelete } from './ConfirmDelete';

test('deleting asks first: the first press only asks, Cancel goes back, the second press posts', async () => {
  const action = jest.fn(async () => undefined);
  render(
    <ConfirmDelete
      action={action}
      label="Delete this session"
      question="Delete for good?"
      confirm="Delete for good"
      cancel="Cancel"
    />,
  );
  await act(async () => screen.getByRole('button', { name: 'Delete this session' }).click());
  expect(screen.getByRole('alert')).toHaveTextContent('Delete for good?');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  expect(action).not.toHaveBeenCalled();
  await act(async () => screen.getByRole('button', { name: 'Cancel' }).click());
  expect(screen.queryByRole('alert')).toBeNull();
  await act(async () => screen.getByRole('button', { name: 'Delete this session' }).click());
  await act(async () => screen.getByRole('button', { name: 'Delete for good' }).click());
  expect(action).toHaveBeenCalledTimes(1);
});

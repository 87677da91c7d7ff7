import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmedButtonForm } from './ConfirmedButtonForm';

const props = { label: 'Close the test', question: 'Close the test now?', confirm: 'Yes, go ahead', cancel: 'Cancel' };

test('the button asks first; "Cancel" posts nothing, and only the yes (focused) runs the action', async () => {
  const action = jest.fn(async () => ({}));
  render(<ConfirmedButtonForm action={action} {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Close the test' }));
  expect(screen.getByRole('group', { name: 'Close the test' })).toHaveTextContent('Close the test now?');
  expect(screen.getByRole('button', { name: 'Yes, go ahead' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByText('Close the test now?')).not.toBeInTheDocument();
  expect(action).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Close the test' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, go ahead' })));
  expect(action).toHaveBeenCalledTimes(1);
});

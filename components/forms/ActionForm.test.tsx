import { act, fireEvent, render, screen } from '@testing-library/react';
import { ActionForm } from './ActionForm';

describe('action form', () => {
  test('after a failure the password keeps what was typed (it never travels back from the server)', async () => {
    const action = jest.fn(async () => ({ error: 'That username is taken.', values: { username: 'mina' } }));
    render(
      <ActionForm
        action={action}
        submitLabel="Create account"
        pendingLabel="Sending..."
        fields={[
          { name: 'username', label: 'Username', type: 'text' },
          { name: 'pwd', label: 'Password', type: 'password' },
        ]}
      />,
    );
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'mina' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long walk by the river' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is taken.');
    expect(action).toHaveBeenCalledTimes(1);
    const sent = (action.mock.calls[0] as unknown as [unknown, FormData])[1];
    expect(sent.get('pwd')).toBe('a long walk by the river');
    expect(screen.getByLabelText('Password')).toHaveValue('a long walk by the river');
    expect(screen.getByLabelText('Username')).toHaveValue('mina');
  });

  test('after a failure a select shows the choice that was sent, not its first option', async () => {
    const action = jest.fn(async (_state: unknown, form: FormData) => ({
      error: 'The percentages add up to 90, not 100.',
      values: { type: String(form.get('type')) },
    }));
    render(
      <ActionForm
        action={action}
        submitLabel="Create flag"
        pendingLabel="Sending..."
        fields={[
          {
            name: 'type',
            label: 'Type',
            type: 'select',
            options: [
              { value: 'boolean', label: 'Boolean' },
              { value: 'multi', label: 'Multi-variant' },
            ],
            defaultValue: 'boolean',
          },
        ]}
      />,
    );
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'multi' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create flag' }));
    });
    expect(await screen.findByText('The percentages add up to 90, not 100.')).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toHaveValue('multi');
  });
});

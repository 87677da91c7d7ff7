import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TestForm, type TestFormStrings } from './TestForm';

const strings: TestFormStrings = {
  testTitle: 'Title',
  description: 'Description',
  descriptionHint: '',
  guidelines: 'Guidelines',
  guidelinesHint: '',
  conclusion: 'Conclusion',
  conclusionHint: '',
  startingPath: 'Starting path',
  startingPathHint: '',
  media: 'Webcam and microphone',
  requireCamera: 'Camera',
  requireMic: 'Microphone',
  tasks: 'Tasks',
  task: 'Task {number}',
  taskTitle: 'Task title',
  taskDescription: 'Task description',
  allowTyping: 'Typed answer',
  addTask: 'Add a task',
  removeTask: 'Remove',
  moveUp: 'Move up',
  moveDown: 'Move down',
  submit: 'Save test',
};
const limits = {
  title: 200,
  description: 2000,
  guidelines: 20000,
  conclusion: 2000,
  startingPath: 500,
  taskTitle: 200,
  taskDescription: 2000,
  tasks: 3,
};

/** The tasks as the form posts them, in order: `tasks.{n}.{field}`. */
function postedTasks(form: FormData) {
  const tasks: Record<string, string>[] = [];
  for (const [name, value] of form.entries()) {
    const match = /^tasks\.(\d+)\.(\w+)$/.exec(name);
    if (match) (tasks[Number(match[1])] ??= {})[match[2]!] = String(value);
  }
  return tasks;
}

describe('the usability test form', () => {
  test('tasks are added, reordered and removed, and posted in their order with the ids of the existing ones', async () => {
    const action = jest.fn(async () => ({ fieldErrors: { 'tasks.1.title': 'Required.' } }));
    render(
      <TestForm
        action={action}
        strings={strings}
        limits={limits}
        locale="en"
        initial={{
          title: 'Listening',
          description: '',
          guidelines: '',
          conclusion: '',
          startingPath: '/random',
          requireMic: true,
          requireCamera: false,
          tasks: [
            { id: 11, title: 'First', description: 'one', allowTyping: false },
            { id: 12, title: 'Second', description: 'two', allowTyping: true },
          ],
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a task' }));
    const third = screen.getByRole('group', { name: 'Task 3' });
    fireEvent.change(within(third).getByLabelText('Task title'), { target: { value: 'Third' } });
    fireEvent.click(within(third).getByLabelText('Typed answer'));
    expect(screen.getByRole('button', { name: 'Add a task' })).toBeDisabled();
    // Third moves up to second place; the first goes.
    fireEvent.click(screen.getByRole('button', { name: 'Move up: Task 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Task 1' }));
    expect(screen.getByRole('button', { name: 'Move up: Task 1' })).toBeDisabled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save test' }));
    });
    const sent = (action.mock.calls[0] as unknown as [unknown, FormData])[1];
    expect(postedTasks(sent)).toEqual([
      { title: 'Third', description: '', allowTyping: 'on' },
      { id: '12', title: 'Second', description: 'two', allowTyping: 'on' },
    ]);
    expect(sent.get('requireMic')).toBe('on');
    expect(sent.get('requireCamera')).toBeNull();
    expect(sent.get('startingPath')).toBe('/random');
    // The refusal names the second task's title; what was typed stays.
    const second = screen.getByRole('group', { name: 'Task 2' });
    expect(within(second).getByLabelText('Task title')).toHaveAccessibleDescription('Required.');
    expect(within(second).getByLabelText('Task title')).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('group', { name: 'Task 1' })).getByLabelText('Task title')).toHaveValue('Third');
  });
});

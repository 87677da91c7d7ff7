import { fireEvent, render, screen } from '@testing-library/react';
import { RATE_SLOT } from '@/lib/studio/recording-effect';
import { RecordingRulesForm, type RecordingRulesStrings } from './RecordingRulesForm';

const strings: RecordingRulesStrings = {
  legend: 'Record',
  modes: { all: 'Every visit', sample: 'A sample', conditions: 'Only conditions' },
  sampleRate: 'Sample (%)',
  sampleRateHint: '0 to 100',
  effects: {
    every: 'Every visitor is recorded.',
    sample: `About ${RATE_SLOT} are recorded.`,
    conditions: 'Only visits the 2 conditions start are recorded; every other visit is not.',
    zeroSample: 'Nothing is recorded: a sample of 0 %.',
    noConditions: 'Nothing is recorded: no condition yet.',
  },
  now: 'Now:',
  afterSaving: 'After saving:',
  save: 'Save',
  saving: 'Saving…',
};

const form = (props: { mode: 'all' | 'sample' | 'conditions'; sampleRate: number; conditions: number }) =>
  render(<RecordingRulesForm action={jest.fn(async () => ({}))} strings={strings} locale="en" {...props} />);

test('each choice states its effect before saving, and the line after the choices follows the choice being made', () => {
  form({ mode: 'all', sampleRate: 30, conditions: 2 });
  expect(screen.getByText('Now: Every visitor is recorded.')).toBeInTheDocument();
  // Every choice says what it does under it, with the rate and the project's conditions.
  expect(screen.getByRole('radio', { name: 'A sample' })).toHaveAccessibleDescription('About 30% are recorded.');
  expect(screen.getByRole('radio', { name: 'Only conditions' })).toHaveAccessibleDescription(
    'Only visits the 2 conditions start are recorded; every other visit is not.',
  );
  expect(screen.queryByText(/After saving/)).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'A sample' }));
  fireEvent.change(screen.getByLabelText('Sample (%)'), { target: { value: '5' } });
  expect(screen.getByRole('status')).toHaveTextContent('After saving: About 5% are recorded.');
  fireEvent.change(screen.getByLabelText('Sample (%)'), { target: { value: '0' } });
  expect(screen.getByRole('status')).toHaveTextContent('After saving: Nothing is recorded: a sample of 0 %.');
});

test('the conditions mode without a condition warns that nothing is recorded', () => {
  form({ mode: 'all', sampleRate: 100, conditions: 0 });
  fireEvent.click(screen.getByRole('radio', { name: 'Only conditions' }));
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('After saving: Nothing is recorded: no condition yet.');
  expect(status).toHaveClass('warning');
});

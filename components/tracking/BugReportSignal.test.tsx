import { fireEvent, render } from '@testing-library/react';
import { connectSink, disconnectSink, type AnalyticsEvent } from '@/lib/analytics/events';
import { BugReportSignal } from './BugReportSignal';
import { OPEN_PRIVACY_SETTINGS_EVENT } from './consent';
import { PrivacySettingsButton } from './PrivacySettingsButton';

const sent: AnalyticsEvent[] = [];

beforeEach(() => {
  sent.length = 0;
  sessionStorage.clear();
  connectSink((event) => sent.push(event));
});
afterEach(() => disconnectSink());

/** A bug form with a hidden reference, as the bug page renders it; submitting it never leaves the page here. */
function BugForm({ reference }: { reference: string }) {
  return (
    <form data-testid={`form-${reference}`} onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="ref" value={reference} readOnly />
    </form>
  );
}

describe('the bug form tells the recording it was sent', () => {
  test('submitting the form that holds the reference sends the event with it, once per submission', () => {
    const page = render(
      <>
        <BugReportSignal field="ref" reference="BUG-42" event="bug-report" />
        <BugForm reference="BUG-42" />
      </>,
    );
    fireEvent.submit(page.getByTestId('form-BUG-42'));
    expect(sent.map(({ name, data }) => [name, data])).toEqual([['bug-report', { ref: 'BUG-42' }]]);
  });

  test('another form, or one whose field holds another reference, sends nothing', () => {
    const page = render(
      <>
        <BugReportSignal field="ref" reference="BUG-42" event="bug-report" />
        <BugForm reference="BUG-7" />
        <form data-testid="search" onSubmit={(event) => event.preventDefault()}>
          <input name="q" defaultValue="BUG-42" />
        </form>
      </>,
    );
    fireEvent.submit(page.getByTestId('form-BUG-7'));
    fireEvent.submit(page.getByTestId('search'));
    // A submit event from something that is no form (dispatched by a script) is no report either.
    document.body.dispatchEvent(new Event('submit', { bubbles: true }));
    expect(sent).toEqual([]);
  });

  test('it is heard before the page can stop it, and no longer once the signal is gone', () => {
    const page = render(
      <>
        <BugReportSignal field="ref" reference="BUG-42" event="bug-report" />
        <BugForm reference="BUG-42" />
      </>,
    );
    const form = page.getByTestId('form-BUG-42');
    const stop = (event: Event) => event.stopPropagation();
    form.addEventListener('submit', stop);
    fireEvent.submit(form);
    expect(sent).toHaveLength(1);
    page.rerender(<BugForm reference="BUG-42" />);
    fireEvent.submit(page.getByTestId('form-BUG-42'));
    expect(sent).toHaveLength(1);
  });
});

test("the footer's privacy settings button asks the consent banner to show again", () => {
  const opened = jest.fn();
  window.addEventListener(OPEN_PRIVACY_SETTINGS_EVENT, opened);
  try {
    const page = render(<PrivacySettingsButton label="Privacy settings" />);
    const button = page.getByRole('button', { name: 'Privacy settings' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledTimes(1);
  } finally {
    window.removeEventListener(OPEN_PRIVACY_SETTINGS_EVENT, opened);
  }
});

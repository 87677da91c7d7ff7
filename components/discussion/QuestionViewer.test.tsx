import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { PostControls, QuestionViewerProvider, viewerStateUrl, type PostControlLabels } from './QuestionViewer';

const labels: PostControlLabels = {
  upvote: 'Upvote',
  upvoted: 'Upvoted',
  report: 'Report',
  reported: 'Reported, thank you',
  reportReason: 'Why?',
  submitReport: 'Send report',
  edit: 'Edit',
  saveEdit: 'Save',
  titleLabel: 'Title',
  bodyLabel: 'Body',
  bodyHint: 'Markdown',
  answerLabel: 'Your answer',
};
const noAction = jest.fn(async () => ({}));

function page(version: string, cache: Map<string, unknown> = new Map()) {
  return (
    <SWRConfig value={{ provider: () => cache as never, dedupingInterval: 0 }}>
      <QuestionViewerProvider slug="why-ab12cd" version={version}>
        <div data-testid="question">
          <PostControls
            kind="question"
            id="q1"
            scoreText="2 votes"
            labels={labels}
            vote={noAction}
            report={noAction}
            edit={noAction}
          />
        </div>
        <div data-testid="mine">
          <PostControls
            kind="answer"
            id="a1"
            scoreText="0 votes"
            labels={labels}
            vote={noAction}
            report={noAction}
            edit={noAction}
          />
        </div>
        <div data-testid="theirs">
          <PostControls
            kind="answer"
            id="a2"
            scoreText="1 vote"
            labels={labels}
            vote={noAction}
            report={noAction}
            edit={noAction}
          />
        </div>
      </QuestionViewerProvider>
    </SWRConfig>
  );
}

const respond = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
const state = (upvoted: string[]) => ({
  upvoted,
  reported: ['a2'],
  own: { question: null, answers: { a1: 'my *answer*' } },
});

afterEach(() => {
  document.cookie = 'parley-signed-in=; max-age=0';
  jest.restoreAllMocks();
});

describe("a kept question page's member side", () => {
  test('a reader (no session hint) asks for nothing and sees the scores only', () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    render(page('v1'));
    expect(screen.getAllByText(/votes?$/)).toHaveLength(3);
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a member gets their own side: upvotes pressed, own posts to edit (from the original markdown), reports confirmed', async () => {
    document.cookie = 'parley-signed-in=1';
    const fetchMock = jest.fn(async () => respond(state(['q1'])));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(page('v1'));
    const question = await screen.findByTestId('question');
    await waitFor(() => expect(question.querySelector('button[aria-pressed="true"]')).toHaveTextContent('Upvoted'));
    const mine = screen.getByTestId('mine');
    expect(mine.querySelector('button[aria-pressed]')).toBeNull();
    expect(mine.querySelector('details.edit textarea')).toHaveValue('my *answer*');
    const theirs = screen.getByTestId('theirs');
    expect(theirs.querySelector('button[aria-pressed="false"]')).toHaveTextContent('Upvote');
    expect(theirs.querySelector('[role="status"]')).toHaveTextContent('Reported, thank you');
    expect(theirs.querySelector('details.report')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      viewerStateUrl('why-ab12cd'),
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  test("saving an edit of one's own answer sends that answer's id to the page's one edit action, with the new text", async () => {
    document.cookie = 'parley-signed-in=1';
    global.fetch = jest.fn(async () => respond(state([]))) as unknown as typeof fetch;
    const editAnswer = jest.fn(async (_answerId: string, _previous: unknown, _form: FormData) => ({}));
    render(
      <SWRConfig value={{ provider: () => new Map() as never, dedupingInterval: 0 }}>
        <QuestionViewerProvider slug="why-ab12cd" version="v1">
          <div data-testid="mine">
            <PostControls
              kind="answer"
              id="a1"
              scoreText="0 votes"
              labels={labels}
              vote={noAction}
              report={noAction}
              edit={editAnswer}
            />
          </div>
        </QuestionViewerProvider>
      </SWRConfig>,
    );
    const mine = screen.getByTestId('mine');
    await waitFor(() => expect(mine.querySelector('details.edit textarea')).not.toBeNull());
    fireEvent.change(mine.querySelector('details.edit textarea')!, { target: { value: 'my *better* answer' } });
    await act(async () => fireEvent.submit(mine.querySelector('details.edit form')!));
    await waitFor(() => expect(editAnswer).toHaveBeenCalledTimes(1));
    const [answerId, , form] = editAnswer.mock.calls[0]!;
    expect(answerId).toBe('a1');
    expect(form.get('body')).toBe('my *better* answer');
  });

  test('what a member saw on an earlier visit is not shown again before the page has asked anew (no vote button on an answer since become theirs)', async () => {
    document.cookie = 'parley-signed-in=1';
    const cache = new Map<string, unknown>();
    global.fetch = jest.fn(async () =>
      respond({ upvoted: [], reported: [], own: { question: null, answers: {} } }),
    ) as unknown as typeof fetch;
    const first = render(page('v1', cache));
    await waitFor(() => expect(screen.getByTestId('mine').querySelector('button[aria-pressed]')).not.toBeNull());
    first.unmount();
    let respondNow: (value: unknown) => void = () => {};
    const asked = jest.fn(() => new Promise((resolve) => (respondNow = resolve)));
    global.fetch = asked as unknown as typeof fetch;
    render(page('v1', cache));
    await waitFor(() => expect(asked).toHaveBeenCalled());
    // The cache still holds the first visit's answer; it is not shown.
    expect(screen.getByTestId('mine').querySelector('button, details')).toBeNull();
    await act(async () => respondNow(respond(state([]))));
    await waitFor(() => expect(screen.getByTestId('mine').querySelector('details.edit')).not.toBeNull());
    expect(screen.getByTestId('mine').querySelector('button[aria-pressed]')).toBeNull();
  });

  test('a page rendered anew asks again, also when it comes back to what it showed before (an upvote taken back)', async () => {
    document.cookie = 'parley-signed-in=1';
    let current = state([]);
    global.fetch = jest.fn(async () => respond(current)) as unknown as typeof fetch;
    const { rerender } = render(page('v0'));
    const pressed = () =>
      screen.getByTestId('question').querySelector('button[aria-pressed]')?.getAttribute('aria-pressed');
    await waitFor(() => expect(pressed()).toBe('false'));
    current = state(['q1']);
    await act(async () => rerender(page('v1')));
    await waitFor(() => expect(pressed()).toBe('true'));
    current = state([]);
    await act(async () => rerender(page('v0')));
    await waitFor(() => expect(pressed()).toBe('false'));
  });
});

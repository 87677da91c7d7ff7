import { act, fireEvent, render, screen } from '@testing-library/react';
import { MarkdownPreview } from './MarkdownPreview';

const labels = { show: 'Preview', title: 'Preview of your question', empty: 'Nothing to preview yet.' };

function renderWithField(value: string, renderMarkdown: (markdown: string) => Promise<string>) {
  render(
    <>
      <textarea id="ask-body" defaultValue={value} />
      <MarkdownPreview fieldId="ask-body" render={renderMarkdown} labels={labels} />
    </>,
  );
}

describe('markdown preview', () => {
  test('shows what the server renders from the field as it is now', async () => {
    const renderMarkdown = jest.fn(async () => '<p>Anything <em>at all</em>.</p>');
    renderWithField('first', renderMarkdown);
    expect(screen.queryByRole('region', { name: labels.title })).toBeNull();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Anything *at all*.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    expect(renderMarkdown).toHaveBeenCalledWith('Anything *at all*.');
    const preview = screen.getByRole('region', { name: labels.title });
    expect(preview.querySelector('em')).toHaveTextContent('at all');
  });

  test('an empty field asks the server nothing and says there is nothing to preview', async () => {
    const renderMarkdown = jest.fn(async () => '<p>never</p>');
    renderWithField('   ', renderMarkdown);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview' })));
    expect(renderMarkdown).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: labels.title })).toHaveTextContent('Nothing to preview yet.');
  });
});

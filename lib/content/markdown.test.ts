import { renderMarkdown } from './markdown';

describe('rendering markdown', () => {
  test('headings, lists and paragraphs become HTML', () => {
    const html = renderMarkdown('## Why\n\n- one\n- two\n\nText.', 'original');
    expect(html).toContain('<h2>Why</h2>');
    expect(html).toContain('<li>one</li>');
  });
  test('links inside the site keep the reader language', () => {
    expect(renderMarkdown('[more](/articles/on-listening)', 'fa')).toContain('href="/articles/on-listening?lang=fa"');
  });
  test('external links do not pass the referrer', () => {
    expect(renderMarkdown('[x](https://example.org)', 'de')).toMatch(/rel="noopener noreferrer"/);
  });
  test('script and event handlers never survive', () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror="alert(1)">[x](javascript:alert(1))', 'original');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
  test('images load lazily', () => {
    expect(renderMarkdown('![alt](/images/articles/none.svg)', 'original')).toMatch(/loading="lazy"/);
  });
});

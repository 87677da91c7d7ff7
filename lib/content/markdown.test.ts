import fs from 'node:fs';
import path from 'node:path';
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

describe('right-to-left pages', () => {
  test('a phone number, a postcode and a register number keep their order in Persian (isolated left to right)', () => {
    const html = renderMarkdown('تلفن: +49 30 5557 2810\\\n10437 Berlin\\\nشماره‌ی ثبت: HRB 234567 B\n\n`+49 30` بند ۵', 'fa');
    expect(html).toContain('<bdi dir="ltr">+49 30 5557 2810</bdi>');
    expect(html).toContain('<bdi dir="ltr">10437 Berlin</bdi>');
    expect(html).toContain('<bdi dir="ltr">HRB 234567 B</bdi>');
    // Code stays as written, and Persian digits need no isolation.
    expect(html).toContain('<code>+49 30</code> بند ۵');
  });

  test('left-to-right pages are not touched', () => {
    expect(renderMarkdown('Phone: +49 30 5557 2810', 'de')).not.toContain('<bdi');
  });

  test('no page ends in a stray backslash (a hard break with nothing after it renders as "\\\\")', () => {
    const html = (lang: 'original' | 'en' | 'de' | 'fa' | 'es') =>
      renderMarkdown(fs.readFileSync(path.join(process.cwd(), 'content/pages', lang, 'impressum.md'), 'utf8').replace(/^---[\s\S]*?---/, ''), lang);
    for (const lang of ['original', 'en', 'de', 'fa', 'es'] as const) expect(html(lang)).not.toMatch(/\\\s*<\/p>\s*$/);
  });
});

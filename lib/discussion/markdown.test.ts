import { plainText, renderUserMarkdown } from './markdown';

/** The only elements and attributes user HTML may contain. */
const ALLOWED: Record<string, string[]> = Object.fromEntries(
  [
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'li',
    'h3',
    'h4',
    'h5',
    'h6',
    'table',
    'thead',
    'tbody',
    'tr',
  ]
    .map((tag) => [tag, [] as string[]])
    .concat([
      ['a', ['href', 'rel']],
      ['ol', ['start']],
      ['th', ['align']],
      ['td', ['align']],
    ]),
);
const SAFE_HREF = /^(https?:|mailto:|[^:]*$)/i;

/** Parses the HTML as a browser would and checks every element, attribute and link address in it. */
function expectHarmless(html: string): void {
  expect(html).not.toMatch(/<\/?(script|iframe|svg|style|img|object|embed|form|input|math|textarea|template)/i);
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    expect(Object.keys(ALLOWED)).toContain(tag);
    for (const attribute of Array.from(element.attributes)) expect(ALLOWED[tag]).toContain(attribute.name);
    if (tag === 'a') {
      expect(element.getAttribute('href')).toMatch(SAFE_HREF);
      expect(element.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
    }
  }
}

const HOSTILE_INPUTS: [string, string][] = [
  ['a script tag', '<script>alert(1)</script>'],
  ['a script tag split over lines', '<scr\nipt>alert(1)</script>'],
  ['an image with onerror', '<img src=x onerror="alert(1)">'],
  ['an event handler on a div', '<div onmouseover="alert(1)">hover</div>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['inline svg with onload', '<svg onload="alert(1)"><circle r="10"/></svg>'],
  ['a style element', '<style>body{display:none}</style>'],
  ['a style attribute', '<p style="position:fixed;inset:0">cover</p>'],
  ['a javascript: link', '[click](javascript:alert(1))'],
  ['a mixed-case javascript: link', '[click](JaVaScRiPt:alert(1))'],
  ['an entity-encoded javascript: link', '[click](&#106;avascript&#58;alert(1))'],
  ['a javascript: link with &colon;', '[click](javascript&colon;alert(1))'],
  ['a tab inside the scheme', '[click](java&#9;script:alert(1))'],
  ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['a vbscript: link', '[click](vbscript:msgbox(1))'],
  ['a javascript: autolink', '<javascript:alert(1)>'],
  ['a reference link to javascript:', '[click][x]\n\n[x]: javascript:alert(1)'],
  ['a markdown image', '![pixel](https://tracker.example/p.gif)'],
  ['an image with a javascript: source', '![x](javascript:alert(1))'],
  ['an html entity trick', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['an object/embed pair', '<object data="x.swf"></object><embed src="x.swf">'],
  ['a form with an input', '<form action="https://evil.example"><input name="pwd"></form>'],
  ['a link with an onclick in its title', '[x](https://example.org "a\\" onclick=\\"alert(1)")'],
  ['math with a link', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ['a footnote (ids would collide between posts)', 'Text[^1]\n\n[^1]: note'],
  ['a task list checkbox', '- [x] done'],
  ['an html comment hiding a script', '<!-- --><script>alert(1)</script><!-- -->'],
];

describe('renderUserMarkdown refuses hostile input', () => {
  test.each(HOSTILE_INPUTS)('%s runs nothing, loads nothing and styles nothing', (_name, input) => {
    expectHarmless(renderUserMarkdown(input));
  });

  test('an HTML tag is shown as the text the member typed', () => {
    expect(renderUserMarkdown('I love <b>bold</b> claims')).toBe('<p>I love &#x3C;b>bold&#x3C;/b> claims</p>');
  });

  test('a refused link keeps its words but loses its address', () => {
    expect(renderUserMarkdown('[click me](javascript:alert(1))')).toBe('<p>click me</p>');
  });

  test('an image becomes a plain link labelled with its alt text', () => {
    expect(renderUserMarkdown('![a cat](https://example.org/cat.png)')).toBe(
      '<p><a href="https://example.org/cat.png" rel="nofollow ugc noopener noreferrer">a cat</a></p>',
    );
  });
});

describe('renderUserMarkdown keeps ordinary writing', () => {
  test('paragraphs, emphasis, lists, quotes and code survive', () => {
    const html = renderUserMarkdown('Some *soft* and **strong** words.\n\n- one\n- two\n\n> quoted\n\n`code`');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
  });

  test.each([
    ['an https link', '[x](https://example.org/a?b=c)', 'https://example.org/a?b=c'],
    ['an http link', '[x](http://example.org)', 'http://example.org'],
    ['a mailto link', '[x](mailto:someone@example.org)', 'mailto:someone@example.org'],
    ['a relative link', '[x](/question/why-we-talk)', '/question/why-we-talk'],
    ['a bare www address', 'see www.example.org', 'http://www.example.org'],
  ])('%s is kept, marked nofollow ugc noopener noreferrer', (_name, input, href) => {
    expect(renderUserMarkdown(input)).toContain(`<a href="${href}" rel="nofollow ugc noopener noreferrer">`);
  });

  test('headings move two levels down, because the page owns h1 and h2', () => {
    expect(renderUserMarkdown('# Big\n\n## Smaller\n\n##### Tiny')).toBe(
      '<h3>Big</h3>\n<h4>Smaller</h4>\n<h6>Tiny</h6>',
    );
  });

  test('a footnote becomes plain text', () => {
    expect(renderUserMarkdown('Text[^a]\n\n[^a]: the note')).toBe('<p>Text[a]</p>\n<p>[a] the note</p>');
  });

  test('Persian and German text pass through unchanged', () => {
    expect(renderUserMarkdown('سلام، **دوست** من')).toBe('<p>سلام، <strong>دوست</strong> من</p>');
    expect(renderUserMarkdown('Grüße')).toBe('<p>Grüße</p>');
  });
});

describe('plainText', () => {
  test('drops the markup and keeps the words', () => {
    expect(plainText('## Why\n\nA *quiet* [talk](https://x.example) and `code`.', 100)).toBe(
      'Why A quiet talk and code.',
    );
  });

  test('cuts at a word boundary and marks the cut', () => {
    const text = plainText('one two three four five six seven eight nine ten', 20);
    expect(text).toBe('one two three four…');
    expect([...text].length).toBeLessThanOrEqual(20);
  });
});

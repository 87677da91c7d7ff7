import { guidelinesFragment } from './guidelines';

const html = (source: string) => {
  const div = document.createElement('div');
  div.append(guidelinesFragment(source, document));
  return div.innerHTML;
};

describe("the test's guidelines", () => {
  it('keep the elements of rendered markdown, with headings moved below the panel’s own', () => {
    expect(html('<h1>Before you start</h1><p>Think <strong>aloud</strong>.</p><ul><li>One</li></ul>')).toBe(
      '<h4>Before you start</h4><p>Think <strong>aloud</strong>.</p><ul><li>One</li></ul>',
    );
  });

  it('drop scripts, styles, event handlers and every attribute but a safe link target', () => {
    expect(
      html(
        '<p onclick="x()" style="color:red" class="a">Hi</p><script>alert(1)</script><style>p{}</style><img src=x onerror="alert(1)">',
      ),
    ).toBe('<p>Hi</p>');
    expect(
      html('<a href="javascript:alert(1)">bad</a> <a href="https://parley.test/help" target="_blank">good</a>'),
    ).toBe('<a>bad</a> <a href="https://parley.test/help">good</a>');
  });

  it('keep the text of elements they do not know', () => {
    expect(html('<section><span>Plain</span> text</section>')).toBe('Plain text');
  });
});

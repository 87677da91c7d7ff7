import { EMAIL_MASK, MAX_ATTRIBUTE_LENGTH } from '../constants';
import { maskAttribute, maskEmails, maskRrwebEvent, maskText, scrubUrl, starText } from './masking';

const emailsOnly = { emails: true, numbers: false };
const both = { emails: true, numbers: true };
const neither = { emails: false, numbers: false };

describe('email masking in text', () => {
  it('replaces every address in a sentence and leaves the words around it', () => {
    expect(maskEmails('Write to mina.k+news@example.co.uk or bo@test.io, thanks')).toBe(
      `Write to ${EMAIL_MASK} or ${EMAIL_MASK}, thanks`,
    );
  });

  it('leaves text with an @ that is no address alone (handles, prices, a lone @)', () => {
    for (const text of ['@mina said hi', 'price @ 5 EUR', 'user@localhost', 'a @ b.com', 'trailing@'])
      expect(maskEmails(text)).toBe(text);
  });

  it('masks internationalized addresses: letters of any script in the local part and the domain, IDN dots and punycode', () => {
    for (const address of [
      'δοκιμή@παράδειγμα.δοκιμή',
      '用户@例子.广告',
      '用户@例子。广告',
      'josé.müller@example.de',
      'почта@xn--80ak6aa92e.xn--p1ai',
      'उपयोगकर्ता@उदाहरण.भारत',
    ])
      expect(maskEmails(`write to ${address} today`)).toBe(`write to ${EMAIL_MASK} today`);
    expect(maskEmails('用户@例子')).toBe('用户@例子');
  });

  it('masks an address that ends a sentence without eating the full stop', () => {
    expect(maskEmails('Mail me at a@b.de.')).toBe(`Mail me at ${EMAIL_MASK}.`);
  });

  it('stays linear on 100,000+ character words with an @ (no regex backtracking)', () => {
    const word = `${'a'.repeat(150_000)}@${'b'.repeat(150_000)}`;
    const started = Date.now();
    expect(maskEmails(word)).toBe(word);
    expect(maskEmails(`${'x'.repeat(120_000)} ${'y'.repeat(50_000)}@mail.example.com`)).toBe(
      `${'x'.repeat(120_000)} ${EMAIL_MASK}`,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('maskText: the options', () => {
  it('masks emails only by default and digits only when obscureTextNumbers is on', () => {
    expect(maskText('Order 4711 for anna@example.com', emailsOnly)).toBe(`Order 4711 for ${EMAIL_MASK}`);
    expect(maskText('Order 4711 for anna@example.com', both)).toBe(`Order 0000 for ${EMAIL_MASK}`);
    expect(maskText('Order 4711 for anna@example.com', neither)).toBe('Order 4711 for anna@example.com');
  });

  it('masks digits of every script with numbers on: Persian, Arabic-Indic, fullwidth, Devanagari', () => {
    expect(maskText('تماس ۰۹۱۲۳۴۵۶۷۸۹، ٠١٢٣٤٥ و ０９０ और ९८७', both)).toBe('تماس 00000000000، 000000 و 000 और 000');
    expect(maskText('تماس ۰۹۱۲', emailsOnly)).toBe('تماس ۰۹۱۲');
  });

  it('masks an address that carries digits completely, with numbers on', () => {
    expect(maskText('x1@y2.com', both)).toBe(EMAIL_MASK);
  });

  it('stars every visible character for data-parley-mask', () => {
    expect(starText('Hi Mina 42')).toBe('** **** **');
  });
});

describe('maskAttribute', () => {
  it.each(['placeholder', 'title', 'aria-label', 'alt', 'value'])('masks emails and digits in %s', (name) => {
    expect(maskAttribute(name, 'Call 0176 or x@y.org', both, false)).toBe(`Call 0000 or ${EMAIL_MASK}`);
  });

  it('masks the address of a mailto: link and the number of a tel: link', () => {
    expect(maskAttribute('href', 'mailto:anna@example.com?subject=Hi', emailsOnly, false)).toBe(
      `mailto:${EMAIL_MASK}?subject=Hi`,
    );
    expect(maskAttribute('href', 'tel:+49 176 1234567', both, false)).toBe('tel:');
    expect(maskAttribute('href', 'tel:+49 176 1234567', emailsOnly, false)).toBe('tel:+49 176 1234567');
  });

  it('leaves ordinary links and other attributes alone', () => {
    expect(maskAttribute('href', '/articles/201-love?lang=de', both, false)).toBe('/articles/201-love?lang=de');
    expect(maskAttribute('class', 'col-12 user@x.com', both, false)).toBe('col-12 user@x.com');
  });

  it('stars the text attributes of an element inside data-parley-mask', () => {
    expect(maskAttribute('title', 'Mina Karimi', neither, true)).toBe('**** ******');
  });

  it('drops any value longer than MAX_ATTRIBUTE_LENGTH and keeps one of exactly that length', () => {
    expect(maskAttribute('data-x', 'a'.repeat(MAX_ATTRIBUTE_LENGTH + 1), neither, false)).toBeNull();
    expect(
      maskAttribute('src', `data:image/png;base64,${'A'.repeat(MAX_ATTRIBUTE_LENGTH)}`, neither, false),
    ).toBeNull();
    expect(maskAttribute('data-x', 'a'.repeat(MAX_ATTRIBUTE_LENGTH), neither, false)).toHaveLength(
      MAX_ATTRIBUTE_LENGTH,
    );
  });

  it("keeps rrweb's inlined stylesheet text however long (it is not a page attribute)", () => {
    const css = 'a{}'.repeat(MAX_ATTRIBUTE_LENGTH);
    expect(maskAttribute('_cssText', css, both, false)).toBe(css);
  });
});

describe('maskRrwebEvent', () => {
  const element = (tagName: string, attributes: Record<string, unknown>, childNodes: unknown[] = [], id = 0) => ({
    type: 2,
    tagName,
    attributes,
    childNodes,
    id,
  });

  it('masks attributes everywhere in a full snapshot and stars those under data-parley-mask', () => {
    const event = {
      type: 2,
      timestamp: 1,
      data: {
        node: {
          type: 0,
          childNodes: [
            element('html', {}, [
              element('input', { placeholder: 'you@mail.com', 'data-long': 'x'.repeat(MAX_ATTRIBUTE_LENGTH + 1) }),
              element('section', { 'data-parley-mask': '' }, [element('img', { alt: 'Mina' })]),
            ]),
          ],
        },
      },
    };
    maskRrwebEvent(event, emailsOnly, () => false);
    const html = event.data.node.childNodes[0]!;
    expect(html.childNodes[0]).toMatchObject({ attributes: { placeholder: EMAIL_MASK } });
    expect((html.childNodes[0] as { attributes: object }).attributes).not.toHaveProperty('data-long');
    expect((html.childNodes[1] as { childNodes: unknown[] }).childNodes[0]).toMatchObject({
      attributes: { alt: '****' },
    });
  });

  it('masks added subtrees and changed attributes in a mutation, asking the page whether they sit in a masked element', () => {
    const event = {
      type: 3,
      timestamp: 1,
      data: {
        source: 0,
        adds: [
          { parentId: 7, nextId: null, node: element('a', { href: 'mailto:b@c.de', title: 'b@c.de' }) },
          { parentId: 9, nextId: null, node: element('span', { title: 'Secret' }) },
        ],
        attributes: [
          { id: 3, attributes: { 'aria-label': 'Call 123', style: { color: 'red' } } },
          { id: 4, attributes: { value: 'x'.repeat(MAX_ATTRIBUTE_LENGTH + 5) } },
        ],
        texts: [],
        removes: [],
      },
    };
    maskRrwebEvent(event, both, (id) => id === 9);
    expect(event.data.adds[0]!.node.attributes).toEqual({ href: `mailto:${EMAIL_MASK}`, title: EMAIL_MASK });
    expect(event.data.adds[1]!.node.attributes).toEqual({ title: '******' });
    expect(event.data.attributes[0]!.attributes).toEqual({ 'aria-label': 'Call 000', style: { color: 'red' } });
    expect(event.data.attributes[1]!.attributes).toEqual({});
  });

  it('scrubs secrets from the URL of a meta event', () => {
    const event = {
      type: 4,
      timestamp: 1,
      data: { href: 'https://parley.example/reset?token=abc123&lang=de', width: 1, height: 1 },
    };
    maskRrwebEvent(event, emailsOnly, () => false);
    expect(event.data.href).toBe('https://parley.example/reset?token=***&lang=de');
  });

  it('leaves other incremental events as they are', () => {
    const event = { type: 3, timestamp: 1, data: { source: 5, id: 3, text: 'a@b.de' } };
    maskRrwebEvent(event, emailsOnly, () => false);
    expect(event.data.text).toBe('a@b.de');
  });
});

describe('scrubUrl: secret query values', () => {
  it.each([
    ['token', 'https://x.org/a?token=eyJhbGci&page=2', 'https://x.org/a?token=***&page=2'],
    ['api_key and session', 'https://x.org/a?api_key=k1&sessionId=s2', 'https://x.org/a?api_key=***&sessionId=***'],
    ['password and code', 'https://x.org/?password=hunter2&code=9911', 'https://x.org/?password=***&code=***'],
    [
      'signature',
      'https://cdn.x.org/f.png?X-Amz-Signature=abc&X-Amz-Credential=def',
      'https://cdn.x.org/f.png?X-Amz-Signature=***&X-Amz-Credential=***',
    ],
  ])('hides %s values', (_what, url, expected) => {
    expect(scrubUrl(url, neither)).toBe(expected);
  });

  it('drops user:password@ and masks an address in a query value', () => {
    expect(scrubUrl('https://me:pw@x.org/invite?email=anna%40example.com', emailsOnly)).toBe(
      `https://x.org/invite?email=${EMAIL_MASK}`,
    );
  });

  it('resolves relative URLs against the page and leaves harmless ones unchanged', () => {
    expect(scrubUrl('/api/filters?language_id=2', emailsOnly)).toBe(`${location.origin}/api/filters?language_id=2`);
  });
});

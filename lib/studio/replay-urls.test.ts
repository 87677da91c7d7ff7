import { keepReplayOffSite, NEUTRALIZED_URL, pointsAtSite } from './replay-urls';

const SITE = 'https://parley.example';
/** The studio on the site's own origin, the visit recorded there too. */
const ONE_NAME = [SITE] as const;

/** A full snapshot whose page is one `div` with these attributes and children, kept off the site as the replay gets it. */
function divSnapshot<C extends object[]>(
  childNodes: C,
  attributes: Record<string, string> = {},
  sites: Parameters<typeof keepReplayOffSite>[1] = ONE_NAME,
) {
  return keepReplayOffSite({ type: 2, data: { node: { type: 2, tagName: 'div', attributes, childNodes } } }, sites);
}

describe('URLs of the recorded site never load in the replay', () => {
  test.each([
    ['/api/readuseractivity/7', true],
    ['api/readuseractivity/7', true],
    ['https://parley.example/api/logout/access', true],
    ['//parley.example/question/x', true],
    ['  /ingest/v1/web/start ', true],
    ['/studio/sessions/x.png', true],
    ['/api/x.png', true],
    ['/_next/static/chunks/app.js', false],
    ['/images/cover.webp', false],
    ['https://elsewhere.example/api/x', false],
    ['data:image/png;base64,AAAA', false],
    ['blob:https://parley.example/123', false],
    ['#top', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(pointsAtSite(value, ONE_NAME)).toBe(expected);
  });

  test('a meta refresh, a style property change and a stylesheet rule are neutralized; the page-load meta event is left alone', () => {
    const snapshot = keepReplayOffSite(
      {
        type: 2,
        data: {
          node: {
            type: 2,
            tagName: 'meta',
            attributes: { 'http-equiv': 'refresh', content: '0; url=/api/readuseractivity/1' },
          },
        },
      },
      ONE_NAME,
    );
    expect(JSON.stringify(snapshot)).not.toContain('/api/');
    const style = keepReplayOffSite(
      { type: 3, data: { source: 13, set: { property: 'background', value: 'url(/api/x)' } } },
      ONE_NAME,
    );
    expect(style.data.set.value).toBe(`url(${NEUTRALIZED_URL})`);
    const rule = keepReplayOffSite(
      {
        type: 3,
        data: { source: 8, adds: [{ rule: "div{background:url('https://parley.example/api/y')}", index: 0 }] },
      },
      ONE_NAME,
    );
    expect(rule.data.adds[0]!.rule).toBe(`div{background:url('${NEUTRALIZED_URL}')}`);
    const meta = keepReplayOffSite({ type: 4, data: { href: 'https://parley.example/api/z' } }, ONE_NAME);
    expect(meta.data.href).toBe('https://parley.example/api/z');
  });

  test("a visit recorded under another of the site's names: its URLs are the site's too, its static files load from the studio's origin", () => {
    const sites = [SITE, 'http://www.parley.example:3000'] as const;
    expect(pointsAtSite('http://www.parley.example:3000/api/readuseractivity/7', sites)).toBe(true);
    expect(pointsAtSite('http://www.parley.example:3000/icon.svg', sites)).toBe(false);
    const snapshot = divSnapshot(
      [
        { type: 2, tagName: 'img', attributes: { src: 'http://www.parley.example:3000/api/readuseractivity/1' } },
        { type: 2, tagName: 'link', attributes: { rel: 'icon', href: 'http://www.parley.example:3000/icon.svg?v=4' } },
        { type: 2, tagName: 'img', attributes: { src: 'https://elsewhere.example/api/x' } },
      ],
      { style: "background:url('http://www.parley.example:3000/api/x')" },
      sites,
    );
    const [img, icon, foreign] = snapshot.data.node.childNodes;
    expect(img!.attributes.src).toBe(NEUTRALIZED_URL);
    expect(icon!.attributes.href).toBe('https://parley.example/icon.svg?v=4');
    expect(foreign!.attributes.src).toBe('https://elsewhere.example/api/x');
    expect(snapshot.data.node.attributes.style).toBe(`background:url('${NEUTRALIZED_URL}')`);
  });
});

test("rrweb's copy of a picture, which the replay loads as an image, is kept off the site; a data: URL, as the tracker takes it, is left", () => {
  const picture = 'data:image/png;base64,iVBORw0KGgo=';
  const snapshot = divSnapshot([
    { type: 2, tagName: 'img', attributes: { src: '/images/a.png', rr_dataURL: '/api/readuseractivity/1' } },
    { type: 2, tagName: 'canvas', attributes: { rr_dataURL: 'https://parley.example/api/readuseractivity/2' } },
    { type: 2, tagName: 'canvas', attributes: { rr_dataURL: picture } },
  ]);
  expect(snapshot.data.node.childNodes.map((node) => node.attributes.rr_dataURL)).toEqual([
    NEUTRALIZED_URL,
    NEUTRALIZED_URL,
    picture,
  ]);
});

describe('CSS is read as the browser reads it: no spelling of a URL of the site survives', () => {
  /** `css` as the replayer would get it in a recorded stylesheet rule. */
  const inRule = (css: string) =>
    keepReplayOffSite({ type: 3, data: { source: 8, adds: [{ rule: css, index: 0 }] } }, ONE_NAME).data.adds[0]!.rule;
  const TARGET = '/api/readuseractivity/1';

  test.each([
    // Escapes, decoded by the browser: in the address, in the function's name, six-digit, any letter.
    ['a hex escape in the address', String.raw`div{background:url(/\61pi/readuseractivity/1)}`],
    ['an escaped function name', String.raw`div{background:\75rl(/api/readuseractivity/1)}`],
    ['a six-digit escape', String.raw`div{background:\000075rl(/api/readuseractivity/1)}`],
    ['an escaped letter that is no hex digit', String.raw`div{background:u\rl(/api/readuseractivity/1)}`],
    ['escapes in a quoted address', String.raw`div{background:url("\2f api\2freaduseractivity/1")}`],
    // Plain strings that load: no url() at all.
    ['image-set()', `div{background-image:image-set('${TARGET}' 1x)}`],
    ['-webkit-image-set()', `div{background-image:-webkit-image-set("${TARGET}" 1x, "${TARGET}" 2x)}`],
    [
      'image-set() with comments and a type',
      `div{background-image:IMAGE-SET(/**/"${TARGET}"/**/ type("image/png") 1x)}`,
    ],
    ['a string carried by a custom property', `div{--cover:"${TARGET}";background-image:image-set(var(--cover) 1x)}`],
    ['src()', `div{background-image:src("${TARGET}")}`],
    ['@import of a string', `@import "${TARGET}";`],
    ['an escaped @import', String.raw`@\69mport '/api/readuseractivity/1';`],
    // The obvious variants.
    ['an upper-case URL(', `div{background:URL(${TARGET})}`],
    ['whitespace inside url()', `div{background:url(  ${TARGET}\n)}`],
    ['a comment before a quoted address (a malformed url(), replaced whole)', `div{background:url(/**/"${TARGET}")}`],
    ['a protocol-relative address of the site', `div{background:url(//parley.example${TARGET})}`],
    ['a protocol-relative string', `div{background:image-set("//parley.example${TARGET}" 1x)}`],
    [
      'an absolute address of the site, spelt in capitals with its default port',
      `div{background:image-set("HTTPS://PARLEY.EXAMPLE:443${TARGET}" 1x)}`,
    ],
    ['a relative string climbing out of the player’s folder', `div{background:image-set("../../..${TARGET}" 1x)}`],
    ['a climb spelt with percent-escapes', `div{background:image-set("%2e%2e/%2E%2e${TARGET}" 1x)}`],
  ])('%s', (_, css) => {
    const kept = inRule(css);
    expect(kept).not.toMatch(/readuseractivity/);
    expect(kept).toContain(NEUTRALIZED_URL);
  });

  test('in a style attribute, a <style> text and a style property the same', () => {
    const snapshot = divSnapshot(
      [
        {
          type: 2,
          tagName: 'style',
          childNodes: [{ type: 3, textContent: `p{cursor:image-set("${TARGET}" 1x),auto}`, isStyle: true }],
        },
      ],
      {
        style: String.raw`background:\75rl(/api/readuseractivity/1)`,
      },
    );
    expect(JSON.stringify(snapshot)).not.toMatch(/readuseractivity/);
    const property = keepReplayOffSite(
      { type: 3, data: { source: 13, set: { property: '--cover', value: `"${TARGET}"` } } },
      ONE_NAME,
    );
    expect(property.data.set.value).toBe(`"${NEUTRALIZED_URL}"`);
  });

  test('what names no address elsewhere on the site is left byte for byte: fonts, the member’s name, quoted words, static files, other sites', () => {
    const untouched = [
      `body{font-family:"Segoe UI",'Noto Sans',sans-serif}li::before{content:"›"}`,
      `html{--member-name:"ana"}[data-member-name]:empty::before{content:var(--member-name)}`,
      `div{background-image:image-set("/images/cover.webp" 1x,url(/_next/static/media/a.woff2) 2x)}`,
      `div{background:image-set("https://elsewhere.example${TARGET}" 1x)}`,
      `She said "yes" (twice), and 'no' @ noon.`,
    ];
    for (const css of untouched) expect(inRule(css)).toBe(css);
  });

  test("a static file recorded under another of the site's names loads from the studio's origin, quoted so it cannot break out", () => {
    const sites = [SITE, 'http://www.parley.example:3000'] as const;
    const rule = keepReplayOffSite(
      {
        type: 3,
        data: {
          source: 8,
          adds: [{ rule: String.raw`div{background:url(http://www.parley.example:3000/icon.svg?v=\5c\22)}`, index: 0 }],
        },
      },
      sites,
    );
    // The query's backslash is escaped again in the CSS written out (the URL parser encodes the quote itself).
    expect(rule.data.adds[0]!.rule).toBe(String.raw`div{background:url("https://parley.example/icon.svg?v=\5c %22")}`);
  });
});

describe('an <iframe srcdoc> is a document of its own: read as HTML, held to the same rules, written out again', () => {
  const TARGET = '/api/readuseractivity/1';
  /** The srcdoc of a recorded `<iframe srcdoc="…">` (`html` as the attribute's value, unescaped), as the replay gets it. */
  const inSrcdoc = (html: string, sites: Parameters<typeof keepReplayOffSite>[1] = ONE_NAME) =>
    divSnapshot([{ type: 2, tagName: 'iframe', attributes: { srcdoc: html }, childNodes: [] }], {}, sites).data.node
      .childNodes[0]!.attributes.srcdoc;
  /** `html` as the srcdoc of an `<iframe>` written in another document's markup. */
  const frameOf = (html: string) => `<iframe srcdoc="${html.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe>`;

  test.each([
    ['an unquoted src', `<img src=${TARGET}>`],
    ['a quoted src', `<img src="${TARGET}" alt="">`],
    ['a single-quoted src', `<img src='${TARGET}'>`],
    ['names in capitals', `<IMG SRC=${TARGET}>`],
    ['an address spelt with character references', '<img src="&#x2f;&#97;pi&sol;readuseractivity/1">'],
    ['an absolute address of the site', `<img src="https://parley.example${TARGET}">`],
    ['a <link href>', `<link rel=stylesheet href=${TARGET}>`],
    ['a <link rel=prefetch href>', `<LINK REL=prefetch HREF="${TARGET}">`],
    ['a style attribute', `<div style="background:url(${TARGET})">x</div>`],
    [
      'a style attribute with an escaped url(',
      String.raw`<div style='background:\75rl(/api/readuseractivity/1)'>x</div>`,
    ],
    ['a <style> block', `<style>body{background:url('${TARGET}')}</style>`],
    ['an @import in a <style> block', `<style>@import "${TARGET}";</style>`],
    ['an SVG <style>', `<svg><style>rect{fill:url(${TARGET}#a)}</style></svg>`],
    ['a meta refresh', `<meta http-equiv=refresh content="0;url=${TARGET}">`],
    ['a meta refresh without url=', `<meta http-equiv="Refresh" content="0; ${TARGET}">`],
    ['a srcset', `<img srcset="/images/a.png 1x, ${TARGET} 2x">`],
    ['a <source srcset> in a <picture>', `<picture><source srcset=${TARGET}><img src=/images/a.png></picture>`],
    ['a poster', `<video poster=${TARGET}></video>`],
    ['an <object data>', `<object data=${TARGET}></object>`],
    ['an <embed src>', `<embed src=${TARGET}>`],
    ['a <form action>', `<form action=${TARGET} method=post><button>go</button></form>`],
    ['a <button formaction>', `<form><button formaction=${TARGET}>go</button></form>`],
    ['an <a ping>', `<a href=https://elsewhere.example/ ping="https://elsewhere.example/p ${TARGET}">x</a>`],
    ['a <base href>', `<base href=${TARGET}/><img src=a.png>`],
    ['an <input type=image src>', `<input type=image src=${TARGET}>`],
    ['an SVG <image href>', `<svg><image href=${TARGET} /></svg>`],
    ['an SVG <image xlink:href>', `<svg><image xlink:href="${TARGET}" /></svg>`],
    ['an SVG presentation attribute', `<svg><rect fill="url(${TARGET}#a)" /></svg>`],
    ["a frame's src", `<iframe src=${TARGET}></iframe>`],
    ['a <noscript> (the replay runs no scripts, so its markup renders)', `<noscript><img src=${TARGET}></noscript>`],
    ['a declarative shadow root', `<div><template shadowrootmode=open><img src=${TARGET}></template></div>`],
    ['a nested srcdoc', frameOf(`<img src=${TARGET}>`)],
    ['a srcdoc nested three deep', frameOf(frameOf(`<p style="background:url(${TARGET})">x</p>`))],
  ])('%s', (_, html) => {
    const kept = inSrcdoc(html);
    expect(kept).not.toMatch(/readuseractivity/);
    expect(kept).toContain(NEUTRALIZED_URL);
  });

  test('the rest of the document is written back as it reads: text, other sites, static files, data: URLs', () => {
    const kept = inSrcdoc(
      `<!doctype html><title>Ad</title><p class=x>Hello <b>there</b> &amp; welcome</p><img src=/images/a.png><img src="https://elsewhere.example${TARGET}"><img src="data:image/png;base64,AAAA">`,
    );
    expect(kept).toBe(
      `<!DOCTYPE html><html><head><title>Ad</title></head><body><p class="x">Hello <b>there</b> &amp; welcome</p><img src="/images/a.png"><img src="https://elsewhere.example${TARGET}"><img src="data:image/png;base64,AAAA"></body></html>`,
    );
  });

  test("a static file recorded under another of the site's names loads from the studio's origin, in a srcdoc too", () => {
    const kept = inSrcdoc(
      `<img src="http://www.parley.example:3000/icon.svg"><img src=http://www.parley.example:3000${TARGET}>`,
      [SITE, 'http://www.parley.example:3000'],
    );
    expect(kept).toContain('<img src="https://parley.example/icon.svg">');
    expect(kept).not.toMatch(/readuseractivity/);
  });

  test('markup in an SVG <style> is text, and is written back as text, never as an element', () => {
    const kept = inSrcdoc(`<svg><style>&lt;img src=${TARGET}&gt;</style></svg>`);
    expect(kept).not.toMatch(/<img/i);
  });

  test('a srcdoc nested deeper than three is dropped; three deep is kept', () => {
    const deepest = `<img src=/images/a.png>`;
    const threeDeep = inSrcdoc(frameOf(frameOf(deepest)));
    expect(threeDeep).toContain('/images/a.png');
    const fourDeep = inSrcdoc(frameOf(frameOf(frameOf(deepest))));
    expect(fourDeep).not.toContain('/images/a.png');
    expect(fourDeep).toContain('srcdoc=&amp;quot;&amp;quot;');
  });

  test.each([
    // The second <form> nests in the first as parsed, and is ignored when what is written is parsed again.
    ['nested forms', `<form><div></form><form><img src=/images/a.png></form>`],
    // A <style> in MathML that the second parse puts in HTML, where its text would be markup (mutation XSS).
    ['a <style> that changes namespace', `<math><mtext><table><mglyph><style><img src=${TARGET}>`],
  ])('a srcdoc that reads back otherwise than it is written is dropped: %s', (_, html) => {
    expect(inSrcdoc(html)).toBe('');
  });

  test('a srcdoc set by a recorded attribute change is rewritten too', () => {
    const mutation = keepReplayOffSite(
      { type: 3, data: { source: 0, attributes: [{ id: 7, attributes: { SrcDoc: `<img src=${TARGET}>` } }] } },
      ONE_NAME,
    );
    expect(mutation.data.attributes[0]!.attributes.SrcDoc).not.toMatch(/readuseractivity/);
  });
});

describe("the recorded page's own elements: every attribute that loads or navigates", () => {
  const TARGET = '/api/readuseractivity/1';
  test.each([
    ['object', { data: TARGET }, 'data'],
    ['embed', { src: TARGET }, 'src'],
    ['form', { action: TARGET }, 'action'],
    ['base', { href: TARGET }, 'href'],
    ['a', { ping: TARGET }, 'ping'],
  ])('<%s>', (tagName, attributes, name) => {
    const [node] = divSnapshot([{ type: 2, tagName, attributes, childNodes: [] }]).data.node.childNodes;
    expect((node!.attributes as Record<string, string>)[name]).toBe(NEUTRALIZED_URL);
  });

  test('each address of a ping list is judged on its own', () => {
    const [link] = divSnapshot([
      {
        type: 2,
        tagName: 'a',
        attributes: {
          href: 'https://elsewhere.example/',
          ping: `https://elsewhere.example/p\t${TARGET}  /images/a.png`,
        },
      },
    ]).data.node.childNodes;
    expect(link!.attributes.ping).toBe(`https://elsewhere.example/p\t${NEUTRALIZED_URL}  /images/a.png`);
  });

  test.each([
    ['url= and a quote', `0; url='${TARGET}'`, `0; url='${NEUTRALIZED_URL}'`],
    ['no url=', `0;${TARGET}`, `0;${NEUTRALIZED_URL}`],
    ['a comma and capitals', `5, URL = ${TARGET}`, `5, URL = ${NEUTRALIZED_URL}`],
    ['a quote never closed', `0; url="${TARGET}`, `0; url="${NEUTRALIZED_URL}`],
    ['a fraction of a second and a quote with no url=', `.5 "${TARGET}" ignored`, `.5 "${NEUTRALIZED_URL}" ignored`],
    ['an address that starts with a u but no url=', `0; u${TARGET}`, `0; ${NEUTRALIZED_URL}`],
    ['an address of another site', '0; url=https://elsewhere.example/', '0; url=https://elsewhere.example/'],
    ['no address at all', '30', '30'],
    ['not a refresh', 'width=device-width', 'width=device-width'],
  ])('a meta refresh: %s', (_, content, expected) => {
    const [meta] = divSnapshot([{ type: 2, tagName: 'meta', attributes: { 'http-equiv': 'refresh', content } }]).data
      .node.childNodes;
    expect(meta!.attributes.content).toBe(expected);
  });
});

describe('SVG animation never plays in the replay: it would set a loading attribute on every cycle', () => {
  /** An `<svg>` holding an `<image>` that holds `animation`, as rrweb serialises it (node ids from 10). */
  const svgWith = (animation: object) => ({
    type: 2,
    tagName: 'svg',
    isSVG: true,
    id: 10,
    attributes: {},
    childNodes: [
      {
        type: 2,
        tagName: 'image',
        isSVG: true,
        id: 11,
        attributes: { href: '/images/a.png' },
        childNodes: [{ id: 12, isSVG: true, childNodes: [], ...animation }],
      },
    ],
  });
  const INERT = { type: 2, tagName: 'metadata', attributes: {} };

  test.each([
    ['<set to>', { type: 2, tagName: 'set', attributes: { attributeName: 'href', to: '/api/useractivities' } }],
    [
      '<animate values>',
      {
        type: 2,
        tagName: 'animate',
        attributes: {
          attributeName: 'href',
          values: '/api/useractivities;/api/getcurrentuser',
          dur: '1s',
          repeatCount: 'indefinite',
        },
      },
    ],
    [
      '<animate from by>',
      { type: 2, tagName: 'animate', attributes: { attributeName: 'href', from: '/api/x', by: 'y' } },
    ],
    [
      '<animateTransform>',
      { type: 2, tagName: 'animateTransform', attributes: { attributeName: 'transform', to: '1' } },
    ],
    ['<animateMotion>', { type: 2, tagName: 'animateMotion', attributes: { path: 'M0 0', href: '#p' } }],
    ['<animateColor>', { type: 2, tagName: 'animateColor', attributes: { to: 'red' } }],
    ['a prefixed <svg:set>', { type: 2, tagName: 'svg:set', attributes: { attributeName: 'href', to: '/api/x' } }],
    ['capitals', { type: 2, tagName: 'SET', attributes: { attributeName: 'xlink:href', to: '/api/x' } }],
  ])('%s in a full snapshot becomes an inert element with no attributes, its node id kept', (_, animation) => {
    const snapshot = divSnapshot([svgWith(animation)]);
    const image = snapshot.data.node.childNodes[0]!.childNodes[0]!;
    expect(image.childNodes[0]).toEqual({ id: 12, isSVG: true, childNodes: [], ...INERT });
    expect(JSON.stringify(snapshot)).not.toMatch(/\/api\//);
  });

  test('an animation element a mutation adds is inert too, so a later change to its attributes animates nothing', () => {
    const mutation = keepReplayOffSite(
      {
        type: 3,
        data: {
          source: 0,
          adds: [
            {
              parentId: 11,
              nextId: null,
              node: { type: 2, tagName: 'set', isSVG: true, id: 13, attributes: { attributeName: 'href' } },
            },
          ],
          attributes: [{ id: 13, attributes: { to: '/api/getcurrentuser' } }],
          removes: [],
          texts: [],
        },
      },
      ONE_NAME,
    );
    expect(mutation.data.adds[0]!.node).toEqual({ type: 2, tagName: 'metadata', isSVG: true, id: 13, attributes: {} });
  });

  test.each([
    ['<set>', '<svg><image href=/images/a.png><set attributeName=href to="/api/useractivities"/></image></svg>'],
    [
      '<animate values>',
      '<svg><image href=/images/a.png><animate attributeName=href values="/api/useractivities;/api/getcurrentuser" dur=1s repeatCount=indefinite /></image></svg>',
    ],
    [
      '<animateTransform>',
      '<svg><rect><animateTransform attributeName=transform to="/api/useractivities"/></rect></svg>',
    ],
    [
      '<animateMotion> with an <mpath>',
      '<svg><rect><animateMotion path="M0 0"><mpath href="#p"/></animateMotion></rect></svg>',
    ],
    [
      'a nested srcdoc',
      `<iframe srcdoc="<svg><image><set attributeName=href to='/api/useractivities'/></image></svg>"></iframe>`,
    ],
  ])('%s in a srcdoc is taken out, with what it holds', (_, html) => {
    const kept = divSnapshot([{ type: 2, tagName: 'iframe', attributes: { srcdoc: html }, childNodes: [] }]).data.node
      .childNodes[0]!.attributes.srcdoc;
    expect(kept).not.toMatch(/<(?:set|animate|mpath)/i);
    expect(kept).not.toMatch(/useractivities/);
    expect(kept).toMatch(/<svg>/);
  });
});

describe('a path with a percent-escape is never taken for a static file: the server decodes it (/%61pi/ is /api/)', () => {
  test.each(['/%61pi/useractivities/x.png', '/%61pi/getcurrentuser.svg', '/images/%2e%2e%2fapi/x.png', '/a%2fb.css'])(
    '%s',
    (path) => {
      expect(pointsAtSite(path, ONE_NAME)).toBe(true);
      const [image] = divSnapshot([{ type: 2, tagName: 'img', attributes: { src: path }, childNodes: [] }], {
        style: `background:url(${path})`,
      }).data.node.childNodes;
      expect(image!.attributes.src).toBe(NEUTRALIZED_URL);
    },
  );

  test('in CSS and in a srcdoc too', () => {
    const snapshot = divSnapshot(
      [
        {
          type: 2,
          tagName: 'iframe',
          attributes: { srcdoc: '<img src="/%61pi/useractivities/x.png">' },
          childNodes: [],
        },
      ],
      { style: 'background:url(/%61pi/useractivities/x.png)' },
    );
    expect(JSON.stringify(snapshot)).not.toMatch(/%61pi/);
  });
});

import { keepReplayOffSite, NEUTRALIZED_URL, pointsAtSite } from './replay-urls';

const SITE = 'https://parley.example';
/** The studio on the site's own origin, the visit recorded there too. */
const ONE_NAME = [SITE] as const;

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
      { type: 2, data: { node: { type: 2, tagName: 'meta', attributes: { 'http-equiv': 'refresh', content: '0; url=/api/readuseractivity/1' } } } },
      ONE_NAME,
    );
    expect(JSON.stringify(snapshot)).not.toContain('/api/');
    const style = keepReplayOffSite({ type: 3, data: { source: 13, set: { property: 'background', value: 'url(/api/x)' } } }, ONE_NAME);
    expect(style.data.set.value).toBe(`url(${NEUTRALIZED_URL})`);
    const rule = keepReplayOffSite(
      { type: 3, data: { source: 8, adds: [{ rule: "div{background:url('https://parley.example/api/y')}", index: 0 }] } },
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
    const snapshot = keepReplayOffSite(
      {
        type: 2,
        data: {
          node: {
            type: 2,
            tagName: 'div',
            attributes: { style: "background:url('http://www.parley.example:3000/api/x')" },
            childNodes: [
              { type: 2, tagName: 'img', attributes: { src: 'http://www.parley.example:3000/api/readuseractivity/1' } },
              { type: 2, tagName: 'link', attributes: { rel: 'icon', href: 'http://www.parley.example:3000/icon.svg?v=4' } },
              { type: 2, tagName: 'img', attributes: { src: 'https://elsewhere.example/api/x' } },
            ],
          },
        },
      },
      sites,
    );
    const [img, icon, foreign] = snapshot.data.node.childNodes;
    expect(img!.attributes.src).toBe(NEUTRALIZED_URL);
    expect(icon!.attributes.href).toBe('https://parley.example/icon.svg?v=4');
    expect(foreign!.attributes.src).toBe('https://elsewhere.example/api/x');
    expect(snapshot.data.node.attributes.style).toBe(`background:url('${NEUTRALIZED_URL}')`);
  });
});

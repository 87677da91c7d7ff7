import { expect, type Request } from '@playwright/test';
import { encodeBatch } from '@parley/tracker/protocol';
import { test } from './project-lock';
import { frame, rrwebElement, rrwebText, startRecordedSession } from './recorded-visits';
import { signedIn, STUDIO_TEAM } from './sign-in';
import { unique } from './usability-test-studio';

// A recording is written by the visitor, and the studio replays it in the product team's browser, on the site's own
// origin, with the team member's cookies: nothing in it may make that browser ask the site for anything but its static
// files (lib/studio/replay-urls.ts). These are the ways a forged recording did, played in a real browser.

/** What a forged page asks for: the site's API, reached by SVG animation and by a percent-escaped path. */
const MARK = 'replay-isolation';
const SITE_REQUEST = /\/api\/|\/%61pi\//i;

/** An rrweb SVG element (rrweb marks every node of the SVG namespace). */
const svg = (id: number, tagName: string, childNodes: unknown[], attributes: Record<string, string> = {}) => ({
  ...rrwebElement(id, tagName, childNodes, attributes),
  isSVG: true,
});

/** The forged page: an SVG image whose href an animation sets, a srcdoc frame that animates one, a /%61pi/ image. */
function forgedSnapshot(heading: string, ts: number) {
  const srcdoc =
    `<svg width=20 height=20><image width=20 height=20 href="/icon.svg">` +
    `<animate attributeName=href values="/api/useractivities?${MARK}=srcdoc;/api/getcurrentuser?${MARK}=srcdoc" ` +
    `dur=0.2s repeatCount=indefinite /></image></svg>`;
  const node = {
    type: 0,
    id: 1,
    childNodes: [
      { type: 1, name: 'html', publicId: '', systemId: '', id: 2 },
      rrwebElement(3, 'html', [
        rrwebElement(4, 'head', []),
        rrwebElement(5, 'body', [
          rrwebElement(6, 'h1', [rrwebText(7, heading)]),
          svg(
            8,
            'svg',
            [
              svg(
                9,
                'image',
                [
                  svg(10, 'set', [], { attributeName: 'href', to: `/api/getcurrentuser?${MARK}=set`, begin: '0s' }),
                  svg(11, 'animate', [], {
                    attributeName: 'href',
                    values: `/api/useractivities?${MARK}=animate;/icon.svg`,
                    dur: '0.2s',
                    repeatCount: 'indefinite',
                  }),
                ],
                { width: '20', height: '20', href: '/icon.svg' },
              ),
            ],
            { width: '20', height: '20' },
          ),
          rrwebElement(12, 'iframe', [], { srcdoc }),
          rrwebElement(13, 'img', [], { src: `/%61pi/useractivities/${MARK}.png`, alt: '' }),
        ]),
      ]),
    ],
  };
  return { type: 2, data: { node, initialOffset: { left: 0, top: 0 } }, timestamp: ts };
}

test('a forged recording’s SVG animation and percent-escaped paths make the replaying browser ask the site for nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const heading = `Nothing to fetch ${unique()}`;
  const { token, sessionID } = await startRecordedSession(request);
  const t0 = Date.now();
  const frames = [
    frame('rrweb', { type: 4, data: { href: 'http://localhost/forged', width: 1280, height: 720 }, timestamp: t0 }),
    frame('rrweb', forgedSnapshot(heading, t0)),
    frame('page', { ts: t0, url: 'http://localhost/forged', referrer: '', title: heading, navigation: 'load' }),
    frame('rrweb', {
      type: 3,
      data: { source: 1, positions: [{ x: 5, y: 5, id: 6, timeOffset: 0 }] },
      timestamp: t0 + 4000,
    }),
  ];
  const body = encodeBatch(
    { version: 1, pageNo: 0, batchNo: 0, firstIndex: 0, timestamp: t0, tabId: 'e2etab000002' },
    frames,
  );
  const stored = await request.post('/ingest/v1/web/i?batch=0_0', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    data: Buffer.from(body),
  });
  expect(stored.status()).toBe(200);

  const page = await signedIn(browser, STUDIO_TEAM);
  // The studio page itself may ask the API (its own bell); only the replay's frames are the recording's.
  const fromReplay: string[] = [];
  page.on('request', (sent: Request) => {
    if (sent.frame() !== page.mainFrame() && SITE_REQUEST.test(sent.url())) fromReplay.push(sent.url());
  });
  await expect(async () => {
    const replay = await page.request.get(`/api/studio/sessions/${sessionID}/replay`);
    expect(replay.status()).toBe(200);
    await page.goto(`/studio/sessions/${sessionID}?lang=original`);
    await expect(page.frameLocator('.replay-stage iframe').getByRole('heading', { level: 1 })).toHaveText(heading, {
      timeout: 5_000,
    });
  }).toPass({ timeout: 45_000 });
  const play = page.locator('.replay-controls button.primary');
  await play.click();
  // Several cycles of each animation, and the images' loads, in the time the replay plays the page.
  await page.waitForTimeout(3_000);
  expect(fromReplay).toEqual([]);
  await page.context().close();
});

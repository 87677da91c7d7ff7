import { emptyReplayIndex, indexBatch, type ReplayIndex } from './replay-index';
import type { ReplayBatch, ReplayMessage } from './replay-wire';

const T0 = 1_800_000_000_000;
const options = { tagNames: { '3': 'Signup button' }, siteOrigin: 'http://localhost' };
const batch = (pageNo: number, messages: ReplayMessage[]): ReplayBatch => ({ pageNo, batchNo: 0, messages });
const snapshot = (ts: number): ReplayMessage[] => [
  { type: 'rrweb', data: { type: 4, data: { width: 1280, height: 720 }, timestamp: ts } },
  { type: 'rrweb', data: { type: 2, data: {}, timestamp: ts } },
];
const page = (ts: number, url: string, navigation = 'load'): ReplayMessage => ({
  type: 'page',
  data: { ts, url, navigation },
});
const run = (...batches: ReplayBatch[]) =>
  batches.reduce<ReplayIndex>((index, one) => indexBatch(index, one, options).index, emptyReplayIndex());

test('every kind of message becomes its marker, in order, with a label that names it', () => {
  const index = run(
    batch(0, [
      ...snapshot(T0),
      page(T0, 'http://x/a'),
      { type: 'click', data: { ts: T0 + 1, selector: '#go', label: 'Go' } },
      { type: 'click', data: { ts: T0 + 2, selector: '#bare', label: '' } },
      { type: 'network', data: { ts: T0 + 3, method: 'POST', url: '/api/vote', status: 500, duration: 42.4 } },
      { type: 'error', data: { ts: T0 + 4, name: 'TypeError', message: 'x is undefined' } },
      { type: 'tag', data: { ts: T0 + 5, tagId: 3 } },
      { type: 'tag', data: { ts: T0 + 6, tagId: 9 } },
      { type: 'custom', data: { ts: T0 + 7, name: 'bug-report' } },
      { type: 'visibility', data: { ts: T0 + 8, hidden: true } },
    ]),
  );
  expect(index.markers.map((m) => [m.kind, m.label])).toEqual([
    ['page', 'http://x/a'],
    ['click', 'Go'],
    ['click', '#bare'],
    ['network', 'POST /api/vote 500'],
    ['error', 'TypeError: x is undefined'],
    ['tag', 'Signup button'],
    ['tag', '9'],
    ['custom', 'bug-report'],
    // The frustration lane: the error is the error click of the click right before it (lib/recordings/frustration.ts).
    ['frustration', '#bare'],
  ]);
  expect(index.markers.filter((m) => m.kind === 'frustration').map((m) => [m.signal, m.ts])).toEqual([
    ['error_click', T0 + 2],
  ]);
  expect(index.network).toEqual([
    {
      ts: T0 + 3,
      kind: '',
      method: 'POST',
      url: '/api/vote',
      status: 500,
      duration: 42.4,
      requestSize: 0,
      responseSize: 0,
    },
  ]);
  expect(index.errors).toEqual([{ ts: T0 + 4, name: 'TypeError', message: 'x is undefined', stack: '' }]);
});

test("hands back the batch's rrweb events in order and remembers the latest rrweb time", () => {
  const first = indexBatch(emptyReplayIndex(), batch(0, snapshot(T0)), options);
  expect(first.events.map((e) => e.type)).toEqual([4, 2]);
  const second = indexBatch(
    first.index,
    batch(0, [{ type: 'rrweb', data: { type: 3, data: {}, timestamp: T0 + 900 } }]),
    options,
  );
  expect(second.events).toHaveLength(1);
  expect(second.index.lastEventAt).toBe(T0 + 900);
  // Pure: the earlier index is untouched.
  expect(first.index.lastEventAt).toBe(T0);
});

test("a page load's marker jumps to its first full snapshot, even when the snapshot comes in a later batch", () => {
  const index = run(
    batch(0, [page(T0, 'http://x/a'), ...snapshot(T0 + 40)]),
    batch(1, [page(T0 + 5000, 'http://x/b')]),
    batch(1, snapshot(T0 + 5300)),
    // A second snapshot of a page (a later full snapshot) moves nothing.
    batch(1, snapshot(T0 + 9000)),
  );
  expect(index.markers.map((m) => [m.ts - T0, m.jumpTo - T0])).toEqual([
    [0, 40],
    [5000, 5300],
  ]);
  expect(index.waitingForSnapshot.size).toBe(0);
});

test('a page whose snapshot came first jumps to the later of the two; a history navigation keeps its own time', () => {
  const index = run(
    batch(0, [...snapshot(T0), page(T0 + 10, 'http://x/a'), page(T0 + 2000, 'http://x/a#b', 'history')]),
  );
  expect(index.markers.map((m) => m.jumpTo - T0)).toEqual([10, 2000]);
});

test('typed values are one entry per field while typing goes on, named from the snapshot or a later mutation, masked as recorded', () => {
  const field = (id: number, attributes: Record<string, string>) => ({
    type: 2,
    id,
    tagName: 'input',
    attributes,
    childNodes: [],
  });
  const input = (id: number, text: string, ts: number): ReplayMessage => ({
    type: 'rrweb',
    data: { type: 3, data: { source: 5, id, text }, timestamp: ts },
  });
  const index = run(
    batch(0, [
      {
        type: 'rrweb',
        data: { type: 2, data: { node: { type: 0, id: 1, childNodes: [field(5, { name: 'email' })] } }, timestamp: T0 },
      },
      input(5, '*', T0 + 10),
      input(5, '**', T0 + 20),
      {
        type: 'rrweb',
        data: {
          type: 3,
          data: { source: 0, adds: [{ parentId: 1, node: field(9, { placeholder: 'Your city' }) }] },
          timestamp: T0 + 30,
        },
      },
      input(9, '****', T0 + 40),
      input(5, '***', T0 + 50),
      input(77, '', T0 + 60),
    ]),
  );
  expect(index.entries.map((e) => [e.kind, e.label, e.detail, e.ts - T0])).toEqual([
    ['input', 'input[name=email]', '**', 20],
    ['input', 'input “Your city”', '****', 40],
    ['input', 'input[name=email]', '***', 50],
    ['input', '#77', '', 60],
  ]);
});

test("a visit recorded under another of the site's names is kept off the site as well: the page's and rrweb's own addresses name it", () => {
  const { events } = indexBatch(
    emptyReplayIndex(),
    batch(0, [
      page(T0, 'http://parley.test:3000/articles?lang=original'),
      {
        type: 'rrweb',
        data: {
          type: 4,
          data: { href: 'http://parley.test:3000/articles?lang=original', width: 1, height: 1 },
          timestamp: T0,
        },
      },
      {
        type: 'rrweb',
        data: {
          type: 2,
          data: {
            node: {
              type: 2,
              tagName: 'img',
              id: 1,
              attributes: { src: 'http://parley.test:3000/api/readuseractivity/9' },
              childNodes: [],
            },
          },
          timestamp: T0 + 1,
        },
      },
    ]),
    options,
  );
  expect(JSON.stringify(events)).not.toContain('/api/readuseractivity');
});

test("the names a visit was recorded under come from the page's address and from rrweb's meta event, each on its own", () => {
  const meta = (href: string): ReplayMessage => ({
    type: 'rrweb',
    data: { type: 4, data: { href, width: 1, height: 1 }, timestamp: T0 },
  });
  const image = (src: string): ReplayMessage => ({
    type: 'rrweb',
    data: {
      type: 2,
      data: { node: { type: 2, tagName: 'img', id: 1, attributes: { src }, childNodes: [] } },
      timestamp: T0 + 1,
    },
  });
  // The page says one name, rrweb's meta event another (a page recorded before its address was rewritten): both are
  // the site, and the site's own origin is not listed again.
  const { index, events } = indexBatch(
    emptyReplayIndex(),
    batch(0, [
      page(T0, 'http://www.parley.test/a'),
      meta('http://10.0.0.7:3000/a'),
      meta('http://localhost/a'),
      image('http://10.0.0.7:3000/api/readuseractivity/9'),
    ]),
    options,
  );
  expect(index.recordedOrigins).toEqual(['http://www.parley.test', 'http://10.0.0.7:3000']);
  expect(JSON.stringify(events)).not.toContain('/api/readuseractivity');
  // A meta event alone names the site too; an rrweb event that is not the meta event names nothing.
  const alone = indexBatch(
    emptyReplayIndex(),
    batch(0, [meta('https://parley.example/'), image('https://elsewhere.example/pic.png')]),
    options,
  );
  expect(alone.index.recordedOrigins).toEqual(['https://parley.example']);
});

test('a click in the last moments of a batch is judged with the next batch of its page, as the ingest judges it', () => {
  const numbered = (pageNo: number, batchNo: number, messages: ReplayMessage[]): ReplayBatch => ({
    pageNo,
    batchNo,
    messages,
  });
  const pay = (ts: number): ReplayMessage => ({ type: 'click', data: { ts, selector: '#pay', label: 'Pay' } });
  const mouse = (ts: number): ReplayMessage => ({
    type: 'rrweb',
    data: { type: 3, data: { source: 1, positions: [] }, timestamp: ts },
  });
  const mutation = (ts: number): ReplayMessage => ({
    type: 'rrweb',
    data: { type: 3, data: { source: 0, adds: [] }, timestamp: ts },
  });
  const signals = (index: ReplayIndex) =>
    index.entries.filter((e) => e.kind === 'dead' || e.kind === 'rage').map((e) => [e.kind, e.ts - T0]);
  // Batch 0 ends 500 ms after a click; batch 1 brings nothing that answers it: a dead click at the click's moment.
  const tail = numbered(0, 0, [...snapshot(T0), page(T0, 'http://x/a'), pay(T0 + 9000), mouse(T0 + 9500)]);
  expect(signals(run(tail))).toEqual([]);
  expect(signals(run(tail, numbered(0, 1, [mouse(T0 + 12_000)])))).toEqual([['dead', 9000]]);
  // A DOM change at the start of batch 1 answers it.
  expect(signals(run(tail, numbered(0, 1, [mutation(T0 + 10_000), mouse(T0 + 12_000)])))).toEqual([]);
  // A batch missing between (its blob gone: page -1), or the next batch of another page: not judged.
  expect(signals(run(tail, { pageNo: -1, batchNo: -1, messages: [] }, numbered(0, 2, [mouse(T0 + 22_000)])))).toEqual(
    [],
  );
  expect(signals(run(tail, numbered(1, 1, [mouse(T0 + 12_000)])))).toEqual([]);
  // Two clicks at the end of one batch and two at the start of the next: one rage click, from the first.
  expect(
    signals(
      run(
        numbered(0, 0, [pay(T0 + 9000), pay(T0 + 9500)]),
        numbered(0, 1, [pay(T0 + 10_200), pay(T0 + 10_900), mouse(T0 + 15_000)]),
      ),
    ),
  ).toEqual([['rage', 9000]]);
});

test('the replay reads what answers a click as the ingest does: the page left (however late), a field, the test panel', () => {
  const numbered = (batchNo: number, messages: ReplayMessage[]): ReplayBatch => ({ pageNo: 0, batchNo, messages });
  const click = (ts: number, selector: string, extra: Record<string, unknown> = {}): ReplayMessage => ({
    type: 'click',
    data: { ts, selector, label: selector, ...extra },
  });
  const mouse = (ts: number): ReplayMessage => ({
    type: 'rrweb',
    data: { type: 3, data: { source: 1, positions: [] }, timestamp: ts },
  });
  const signals = (index: ReplayIndex) =>
    index.entries.filter((e) => ['dead', 'rage', 'error_click'].includes(e.kind)).map((e) => [e.kind, e.ts - T0]);
  // A link to a slow page: its click ends the batch, the page is left 3 s later.
  const left = run(
    numbered(0, [...snapshot(T0), page(T0, 'http://x/a'), click(T0 + 1000, '#next')]),
    numbered(1, [mouse(T0 + 2000), { type: 'visibility', data: { ts: T0 + 4000, hidden: true } }]),
  );
  expect(signals(left)).toEqual([]);
  // A field with an id (the tracker says it is one), and the usability-test panel: nothing follows them, no signal.
  const quiet = run(
    numbered(0, [
      ...snapshot(T0),
      click(T0 + 1000, '#name', { field: true }),
      click(T0 + 3000, '#parley-uxt-host'),
      mouse(T0 + 9000),
    ]),
  );
  expect(signals(quiet)).toEqual([]);
});

test("an uncaught error is named once: Chrome's 'Uncaught Error:' and a message repeating the error's name are left out", () => {
  const error = (ts: number, name: string, message: string): ReplayMessage => ({
    type: 'error',
    data: { ts, name, message },
  });
  const index = run(
    batch(0, [
      ...snapshot(T0),
      error(T0 + 1, 'Error', 'Uncaught Error: boom'),
      error(T0 + 2, 'TypeError', 'Uncaught TypeError: cart is undefined'),
      error(T0 + 3, 'RangeError', 'RangeError: too far'),
      error(T0 + 4, 'UnhandledRejection', 'no answer'),
    ]),
  );
  expect(index.markers.filter((m) => m.kind === 'error').map((m) => m.label)).toEqual([
    'boom',
    'TypeError: cart is undefined',
    'RangeError: too far',
    'UnhandledRejection: no answer',
  ]);
  expect(index.errors.map((e) => `${e.name}: ${e.message}`)).toEqual([
    'Error: boom',
    'TypeError: cart is undefined',
    'RangeError: too far',
    'UnhandledRejection: no answer',
  ]);
});

test('a password field says it is one (its value is never recorded), a checkbox whether it is checked, and a text field never "false"', () => {
  const field = (id: number, attributes: Record<string, string>) => ({
    type: 2,
    id,
    tagName: 'input',
    attributes,
    childNodes: [],
  });
  const input = (id: number, text: string, isChecked: boolean, ts: number): ReplayMessage => ({
    type: 'rrweb',
    data: { type: 3, data: { source: 5, id, text, isChecked }, timestamp: ts },
  });
  const index = run(
    batch(0, [
      {
        type: 'rrweb',
        data: {
          type: 2,
          data: {
            node: {
              type: 0,
              id: 1,
              childNodes: [
                field(5, { name: 'pwd', id: 'field-pwd', type: 'password' }),
                field(6, { name: 'terms', type: 'CheckBox' }),
                field(7, { name: 'city', type: 'text' }),
              ],
            },
          },
          timestamp: T0,
        },
      },
      input(5, '', false, T0 + 10),
      input(6, '', true, T0 + 20),
      input(7, '', false, T0 + 30),
      input(6, '', false, T0 + 40),
      // A field no snapshot named: checked says it is a checkbox; false says nothing.
      input(80, '', true, T0 + 50),
      input(81, '', false, T0 + 60),
    ]),
  );
  expect(index.entries.map((e) => [e.label, e.detail, e.field])).toEqual([
    ['input[name=pwd]#field-pwd', '', 'password'],
    ['input[name=terms]', '', 'checked'],
    ['input[name=city]', '', undefined],
    ['input[name=terms]', '', 'unchecked'],
    ['#80', '', 'checked'],
    ['#81', '', undefined],
  ]);
});

test('every kind of form field is named from the snapshot however deep it sits, and only typed input makes an entry', () => {
  const element = (id: number, tagName: string, attributes?: Record<string, unknown>, childNodes?: object[]) => ({
    type: 2,
    id,
    tagName,
    ...(attributes ? { attributes } : {}),
    ...(childNodes ? { childNodes } : {}),
  });
  const document = {
    type: 0,
    id: 1,
    childNodes: [
      element(2, 'html', {}, [
        element(3, 'body', {}, [
          element(4, 'div', {}, [
            element(5, 'textarea', { name: 'story', id: 'story-box', 'aria-label': 'Your story', placeholder: 'x' }),
            element(6, 'select', { id: 'country' }),
            element(7, 'input', { type: 'PASSWORD', name: 'pwd' }),
            // A text node is no field, whatever it says of itself.
            { type: 3, id: 8, tagName: 'input', textContent: 'input' },
            // Attributes that are no text, or empty, name nothing; a field without attributes is its tag.
            element(10, 'INPUT', { name: 5, id: '', 'aria-label': '', placeholder: 'Search' }),
            element(11, 'textarea'),
          ]),
        ]),
      ]),
    ],
  };
  const rrweb = (data: object, ts: number): ReplayMessage => ({
    type: 'rrweb',
    data: { type: 3, data, timestamp: ts },
  });
  const index = run(
    batch(0, [
      { type: 'rrweb', data: { type: 2, data: { node: document }, timestamp: T0 } },
      rrweb({ source: 5, id: 5, text: 'hi' }, T0 + 10),
      // A mouse interaction with a field, and typed input without a node id, are not typing.
      rrweb({ source: 2, type: 2, id: 11 }, T0 + 15),
      rrweb({ source: 5, id: '6', text: 'x' }, T0 + 16),
      rrweb({ source: 5, id: 6, text: 'fr' }, T0 + 20),
      rrweb({ source: 5, id: 7, text: '' }, T0 + 30),
      rrweb({ source: 5, id: 8, text: 'z' }, T0 + 40),
      rrweb({ source: 5, id: 10, text: null }, T0 + 50),
      rrweb({ source: 5, id: 11, text: 'y' }, T0 + 60),
      // A mutation that adds nothing, or a node that is not there, notes no field.
      rrweb({ source: 0, adds: [{ parentId: 4 }] }, T0 + 65),
      rrweb({ source: 0 }, T0 + 66),
    ]),
  );
  expect(index.entries.map((e) => [e.label, e.detail, e.field ?? null, e.ts - T0])).toEqual([
    ['textarea[name=story]#story-box “Your story”', 'hi', null, 10],
    ['select#country', 'fr', null, 20],
    ['input[name=pwd]', '', 'password', 30],
    ['#8', 'z', null, 40],
    ['INPUT “Search”', '', null, 50],
    ['textarea', 'y', null, 60],
  ]);
});

test('indexing a batch leaves the index it started from as it was: the player keeps it to seek back', () => {
  const first = run(batch(0, [...snapshot(T0), page(T0, 'http://localhost/one')]));
  const before = JSON.stringify(first);
  indexBatch(
    first,
    batch(0, [
      page(T0 + 10, 'http://elsewhere.example/two'),
      { type: 'click', data: { ts: T0 + 20, selector: '#pay', label: 'Pay' } },
      { type: 'network', data: { ts: T0 + 30, url: 'http://localhost/api', method: 'GET', status: 500, duration: 5 } },
      { type: 'console', data: { ts: T0 + 40, level: 'error', value: 'boom' } },
      { type: 'error', data: { ts: T0 + 50, name: 'Error', message: 'boom' } },
      { type: 'rrweb', data: { type: 3, data: { source: 5, id: 3, text: 'a' }, timestamp: T0 + 60 } },
    ]),
    options,
  );
  expect(JSON.stringify(first)).toBe(before);
});

test('only http and https addresses name a site the visit was recorded under', () => {
  const meta = (href: string): ReplayMessage => ({
    type: 'rrweb',
    data: { type: 4, data: { href, width: 1280, height: 720 }, timestamp: T0 },
  });
  const index = run(
    batch(0, [
      meta('about:blank'),
      meta('file:///home/me/page.html'),
      meta('not an address'),
      meta('https://a.example/x'),
    ]),
  );
  expect(index.recordedOrigins).toEqual(['https://a.example']);
});

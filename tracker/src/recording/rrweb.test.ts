import { EMAIL_MASK } from '../constants';
import { fakeContext } from '../test/fakeContext';
import { RECORD_SETTINGS, startRrweb } from './rrweb';

type Options = Record<string, unknown> & {
  emit(event: unknown): void;
  maskTextFn(text: string, element: HTMLElement | null): string;
  maskInputFn(text: string, element: HTMLElement): string;
};
const calls: Options[] = [];
const nodes = new Map<number, Node>();

jest.mock('@rrweb/record', () => {
  const record = Object.assign(
    (options: Options) => {
      calls.push(options);
      return () => undefined;
    },
    {
      takeFullSnapshot: jest.fn(),
      mirror: {
        getNode: (id: number) => nodes.get(id) ?? null,
        getId: (node: Node) => [...nodes].find(([, n]) => n === node)?.[0] ?? -1,
      },
    },
  );
  return { record };
});

describe('the rrweb recording', () => {
  beforeEach(() => {
    calls.length = 0;
    nodes.clear();
  });

  it('masks every form field, records no canvas pixels and blocks hidden elements and the overlay', () => {
    startRrweb(fakeContext());
    expect(calls[0]).toMatchObject({
      recordCanvas: false,
      maskInputOptions: { input: true, textarea: true, select: true },
      blockSelector: '[data-parley-hide],#parley-uxt-host',
      maskTextSelector: '*',
      sampling: { mousemove: 50, scroll: 150, input: 'last' },
    });
    expect(RECORD_SETTINGS.recordCanvas).toBe(false);
  });

  it('records nothing of a password, not even its length; other fields become stars', () => {
    startRrweb(fakeContext());
    const password = Object.assign(document.createElement('input'), { type: 'password' });
    const email = Object.assign(document.createElement('input'), { type: 'email' });
    expect(calls[0]!.maskInputFn('hunter2', password)).toBe('');
    expect(calls[0]!.maskInputFn('a@b.de', email)).toBe('******');
  });

  it('masks page text by the options, and stars the text of data-parley-mask elements', () => {
    startRrweb({ ...fakeContext(), mask: { emails: true, numbers: true } });
    document.body.innerHTML = '<p>Mail anna@example.com 42</p><div data-parley-mask><span>Mina 42</span></div>';
    expect(calls[0]!.maskTextFn('Mail anna@example.com 42', document.querySelector('p'))).toBe(`Mail ${EMAIL_MASK} 00`);
    expect(calls[0]!.maskTextFn('Mina 42', document.querySelector('span'))).toBe('**** **');
  });

  it('sends each event masked, in server time', () => {
    const context = fakeContext({ now: () => Date.now() + 5_000 });
    startRrweb(context);
    document.body.innerHTML = '<div data-parley-mask><i></i></div>';
    nodes.set(9, document.querySelector('i')!);
    const event = {
      type: 3,
      timestamp: Date.now(),
      data: {
        source: 0,
        adds: [
          { parentId: 9, nextId: null, node: { type: 2, tagName: 'img', attributes: { alt: 'Mina' }, childNodes: [] } },
        ],
        attributes: [],
        texts: [],
        removes: [],
      },
    };
    const before = event.timestamp;
    calls[0]!.emit(event);
    expect(context.sent[0]!.name).toBe('rrweb');
    expect(event.data.adds[0]!.node.attributes.alt).toBe('****');
    expect(event.timestamp - before).toBeGreaterThanOrEqual(4_990);
    expect(event.timestamp - before).toBeLessThanOrEqual(5_010);
  });
});

import { EMAIL_MASK, OVERLAY_HOST_ID } from '../constants';
import { CLICK_LABEL_MAX } from '../protocol/messages';
import { clickLabel, recordClicks } from './clicks';
import { fakeContext } from '../test/fakeContext';

const mask = { emails: true, numbers: true };

describe('click labels', () => {
  it('is the text of the element, masked like page text and at most CLICK_LABEL_MAX characters', () => {
    document.body.innerHTML = `<button>Send to anna@example.com, order 4711 ${'more '.repeat(40)}</button>`;
    const label = clickLabel(document.querySelector('button')!, mask);
    expect(label.startsWith(`Send to ${EMAIL_MASK}, order 0000 more`)).toBe(true);
    expect(label).toHaveLength(CLICK_LABEL_MAX);
  });

  it('never shows an address cut in half by the length limit', () => {
    document.body.innerHTML = `<p>${'x'.repeat(90)} anna.karimi@example.com</p>`;
    expect(clickLabel(document.querySelector('p')!, mask)).not.toMatch(/anna/);
  });

  it("never uses a form field's value, only what names it", () => {
    document.body.innerHTML = `<input value="secret@x.com" placeholder="Your email"><input type="submit" value="Log in"><textarea name="answer">my text</textarea>`;
    const [field, submit, area] = [...document.querySelectorAll('input, textarea')];
    expect(clickLabel(field!, mask)).toBe('Your email');
    expect(clickLabel(submit!, mask)).toBe('Log in');
    expect(clickLabel(area!, mask)).toBe('answer');
  });

  it('stars the text of a masked element and says nothing of a hidden one', () => {
    document.body.innerHTML = `<div data-parley-mask><b>Mina K</b></div><div data-parley-hide><i>private</i></div>`;
    expect(clickLabel(document.querySelector('b')!, mask)).toBe('**** *');
    expect(clickLabel(document.querySelector('i')!, mask)).toBe('');
  });

  it('skips script and style text', () => {
    document.body.innerHTML = `<div><script>var a = 1</script><style>p{}</style>Hello</div>`;
    expect(clickLabel(document.querySelector('div')!, mask)).toBe('Hello');
  });
});

describe('recordClicks', () => {
  it('sends a click message at once with selector, label, node id and page coordinates', () => {
    document.body.innerHTML = `<nav id="top"><a href="#">Parley</a></nav><footer><a href="/impressum">Impressum</a></footer>`;
    const context = fakeContext();
    const stop = recordClicks(context);
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 12, clientY: 30 }));
    expect(context.sent).toEqual([
      {
        name: 'click',
        urgent: true,
        data: { ts: 1_000, nodeId: 42, selector: '#top > a', label: 'Parley', x: 12, y: 30 },
      },
    ]);
    stop();
    document.querySelector('a')!.click();
    expect(context.sent).toHaveLength(1);
  });

  it('reports a click inside a hidden element as a click on the hidden element', () => {
    document.body.innerHTML = `<section id="card" data-parley-hide><button>Pay 50</button></section>`;
    const context = fakeContext();
    const stop = recordClicks(context);
    document.querySelector('button')!.click();
    stop();
    expect(context.sent[0]!.data).toMatchObject({ selector: '#card', label: '' });
  });

  it('says when the click is on a form field or its label (it only takes focus), not on a button', () => {
    document.body.innerHTML = `<form><label id="name-label">Name <input id="name"></label><textarea id="note"></textarea><select id="size"><option>S</option></select><input id="send" type="submit" value="Send"><button id="go">Go</button></form>`;
    const context = fakeContext();
    const stop = recordClicks(context);
    for (const id of ['name', 'name-label', 'note', 'size', 'send', 'go']) document.getElementById(id)!.click();
    stop();
    expect(context.sent.map((message) => [message.data.selector, message.data.field])).toEqual([
      ['#name', true],
      ['#name-label', true],
      // A label passes its click on to its field, as browsers do.
      ['#name', true],
      ['#note', true],
      ['#size', true],
      ['#send', undefined],
      ['#go', undefined],
    ]);
  });

  it('sends nothing for a click on the usability-test panel, inside its shadow root too: a step of the test, not a page click', () => {
    document.body.innerHTML = `<button id="page-button">Page</button><div id="${OVERLAY_HOST_ID}"><parley-uxt-root></parley-uxt-root></div>`;
    const root = document.querySelector('parley-uxt-root')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<button>Done, Next</button>';
    const context = fakeContext();
    const stop = recordClicks(context);
    root.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    document.getElementById(OVERLAY_HOST_ID)!.click();
    document.getElementById('page-button')!.click();
    stop();
    expect(context.sent.map((message) => message.data)).toEqual([
      expect.objectContaining({ selector: '#page-button' }),
    ]);
  });
});

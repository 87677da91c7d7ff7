import { selectorFor } from './selector';

const pick = (selector: string) => document.querySelector(selector)!;

describe('selectorFor: a CSS selector for a clicked element', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <nav id="top"><a href="/">Parley</a><button class="x">Random</button><button class="x">Menu</button></nav>
      <main>
        <form><input name="email"><input name="email"><button data-testid="send">Send</button></form>
        <ul><li><span>One</span></li><li><span>Two</span></li><li><span>Three</span></li></ul>
        <div id="user-12345"><p>Profile</p></div>
        <div id=":r1:"><em>odd id</em></div><p><em>another</em></p>
      </main>`;
  });

  it('uses a unique id', () => {
    expect(selectorFor(pick('#top'))).toBe('#top');
  });

  it('uses a stable test attribute when it is unique', () => {
    expect(selectorFor(pick('[data-testid="send"]'))).toBe('button[data-testid="send"]');
  });

  it('anchors a path at the nearest id, with nth-of-type where siblings share a tag', () => {
    expect(selectorFor(document.querySelectorAll('#top button')[1]!)).toBe('button:nth-of-type(2)');
    expect(selectorFor(pick('#top a'))).toBe('a');
  });

  it('builds the shortest unique nth-of-type path when no attribute helps', () => {
    const span = document.querySelectorAll('li span')[2]!;
    const selector = selectorFor(span);
    expect(selector).toBe('li:nth-of-type(3) > span');
    expect(document.querySelectorAll(selector)).toHaveLength(1);
  });

  it('does not use a name shared by two elements, and finds a unique path instead', () => {
    const second = document.querySelectorAll('input[name="email"]')[1]!;
    const selector = selectorFor(second);
    expect(selector).not.toContain('name=');
    expect([...document.querySelectorAll(selector)]).toEqual([second]);
  });

  it('never uses an id that looks personal (a run of digits), and quotes odd ids', () => {
    expect(selectorFor(pick('#user-12345 p'))).not.toContain('12345');
    expect(selectorFor(pick('em'))).toBe('[id=":r1:"] > em');
    expect(document.querySelectorAll('em')).toHaveLength(2);
  });

  it('every selector it returns finds exactly its element', () => {
    for (const element of document.body.querySelectorAll('*')) {
      expect([...document.querySelectorAll(selectorFor(element))]).toEqual([element]);
    }
  });
});

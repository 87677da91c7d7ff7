import { fakeContext } from '../test/fakeContext';
import { recordPages } from './page';

describe('page messages', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('sends the page on start, with the title masked and secrets scrubbed from the URL', () => {
    history.replaceState(null, '', '/reset?token=abc&lang=de');
    document.title = 'Hello anna@example.com';
    const context = fakeContext();
    const stop = recordPages(context);
    expect(context.sent).toEqual([
      {
        name: 'page',
        data: {
          ts: 1_000,
          url: `${location.origin}/reset?token=***&lang=de`,
          referrer: '',
          title: 'Hello ***@***.***',
          navigation: 'load',
        },
      },
    ]);
    stop();
  });

  it('sends a history navigation on pushState, replaceState and popstate, not when the URL stays the same', () => {
    jest.useFakeTimers();
    const context = fakeContext();
    const stop = recordPages(context);
    history.pushState(null, '', '/random?lang=fa');
    jest.runAllTimers();
    history.replaceState(null, '', '/random?lang=fa');
    jest.runAllTimers();
    history.replaceState(null, '', '/blog');
    jest.runAllTimers();
    dispatchEvent(new PopStateEvent('popstate'));
    jest.runAllTimers();
    const urls = context.sent.map((m) => [m.data.url, m.data.navigation, m.data.referrer]);
    expect(urls.slice(1)).toEqual([
      [`${location.origin}/random?lang=fa`, 'history', `${location.origin}/`],
      [`${location.origin}/blog`, 'history', `${location.origin}/random?lang=fa`],
    ]);
    stop();
    history.pushState(null, '', '/after-stop');
    jest.runAllTimers();
    expect(context.sent).toHaveLength(3);
    jest.useRealTimers();
  });
});

/** @jest-environment node */
import { cachedPagesChanging, listenToCachedPageChanges } from './cached-pages';

describe('changes to cached pages, announced to the caches that listen', () => {
  test('each listener hears the start of a change and, once, its end; one that stopped listening hears nothing', () => {
    const heard: string[] = [];
    const stopFirst = listenToCachedPageChanges((tags) => {
      heard.push(`first begins ${tags.join(' ')}`);
      return () => heard.push(`first ends ${tags.join(' ')}`);
    });
    const stopSecond = listenToCachedPageChanges((tags) => {
      heard.push(`second begins ${tags.join(' ')}`);
      return () => heard.push(`second ends ${tags.join(' ')}`);
    });
    const done = cachedPagesChanging(['question:a']);
    done();
    done();
    stopSecond();
    cachedPagesChanging(['question:b'])();
    stopFirst();
    cachedPagesChanging(['question:c'])();
    expect(heard).toEqual([
      'first begins question:a',
      'second begins question:a',
      'first ends question:a',
      'second ends question:a',
      'first begins question:b',
      'first ends question:b',
    ]);
  });

  test('the listeners live on globalThis, so that the server bundle and Next.js bundle (two copies of this module) share them', () => {
    const heard: string[] = [];
    const stop = listenToCachedPageChanges((tags) => {
      heard.push(...tags);
      return () => {};
    });
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const otherCopy = require('./cached-pages') as typeof import('./cached-pages');
      otherCopy.cachedPagesChanging(['question:from-the-other-copy'])();
    });
    stop();
    expect(heard).toEqual(['question:from-the-other-copy']);
  });
});

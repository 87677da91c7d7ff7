import { applySavedLanguage, saveLanguage, savedLanguage } from './saved-language';

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('the saved language', () => {
  test('saving writes localStorage and the cookie the server reads', () => {
    saveLanguage('es');
    expect(savedLanguage()).toBe('es');
    expect(document.cookie).toContain('lang=es');
  });

  test('a page opened without ?lang= in another language than the saved one reloads in the saved one', () => {
    window.history.replaceState(null, '', '/blog?x=1');
    window.localStorage.setItem('lang', 'fa');
    const navigate = jest.fn();
    expect(applySavedLanguage('original', navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('http://localhost/blog?x=1&lang=fa');
    expect(document.cookie).toContain('lang=fa');
  });

  test('the query parameter wins: with ?lang= nothing happens', () => {
    window.history.replaceState(null, '', '/blog?lang=de');
    window.localStorage.setItem('lang', 'fa');
    const navigate = jest.fn();
    expect(applySavedLanguage('de', navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('an invalid stored value is ignored', () => {
    window.history.replaceState(null, '', '/blog');
    window.localStorage.setItem('lang', 'klingon');
    const navigate = jest.fn();
    expect(applySavedLanguage('original', navigate)).toBe(false);
  });
});

import { applyChosenFilters, CHOSEN_FILTERS_KEY, chosenFiltersHref, clearChosenFilters, filteredHref, loadChosenFilters, saveChosenFilters } from './filters';

beforeEach(() => window.sessionStorage.clear());

describe('chosen filters (spec §4)', () => {
  test('are kept in session storage under chosenFilters, without empty choices, and can be cleared', () => {
    saveChosenFilters({ sort: 'votes', category: '', group: 'night-owls' });
    expect(JSON.parse(window.sessionStorage.getItem(CHOSEN_FILTERS_KEY)!)).toEqual({ sort: 'votes', group: 'night-owls' });
    expect(loadChosenFilters()).toEqual({ sort: 'votes', group: 'night-owls' });
    clearChosenFilters();
    expect(loadChosenFilters()).toEqual({});
  });

  test('a corrupt stored value loads as no filters', () => {
    window.sessionStorage.setItem(CHOSEN_FILTERS_KEY, '[1,2');
    expect(loadChosenFilters()).toEqual({});
  });

  test('are loaded again on start: /random without filters in its address reloads with them', () => {
    saveChosenFilters({ category: 'deep-communication' });
    window.history.replaceState(null, '', '/random?lang=de');
    const navigate = jest.fn();
    expect(applyChosenFilters('de', { navigate })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/random?category=deep-communication&lang=de');
  });

  test('apply to / for a member (it is their home screen), never for an anonymous visitor (the landing page)', () => {
    saveChosenFilters({ sort: 'votes' });
    window.history.replaceState(null, '', '/?lang=original');
    const navigate = jest.fn();
    expect(applyChosenFilters('original', { signedIn: false, navigate })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(applyChosenFilters('original', { signedIn: true, navigate })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/?sort=votes&lang=original');
  });

  test('links to a filtered page carry the chosen filters, or stay plain without any', () => {
    expect(chosenFiltersHref('/random', 'es')).toBeNull();
    saveChosenFilters({ group: 'night-owls' });
    expect(chosenFiltersHref('/random', 'es')).toBe('/random?group=night-owls&lang=es');
  });

  test('do not override filters already in the address, and do not apply to other pages', () => {
    saveChosenFilters({ category: 'deep-communication' });
    const navigate = jest.fn();
    window.history.replaceState(null, '', '/home?sort=votes&lang=de');
    expect(applyChosenFilters('de', { navigate })).toBe(false);
    window.history.replaceState(null, '', '/articles?lang=de');
    expect(applyChosenFilters('de', { navigate })).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('the filtered address carries the choices and the language', () => {
    expect(filteredHref('/home', { sort: 'unanswered' }, 'fa')).toBe('/home?sort=unanswered&lang=fa');
  });
});

import {
  applyChoices,
  applyChosenFilters,
  CHOSEN_FILTERS_KEY,
  chosenFiltersHref,
  clearChoices,
  clearChosenFilters,
  filteredHref,
  filterScope,
  initialChoices,
  loadChosenFilters,
  saveChosenFilters,
} from './filters';

beforeEach(() => window.sessionStorage.clear());

describe('chosen filters: kept in session storage, cleared, loaded again on start', () => {
  test('are kept in session storage under chosenFilters, without empty choices, and can be cleared', () => {
    saveChosenFilters({ sort: 'votes', category: '', group: 'night-owls' });
    expect(JSON.parse(window.sessionStorage.getItem(CHOSEN_FILTERS_KEY)!)).toEqual({
      sort: 'votes',
      group: 'night-owls',
    });
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

describe('the filter panel applies to the list you are on', () => {
  test('/home and /random filter themselves with every question filter; other pages show /random', () => {
    expect(filterScope('/home', true)).toEqual({
      kind: 'questions',
      target: '/home',
      keys: ['sort', 'category', 'group'],
    });
    expect(filterScope('/random', false).target).toBe('/random');
    expect(filterScope('/', true).target).toBe('/');
    expect(filterScope('/', false).target).toBe('/random');
    expect(filterScope('/question/why-ab12', true).target).toBe('/random');
  });

  test('a group page sorts and narrows its own questions, and offers no group filter', () => {
    expect(filterScope('/group/night-owls', true)).toEqual({
      kind: 'group',
      target: '/group/night-owls',
      keys: ['sort', 'category'],
    });
    saveChosenFilters({ sort: 'newest', group: 'other-group' });
    const scope = filterScope('/group/night-owls', true);
    expect(applyChoices(scope, { sort: 'votes', group: 'ignored' }, 'fa', '?lang=fa')).toBe(
      '/group/night-owls?sort=votes&lang=fa',
    );
    // The session keeps its choices: the sort as chosen here, the group chosen for the other lists.
    expect(loadChosenFilters()).toEqual({ sort: 'votes', group: 'other-group' });
    expect(clearChoices(scope, 'fa', '?sort=votes&lang=fa')).toBe('/group/night-owls?lang=fa');
    expect(loadChosenFilters()).toEqual({});
  });

  test("a group page opens the panel with the sort in its address, else the session's", () => {
    const scope = filterScope('/group/night-owls', true);
    saveChosenFilters({ sort: 'unanswered', group: 'other-group' });
    expect(initialChoices(scope, '?sort=votes&lang=de')).toEqual({ sort: 'votes' });
    expect(initialChoices(scope, '?lang=de')).toEqual({ sort: 'unanswered' });
  });

  test('the catalogue offers only its own category filter, applied to itself with its search kept, and saves nothing', () => {
    const scope = filterScope('/articles', false);
    expect(scope).toEqual({ kind: 'catalogue', target: '/articles', keys: ['category'] });
    saveChosenFilters({ sort: 'votes', category: 'trending-topics' });
    // The catalogue's own address decides; the questions' saved category is not the catalogue's.
    expect(initialChoices(scope, '?lang=es')).toEqual({});
    expect(initialChoices(scope, '?category=deep-communication&q=love&lang=es')).toEqual({
      category: 'deep-communication',
    });
    expect(applyChoices(scope, { category: 'deep-communication', sort: 'votes' }, 'es', '?q=love&page=3&lang=es')).toBe(
      '/articles?category=deep-communication&q=love&lang=es',
    );
    expect(clearChoices(scope, 'es', '?category=deep-communication&q=love&lang=es')).toBe('/articles?q=love&lang=es');
    expect(loadChosenFilters()).toEqual({ sort: 'votes', category: 'trending-topics' });
  });
});

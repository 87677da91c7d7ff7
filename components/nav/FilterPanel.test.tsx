import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import FilterPanel from './FilterPanel';
import { saveChosenFilters } from './filters';

const labels = {
  title: 'Filter questions',
  catalogueTitle: 'Filter articles',
  apply: 'Apply filters',
  clear: 'Clear filters',
  close: 'Close filters',
  any: 'Any',
  catalogueAny: 'All categories',
};
const list = [
  {
    key: 'sort',
    label: 'Sort',
    options: [
      { value: 'newest', label: 'Newest' },
      { value: 'votes', label: 'Most votes' },
    ],
  },
  { key: 'category', label: 'Kategorie', options: [{ value: 'deep-communication', label: 'Tiefe Kommunikation' }] },
  { key: 'group', label: 'Gruppe', options: [{ value: 'night-owls', label: 'Night owls' }] },
];
const respond = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

/** A panel as a fresh page load mounts it: an empty SWR cache, the session storage kept. */
function openPanel(onClose = jest.fn()) {
  const { unmount } = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <FilterPanel lang="de" labels={labels} onClose={onClose} />
    </SWRConfig>,
  );
  return { onClose, unmount, panel: screen.getByRole('dialog', { name: 'Filter questions' }) };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/random?lang=de');
});
afterEach(() => jest.restoreAllMocks());

describe('filter panel', () => {
  test('asks for the list in the page language once per session: the next page load reads it from session storage', async () => {
    const fetchMock = jest.fn(async () => respond(200, list));
    global.fetch = fetchMock as unknown as typeof fetch;
    const first = openPanel();
    expect(await within(first.panel).findByLabelText('Kategorie')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/filters?language_id=de', expect.anything());
    first.unmount();

    const second = openPanel();
    expect(await within(second.panel).findByLabelText('Kategorie')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('shows the choices saved in this session', async () => {
    saveChosenFilters({ sort: 'votes' });
    global.fetch = jest.fn(async () => respond(200, list)) as unknown as typeof fetch;
    const { panel } = openPanel();
    expect(await within(panel).findByLabelText('Sort')).toHaveValue('votes');
    expect(within(panel).getByLabelText('Kategorie')).toHaveValue('');
  });

  test('a failed fetch goes to the console only: the panel opens without filters and is not stored', async () => {
    global.fetch = jest.fn(async () => respond(503, { error: 'down' })) as unknown as typeof fetch;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { panel } = openPanel();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Could not load the filters:', expect.any(Error)));
    expect(within(panel).queryByRole('combobox')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Apply filters' })).toBeInTheDocument();
    expect(Object.keys(window.sessionStorage).filter((key) => key.includes('filters'))).toEqual([]);
  });

  test('closes with its Close button and with Escape', async () => {
    global.fetch = jest.fn(async () => respond(200, list)) as unknown as typeof fetch;
    const { onClose, panel } = openPanel();
    await within(panel).findByLabelText('Kategorie');
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('what the panel offers depends on the list it is opened on', () => {
  const offered = async (panel: HTMLElement) => {
    await within(panel).findByLabelText('Kategorie');
    return within(panel)
      .getAllByRole('combobox')
      .map((select) => select.id);
  };

  test('on a question list: sort, category and group', async () => {
    global.fetch = jest.fn(async () => respond(200, list)) as unknown as typeof fetch;
    const { panel } = openPanel();
    expect(await offered(panel)).toEqual(['filter-sort', 'filter-category', 'filter-group']);
  });

  test('on the article catalogue: its own category filter only, under an articles title, starting from its address', async () => {
    window.history.replaceState(null, '', '/articles?category=deep-communication&lang=de');
    saveChosenFilters({ sort: 'votes' });
    global.fetch = jest.fn(async () => respond(200, list)) as unknown as typeof fetch;
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <FilterPanel lang="de" labels={labels} onClose={jest.fn()} />
      </SWRConfig>,
    );
    const panel = screen.getByRole('dialog', { name: 'Filter articles' });
    expect(await offered(panel)).toEqual(['filter-category']);
    expect(within(panel).getByLabelText('Kategorie')).toHaveValue('deep-communication');
    // Its "no category" is the catalogue's own words.
    expect(within(panel).getByRole('option', { name: 'All categories' })).toBeInTheDocument();
  });

  test('on a group page: sort and category of its questions, no group filter', async () => {
    window.history.replaceState(null, '', '/group/night-owls?sort=votes&lang=de');
    global.fetch = jest.fn(async () => respond(200, list)) as unknown as typeof fetch;
    const { panel } = openPanel();
    expect(await offered(panel)).toEqual(['filter-sort', 'filter-category']);
    expect(within(panel).getByLabelText('Sort')).toHaveValue('votes');
  });
});

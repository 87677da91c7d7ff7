import { render, screen, within } from '@testing-library/react';
import { StudioTable } from './StudioTable';

const rows = [
  { id: 1, name: 'Signup', selector: '#signup' },
  { id: 2, name: 'Checkout', selector: 'form.pay button' },
];

test('a studio list is one table: a column per heading, a row per item, cells with their direction, hidden headings for buttons', () => {
  render(
    <StudioTable
      rows={rows}
      rowKey={(row) => row.id}
      caption="Watched tags"
      empty="No tags yet."
      columns={[
        { key: 'name', header: 'Name', dir: 'auto', cell: (row) => row.name },
        { key: 'selector', header: 'Selector', dir: 'ltr', cell: (row) => <code>{row.selector}</code> },
        {
          key: 'delete',
          header: 'Delete',
          headerHidden: true,
          cell: (row) => <button type="button">Delete {row.name}</button>,
        },
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Watched tags' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Selector', 'Delete']);
  expect(within(table).getByRole('columnheader', { name: 'Delete' }).querySelector('.visually-hidden')).not.toBeNull();
  const body = within(table).getAllByRole('row').slice(1);
  expect(
    body.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['Signup', '#signup', 'Delete Signup'],
    ['Checkout', 'form.pay button', 'Delete Checkout'],
  ]);
  expect(within(body[0]!).getAllByRole('cell')[1]).toHaveAttribute('dir', 'ltr');
  expect(table.closest('.table-scroll')).not.toBeNull();
});

test('an empty list says so instead of showing an empty table', () => {
  render(
    <StudioTable
      rows={[]}
      rowKey={() => 0}
      empty="No tags yet."
      columns={[{ key: 'name', header: 'Name', cell: () => '' }]}
    />,
  );
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('No tags yet.')).toBeInTheDocument();
});

import type { ReactNode } from 'react';

/** One column of a studio table: its heading, and what each row shows in it. */
export interface StudioColumn<Row> {
  /** Stable key of the column (React's key, and `data-column` on its cells). */
  key: string;
  header: string;
  /** A heading read by screen readers only (a column of buttons needs a name, not a visible one). */
  headerHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /**
   * `ltr` for addresses, selectors and codes (aligned with their heading all the same: studio.css); `auto` for text a
   * visitor or a team member wrote.
   */
  dir?: 'ltr' | 'auto';
}

/**
 * The studio's lists (sessions, bug reports, flags, tags, start conditions, usability tests): one table, scrolling
 * sideways on a narrow screen, with a caption for screen readers, or the list's "none" sentence when it is empty.
 */
export function StudioTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  empty,
}: {
  rows: readonly Row[];
  columns: readonly StudioColumn<Row>[];
  rowKey: (row: Row) => string | number;
  caption?: string;
  empty: ReactNode;
}) {
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <div className="table-scroll">
      <table className="studio-table">
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.key}>
                {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} dir={column.dir} data-column={column.key}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

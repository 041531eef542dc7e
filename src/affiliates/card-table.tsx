// A statement's table: on a phone each row is drawn as a card (affiliates.css), so the
// table's roles are kept explicit and each cell carries its column's name for the card.
import type { ReactNode } from 'react';

export function CardTable({
  columns,
  children,
}: {
  columns: readonly string[];
  /** The rows: CardRow each. */
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table role="table" className="statement__table">
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c} scope="col" role="columnheader">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

/** A row: its title cell (the card's title), then the named cells, in the columns' order. */
export function CardRow({
  before = [],
  title,
  cells,
}: {
  /** Cells ahead of the title (a connection's name on all connections). */
  before?: readonly (readonly [label: string, value: ReactNode])[];
  title: ReactNode;
  cells: readonly (readonly [label: string, value: ReactNode])[];
}) {
  const cell = ([label, value]: readonly [string, ReactNode]) => (
    <td key={label} role="cell" data-label={label}>
      {value}
    </td>
  );
  return (
    <tr role="row">
      {before.map(cell)}
      <th scope="row" role="rowheader">
        {title}
      </th>
      {cells.map(cell)}
    </tr>
  );
}

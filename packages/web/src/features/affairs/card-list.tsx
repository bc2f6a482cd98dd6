import type { ReactNode } from 'react';
import cards from './card-list.module.css';

/**
 * A list of rows as cards, each a button opening its row (a collection, a student, a sign-up):
 * `children` draws a card's content; `cardClassName` adds a group's own look to each card.
 */
export function CardButtonList<Row extends { id: string }>({
  rows,
  label,
  cardClassName,
  open,
  children,
}: {
  rows: readonly Row[];
  /** The list's accessible name. */
  label?: string;
  cardClassName?: string;
  open: (row: Row) => void;
  children: (row: Row) => ReactNode;
}) {
  return (
    <ul className={cards.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <button
            type="button"
            className={cardClassName ? `${cards.card} ${cardClassName}` : cards.card}
            onClick={() => open(row)}
          >
            {children(row)}
          </button>
        </li>
      ))}
    </ul>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListQueryView } from './list-query-view';

/** A list query that has answered with `rows`. */
function answered(rows: string[]): UseQueryResult<string[]> {
  return { isPending: false, isError: false, data: rows } as UseQueryResult<string[]>;
}

describe('ListQueryView', () => {
  it('draws the rows when the list has some', () => {
    const html = renderToStaticMarkup(
      <ListQueryView query={answered(['a', 'b'])} empty={<p>none</p>}>
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </ListQueryView>,
    );
    expect(html).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('shows the empty state, and does not draw the rows, when the list has none', () => {
    const html = renderToStaticMarkup(
      <ListQueryView query={answered([])} empty={<p>none</p>}>
        {() => <ul />}
      </ListQueryView>,
    );
    expect(html).toBe('<p>none</p>');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FigureGrid } from './figure-grid';

describe('FigureGrid', () => {
  it('draws each figure as its value over its label, in the grid it is given', () => {
    const html = renderToStaticMarkup(
      <FigureGrid
        className="grid"
        figures={[
          { key: 'rate', value: '46%', label: 'Rate' },
          { key: 'beds', value: 90, label: 'Beds' },
        ]}
      />,
    );
    expect(html).toBe(
      '<div class="grid"><div><strong>46%</strong><span>Rate</span></div><div><strong>90</strong><span>Beds</span></div></div>',
    );
  });
});

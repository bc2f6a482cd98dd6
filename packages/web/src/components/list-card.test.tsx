import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ListCard } from './list-card';

const noop = () => undefined;

describe('ListCard', () => {
  it('titles the card with an h2, the level under the page h1', () => {
    const html = renderToStaticMarkup(<ListCard title="Leave, 3 days" onClick={noop} />);
    expect(html).toContain('<h2');
    expect(html).not.toContain('<h3');
  });

  it("puts its own control beside the card's button, not inside it (one interactive element each)", () => {
    const html = renderToStaticMarkup(
      <ListCard title="Leave" onClick={noop} action={<button type="button">Star</button>} />,
    );
    // The card's button closes, then the control follows in a box of its own.
    expect(html).toMatch(
      /^<div[^>]*><div[^>]*role="button"[^>]*>.*<\/div><div[^>]*><button type="button">Star<\/button><\/div><\/div>$/,
    );
    expect(html.match(/role="button"/g)).toHaveLength(1);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavTitle } from './nav-title';

describe('NavTitle', () => {
  it("is the page's h1, or plain text when the page has its own", () => {
    expect(renderToStaticMarkup(<NavTitle>To do</NavTitle>)).toMatch(/^<h1[^>]*>To do<\/h1>$/);
    expect(renderToStaticMarkup(<NavTitle heading={false}>To do</NavTitle>)).toMatch(
      /^<span[^>]*>To do<\/span>$/,
    );
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Fact, FactList } from './fact-list';
import { SummaryCard } from './summary-card';

describe('SummaryCard', () => {
  it('heads the card with the title and the tag beside it, the facts below as label and value', () => {
    const className: string = '';
    const html = renderToStaticMarkup(
      <SummaryCard title="Leave, 3 days" tag={<span>Running</span>}>
        <Fact label="Starter">Li Lei</Fact>
        {className && <Fact label="Class">{className}</Fact>}
      </SummaryCard>,
    );
    expect(html).toMatch(
      /^<header[^>]*><div[^>]*><h1[^>]*>Leave, 3 days<\/h1><span>Running<\/span><\/div><dl/,
    );
    expect(html).toContain('<div><dt>Starter</dt><dd>Li Lei</dd></div></dl></header>');
    expect(html).not.toContain('Class');
  });
});

describe('FactList', () => {
  it('lists each fact as a line of its own', () => {
    const html = renderToStaticMarkup(
      <FactList>
        <Fact label="Batch">2025</Fact>
        <Fact label="Amount">¥ 100</Fact>
      </FactList>,
    );
    expect(html).toMatch(
      /^<dl[^>]*><div><dt>Batch<\/dt><dd>2025<\/dd><\/div><div><dt>Amount<\/dt><dd>¥ 100<\/dd><\/div><\/dl>$/,
    );
  });
});

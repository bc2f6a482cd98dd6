import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DateRow, LabelledText, StepperRow, TextRow } from './record-fields';
import { RecordItem } from './record-item';
import { RecordListCard } from './record-list-card';

const noop = () => undefined;

describe('record fields', () => {
  it('a date row is a label holding the weak text and a date input named by it', () => {
    const html = renderToStaticMarkup(
      <DateRow label="Date" value="2026-03-01" max="2026-03-02" onChange={noop} />,
    );
    expect(html).toMatch(/^<label class="[^"]*row[^"]*"><span>Date<\/span><input /);
    expect(html).toContain('type="date"');
    expect(html).toContain('max="2026-03-02"');
    expect(html).not.toContain('min=');
    expect(html).toContain('aria-label="Date"');
  });

  it('a time row takes its type; a stepper row is a div unless asked to be a label', () => {
    expect(renderToStaticMarkup(<DateRow label="At" type="time" value="14:30" onChange={noop} />)).toContain(
      'type="time"',
    );
    expect(
      renderToStaticMarkup(<StepperRow label="Hours" min={1} max={200} value={8} onChange={noop} />),
    ).toMatch(/^<div class="[^"]*row[^"]*"><span>Hours<\/span>/);
    expect(
      renderToStaticMarkup(
        <StepperRow label="Places" as="label" min={1} max={10} value={2} onChange={noop} />,
      ),
    ).toMatch(/^<label /);
  });

  it('text is one line, or a text area with rows; the label is its placeholder, a row is its label', () => {
    const line = renderToStaticMarkup(
      <LabelledText label="Topic" value="" maxLength={200} onChange={noop} />,
    );
    expect(line).toContain('placeholder="Topic"');
    expect(line).toContain('aria-label="Topic"');
    expect(line).not.toContain('<textarea');
    const area = renderToStaticMarkup(
      <LabelledText label="Measures" value="" maxLength={2000} rows={3} onChange={noop} />,
    );
    expect(area).toContain('<textarea');
    expect(area).toContain('rows="3"');
    const row = renderToStaticMarkup(<TextRow label="Place" value="Hall" maxLength={100} onChange={noop} />);
    expect(row).toContain('<span>Place</span>');
    expect(row).not.toContain('placeholder=');
  });

  it('a record item has its head line, its lines, then its actions', () => {
    const html = renderToStaticMarkup(
      <RecordItem title="Talk" aside={<em>tag</em>} label="Talk" actions={<button>Go</button>}>
        <p>line</p>
      </RecordItem>,
    );
    expect(html).toMatch(/^<li class="[^"]*item[^"]*" aria-label="Talk"><div class="[^"]*head[^"]*">/);
    expect(html).toContain('<span>Talk</span><em>tag</em></div><p>line</p><div class=');
    expect(html.indexOf('<p>line</p>')).toBeLessThan(html.indexOf('<button>Go</button>'));
  });

  it('a record list card lists its rows, or says it has none when told what to say', () => {
    const rows = ['a', 'b'];
    const item = (row: string) => <li key={row}>{row}</li>;
    const listed = renderToStaticMarkup(
      <RecordListCard title="Logs" rows={rows} empty="None yet" item={item} />,
    );
    expect(listed).toContain('<li>a</li><li>b</li></ul>');
    expect(listed).not.toContain('None yet');
    const none = renderToStaticMarkup(<RecordListCard title="Logs" rows={[]} empty="None yet" item={item} />);
    expect(none).toContain('None yet');
    expect(none).not.toContain('<ul');
    expect(renderToStaticMarkup(<RecordListCard title="Logs" rows={[]} item={item} />)).toContain('<ul');
  });
});

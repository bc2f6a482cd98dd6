import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('is one primary button as wide as its row, with its label', () => {
    const html = renderToStaticMarkup(
      <SubmitButton label="Submit" busy={false} onSubmit={() => undefined} />,
    );
    expect(html).toMatch(/^<button /);
    expect(html).toContain('adm-button-primary');
    expect(html).toContain('adm-button-block');
    expect(html).toContain('Submit');
    expect(html).not.toContain('adm-button-loading');
  });

  it('shows it is busy while the command runs', () => {
    const html = renderToStaticMarkup(<SubmitButton label="Submit" busy onSubmit={() => undefined} />);
    expect(html).toContain('adm-button-loading');
  });
});

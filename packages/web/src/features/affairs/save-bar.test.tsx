import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SaveBar } from './save-bar';

describe('SaveBar', () => {
  it('puts a spacer, then the footer with its one primary button across the whole bar', () => {
    const html = renderToStaticMarkup(<SaveBar label="Save" busy={false} onSave={() => undefined} />);
    expect(html).toMatch(/^<div class="[^"]*barSpacer[^"]*" aria-hidden="true"><\/div><footer /);
    expect(html).toContain('style="grid-template-columns:1fr"');
    expect(html).toContain('adm-button-primary');
    expect(html).toContain('Save');
    expect(html).not.toContain('adm-button-block');
    expect(renderToStaticMarkup(<SaveBar label="Save" busy block onSave={() => undefined} />)).toContain(
      'adm-button-block',
    );
  });
});

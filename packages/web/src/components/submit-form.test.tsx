import type { FormEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SubmitForm } from './submit-form';

describe('SubmitForm', () => {
  it('turns the browser validation off and ends with the large rounded primary submit button', () => {
    const html = renderToStaticMarkup(
      <SubmitForm className="form" submitLabel="Sign in" submitting={false} onSubmit={() => undefined}>
        <input id="field" />
      </SubmitForm>,
    );
    expect(html).toMatch(/^<form class="form" noValidate="">/);
    const button = /<input id="field"\/>(<button[^>]*>)(.*)<\/button><\/form>$/.exec(html);
    expect(button, html).not.toBeNull();
    expect(button![1]).toContain('type="submit"');
    for (const look of [
      'adm-button-primary',
      'adm-button-block',
      'adm-button-large',
      'adm-button-shape-rounded',
    ])
      expect(button![1]).toContain(look);
    expect(button![2]).toContain('Sign in');
  });

  it('shows the button busy while the request runs', () => {
    const busy = (submitting: boolean) =>
      renderToStaticMarkup(
        <SubmitForm submitLabel="Save" submitting={submitting} onSubmit={() => undefined}>
          {null}
        </SubmitForm>,
      );
    expect(busy(false)).not.toContain('adm-button-loading');
    expect(busy(true)).toContain('adm-button-loading');
  });

  it("submits through the screen's handler, never the browser's own submission", () => {
    const onSubmit = vi.fn();
    const form = SubmitForm({
      submitLabel: 'Go',
      submitting: false,
      onSubmit,
      children: null,
    }) as ReactElement<{
      onSubmit: (event: Pick<FormEvent, 'preventDefault'>) => void;
    }>;
    const preventDefault = vi.fn();
    form.props.onSubmit({ preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

import type { FormEvent, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SubmitForm } from './submit-form';

// antd-mobile's CommonJS build imports its CSS, which Node cannot load: its Button is shown here
// by the props the form gives it.
vi.mock('antd-mobile', () => ({
  Button: ({
    children,
    loading,
    ...props
  }: { children: ReactNode; loading: boolean } & Record<string, unknown>) => (
    <button
      type={props.type as 'submit'}
      data-props={JSON.stringify({ ...props, className: undefined })}
      data-loading={loading}
    >
      {children}
    </button>
  ),
}));

describe('SubmitForm', () => {
  it('turns the browser validation off and ends with the large rounded primary submit button', () => {
    const html = renderToStaticMarkup(
      <SubmitForm className="form" submitLabel="Sign in" submitting={false} onSubmit={() => undefined}>
        <input id="field" />
      </SubmitForm>,
    );
    expect(html).toMatch(/^<form class="form" noValidate="">/);
    expect(html).toMatch(/<input id="field"\/><button type="submit"[^>]*>Sign in<\/button><\/form>$/);
    const props = JSON.parse(/data-props="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"')) as Record<
      string,
      unknown
    >;
    expect(props).toEqual({ type: 'submit', block: true, color: 'primary', size: 'large', shape: 'rounded' });
  });

  it('shows the button busy while the request runs', () => {
    const busy = (submitting: boolean) =>
      renderToStaticMarkup(
        <SubmitForm submitLabel="Save" submitting={submitting} onSubmit={() => undefined}>
          {null}
        </SubmitForm>,
      );
    expect(busy(false)).toContain('data-loading="false"');
    expect(busy(true)).toContain('data-loading="true"');
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

import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../i18n/i18n';
import { contractProblem } from './field-problem';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

const noop = () => undefined;

/** The field's markup as a screen renders it, typing ignored. */
const passwordField = (props: Omit<ComponentProps<typeof PasswordField>, 'onChange'>) =>
  renderToStaticMarkup(<PasswordField {...props} onChange={noop} />);

describe('PasswordField', () => {
  it('labels a hidden password input above it, as the password screens do', () => {
    const html = passwordField({
      id: 'new-password',
      label: 'New password',
      value: '',
      placeholder: '6 to 20 characters',
      autoComplete: 'new-password',
    });
    expect(html).toContain('<label for="new-password"');
    expect(html).toContain('New password</label>');
    expect(html).toContain('<input id="new-password" type="password"');
    expect(html).toContain('autoComplete="new-password"');
    expect(html).toContain('placeholder="6 to 20 characters"');
    expect(html).not.toContain('role="alert"');
  });

  it('with an icon, keeps the label for screen readers only; a problem shows as an alert below', () => {
    const html = passwordField({
      id: 'login-password',
      label: 'Password',
      icon: <svg />,
      problem: contractProblem('validation.password'),
      value: 'x',
      placeholder: 'Password',
      autoComplete: 'current-password',
    });
    expect(html).toContain('<label for="login-password" class="app-visually-hidden">Password</label>');
    expect(html).toContain('data-invalid="true"');
    expect(html).toMatch(/<p[^>]*role="alert">[^<]+<\/p>/);
  });
});

describe('TextField', () => {
  it('passes the input its attributes and puts the extra at the end of the row', () => {
    const html = renderToStaticMarkup(
      <TextField
        id="register-email"
        label="Email"
        value="a@b.c"
        onChange={noop}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={200}
        extra={<button type="button">Send</button>}
      />,
    );
    expect(html).toContain('<label for="register-email"');
    for (const attribute of [
      'id="register-email"',
      'type="email"',
      'inputMode="email"',
      'maxLength="200"',
      'value="a@b.c"',
    ])
      expect(html).toContain(attribute);
    expect(html).toMatch(/<input[^>]*\/><\/div><button type="button">Send<\/button>/);
  });
});

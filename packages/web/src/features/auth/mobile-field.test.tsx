import { MOBILE_LENGTH } from '@campus/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contractProblem } from '../../components/field-problem';
import { i18next } from '../../i18n/i18n';
import { MobileField } from './mobile-field';

const noop = () => undefined;
const t = (key: 'login.mobile' | 'login.mobilePlaceholder') => i18next.t(key);

describe('MobileField', () => {
  it('asks for a mobile number: tel keyboard, the autofill hint, at most the number of digits', () => {
    const html = renderToStaticMarkup(<MobileField id="reset-mobile" value="" onChange={noop} />);
    expect(html).toContain(`<label for="reset-mobile"`);
    expect(html).toContain(`${t('login.mobile')}</label>`);
    for (const attribute of [
      'id="reset-mobile"',
      'type="tel"',
      'inputMode="numeric"',
      'autoComplete="tel"',
      `maxLength="${MOBILE_LENGTH}"`,
      `placeholder="${t('login.mobilePlaceholder')}"`,
    ])
      expect(html).toContain(attribute);
    expect(html).not.toContain('name="mobile"');
  });

  it("compact: the login screen's row with an icon and an input named for autofill", () => {
    const html = renderToStaticMarkup(
      <MobileField
        id="login-mobile"
        value="138"
        onChange={noop}
        problem={contractProblem('validation.mobileFormat')}
        compact
      />,
    );
    expect(html).toContain(
      `<label for="login-mobile" class="app-visually-hidden">${t('login.mobile')}</label>`,
    );
    expect(html).toContain('name="mobile"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toMatch(/role="alert">[^<]+<\/p>/);
  });
});

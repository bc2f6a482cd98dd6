import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contractProblem } from '../../components/field-problem';
import '../../i18n/i18n';
import { MobileCodeFields } from './mobile-code-fields';

const noop = () => undefined;

describe('MobileCodeFields', () => {
  it('names the number and code inputs after what the code is for, each with its problem', () => {
    const html = renderToStaticMarkup(
      <MobileCodeFields
        purpose="reset"
        mobile="13800000000"
        onMobileChange={noop}
        smsCode=""
        onSmsCodeChange={noop}
        problems={{ smsCode: contractProblem('validation.password') }}
        setProblems={noop}
      />,
    );
    expect(html).toContain('id="reset-mobile"');
    expect(html).toContain('value="13800000000"');
    expect(html).toContain('id="reset-sms-code"');
    expect(html.match(/role="alert"/g)).toHaveLength(1);
    expect(html).not.toContain('name="mobile"');
  });

  it('compact: the login rows, the number named for autofill', () => {
    const html = renderToStaticMarkup(
      <MobileCodeFields
        purpose="login"
        mobile=""
        onMobileChange={noop}
        smsCode=""
        onSmsCodeChange={noop}
        problems={{}}
        setProblems={noop}
        compact
      />,
    );
    expect(html).toContain('id="login-mobile"');
    expect(html).toContain('name="mobile"');
    expect(html).toContain('id="login-sms-code"');
  });
});

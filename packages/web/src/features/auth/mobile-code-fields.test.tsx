import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contractProblem, type FieldProblem } from '../../components/field-problem';
import '../../i18n/i18n';
import { MobileCodeFields } from './mobile-code-fields';

const noop = () => undefined;

function render(
  purpose: 'login' | 'reset',
  problems: { mobile?: FieldProblem; smsCode?: FieldProblem },
  compact?: boolean,
) {
  const code = { mobile: '13800000000', setMobile: noop, smsCode: '', setSmsCode: noop };
  return renderToStaticMarkup(
    <MobileCodeFields
      purpose={purpose}
      code={code}
      submission={{ problems, setProblems: noop }}
      compact={compact}
    />,
  );
}

describe('MobileCodeFields', () => {
  it('names the number and code inputs after what the code is for, each with its problem', () => {
    const html = render('reset', { smsCode: contractProblem('validation.password') });
    expect(html).toContain('id="reset-mobile"');
    expect(html).toContain('value="13800000000"');
    expect(html).toContain('id="reset-sms-code"');
    expect(html.match(/role="alert"/g)).toHaveLength(1);
    expect(html).not.toContain('name="mobile"');
  });

  it('compact: the login rows, the number named for autofill', () => {
    const html = render('login', {}, true);
    expect(html).toContain('id="login-mobile"');
    expect(html).toContain('name="mobile"');
    expect(html).toContain('id="login-sms-code"');
  });
});

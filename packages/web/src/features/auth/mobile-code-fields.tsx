import type { Dispatch, SetStateAction } from 'react';
import type { SmsPurpose } from '../../api/oauth2';
import type { FieldProblem } from '../../components/field-problem';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

type MobileCodeProblems = { mobile?: FieldProblem; smsCode?: FieldProblem };

interface MobileCodeFieldsProps<P extends MobileCodeProblems> {
  /** What the code is for; it also names the inputs (`login-mobile`, `login-sms-code`). */
  purpose: SmsPurpose;
  mobile: string;
  onMobileChange: (value: string) => void;
  smsCode: string;
  onSmsCodeChange: (value: string) => void;
  problems: Partial<P>;
  /** The form's problems: asking for a code checks the number and shows its problem. */
  setProblems: Dispatch<SetStateAction<Partial<P>>>;
  /** The login screen's compact rows with icons. */
  compact?: boolean;
}

/** A mobile number and the SMS code sent to it: sign-in, registration, reset by SMS. */
export function MobileCodeFields<P extends MobileCodeProblems>({
  purpose,
  mobile,
  onMobileChange,
  smsCode,
  onSmsCodeChange,
  problems,
  setProblems,
  compact,
}: MobileCodeFieldsProps<P>) {
  return (
    <>
      <MobileField
        id={`${purpose}-mobile`}
        value={mobile}
        onChange={onMobileChange}
        problem={problems.mobile}
        compact={compact}
      />
      <SmsCodeField
        id={`${purpose}-sms-code`}
        mobile={mobile}
        purpose={purpose}
        value={smsCode}
        onChange={onSmsCodeChange}
        problem={problems.smsCode}
        onMobileChecked={(problem) => setProblems((current) => ({ ...current, mobile: problem }))}
        compact={compact}
      />
    </>
  );
}

import { useState, type Dispatch, type SetStateAction } from 'react';
import type { SmsPurpose } from '../../api/oauth2';
import type { FieldProblem } from '../../components/field-problem';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

/** A mobile number and the code sent to it, as typed. */
export interface MobileCode {
  mobile: string;
  setMobile: (value: string) => void;
  smsCode: string;
  setSmsCode: (value: string) => void;
}

/** The state of a form's mobile number and SMS code. */
export function useMobileCode(): MobileCode {
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  return { mobile, setMobile, smsCode, setSmsCode };
}

type MobileCodeProblems = { mobile?: FieldProblem; smsCode?: FieldProblem };

interface MobileCodeFieldsProps<P extends MobileCodeProblems> {
  /** What the code is for; it also names the inputs (`login-mobile`, `login-sms-code`). */
  purpose: SmsPurpose;
  code: MobileCode;
  /** The form's problems (useCheckedSubmit): asking for a code checks the number and shows its problem. */
  submission: { problems: Partial<P>; setProblems: Dispatch<SetStateAction<Partial<P>>> };
  /** The login screen's compact rows with icons. */
  compact?: boolean;
}

/** A mobile number and the SMS code sent to it: sign-in, registration, reset by SMS. */
export function MobileCodeFields<P extends MobileCodeProblems>({
  purpose,
  code,
  submission: { problems, setProblems },
  compact,
}: MobileCodeFieldsProps<P>) {
  return (
    <>
      <MobileField
        id={`${purpose}-mobile`}
        value={code.mobile}
        onChange={code.setMobile}
        problem={problems.mobile}
        compact={compact}
      />
      <SmsCodeField
        id={`${purpose}-sms-code`}
        mobile={code.mobile}
        purpose={purpose}
        value={code.smsCode}
        onChange={code.setSmsCode}
        problem={problems.smsCode}
        onMobileChecked={(problem) => setProblems((current) => ({ ...current, mobile: problem }))}
        compact={compact}
      />
    </>
  );
}

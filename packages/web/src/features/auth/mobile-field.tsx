import { MOBILE_LENGTH } from '@campus/contract';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../components/field-problem';
import { PhoneIcon } from '../../components/form-icons';
import { TextField } from '../../components/text-field';

interface MobileFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  problem?: FieldProblem;
  /** The login screen's compact row with an icon (its input named for autofill); elsewhere the label sits above. */
  compact?: boolean;
}

/** The mobile number an SMS code goes to: sign-in by SMS, registration, forgotten password. */
export function MobileField({ compact = false, ...field }: MobileFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field}
      {...(compact ? { name: 'mobile', icon: <PhoneIcon /> } : {})}
      label={t('login.mobile')}
      placeholder={t('login.mobilePlaceholder')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={MOBILE_LENGTH}
    />
  );
}

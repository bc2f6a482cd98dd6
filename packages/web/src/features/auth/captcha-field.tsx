import { DotLoading } from 'antd-mobile';
import { ShieldIcon } from '../../components/form-icons';
import { CAPTCHA_LENGTH } from '@campus/contract';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../components/field-problem';
import { TextField } from '../../components/text-field';
import styles from './auth-form.module.css';
import type { Captcha } from './use-captcha';

interface CaptchaFieldProps {
  id: string;
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  problem?: FieldProblem;
}

/** The verification code the server asks for after wrong passwords; tapping the image draws a new one. */
export function CaptchaField({ id, captcha, value, onChange, problem }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('login.captcha')}
      icon={<ShieldIcon />}
      problem={problem}
      extra={
        <button
          type="button"
          className={styles.captchaImage}
          onClick={() => void captcha.refresh()}
          aria-label={t('login.captchaRefresh')}
          title={t('login.captchaRefresh')}
        >
          {captcha.image ? (
            <img src={captcha.image} alt="" width={100} height={34} />
          ) : (
            <DotLoading color="primary" />
          )}
        </button>
      }
      value={value}
      onChange={onChange}
      placeholder={t('login.captchaPlaceholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={CAPTCHA_LENGTH}
    />
  );
}

import { useTranslation } from 'react-i18next';
import styles from './remember-me.module.css';

interface RememberMeProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Remember me": keeps the sign-in beyond this browser tab. A native checkbox drawn like
 * antd-mobile's round one, which would cost the login screen two more chunks.
 */
export function RememberMe({ checked, onChange }: RememberMeProps) {
  const { t } = useTranslation();
  return (
    <label className={styles.remember}>
      <input
        type="checkbox"
        className={styles.box}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t('login.rememberMe')}
    </label>
  );
}

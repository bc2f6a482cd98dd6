import { LANGUAGES, type Language } from '@campus/contract';
import { GlobeIcon } from '../../components/form-icons';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/core/request-error';
import { http } from '../../api/http';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { useSwitchLanguage } from '../../i18n/use-switch-language';
import { useViewStore } from '../../stores/view';
import styles from './login-page.module.css';

/** The four languages side by side: signed-out users have no My page to switch them in. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useViewStore((state) => state.language);
  const switchLanguage = useSwitchLanguage();
  const choose = (next: Language) => {
    if (next === language) return;
    // Only the language's chunk can fail to load: a network problem.
    switchLanguage(next).catch(() =>
      http.report(new RequestError('network', t('error.network', { ns: 'contract' }), { notified: false })),
    );
  };
  return (
    <nav className={styles.languages} aria-label={t('my.switchLanguage')}>
      <GlobeIcon aria-hidden className={styles.languageIcon} />
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.language}
          aria-pressed={option === language}
          onClick={() => choose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </nav>
  );
}

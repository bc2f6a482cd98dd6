import { ERROR_TOAST_MS, LANGUAGES, type Language } from '@campus/contract';
import { CheckList, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { useSwitchLanguage } from '../../i18n/use-switch-language';
import { useViewStore } from '../../stores/view';
import { ChoicePopup, choiceListClass } from './choice-popup';

interface LanguagePopupProps {
  visible: boolean;
  onClose: () => void;
}

/** Picks the UI language; the choice is saved and restored on the next start. */
export function LanguagePopup({ visible, onClose }: LanguagePopupProps) {
  const { t } = useTranslation();
  const language = useViewStore((state) => state.language);
  const switchLanguage = useSwitchLanguage();

  const choose = async (next: Language | undefined) => {
    // Tapping the checked row unchecks it in CheckList; that means "keep", not "no language".
    if (!next || next === language) return onClose();
    try {
      await switchLanguage(next);
      onClose();
    } catch {
      Toast.show({ icon: 'fail', content: t('error.network', { ns: 'contract' }), duration: ERROR_TOAST_MS });
    }
  };

  return (
    <ChoicePopup visible={visible} onClose={onClose} title={t('my.switchLanguage')}>
      <CheckList
        className={choiceListClass}
        value={[language]}
        onChange={(values) => void choose(values[0] as Language | undefined)}
      >
        {LANGUAGES.map((option) => (
          <CheckList.Item key={option} value={option}>
            <span lang={option}>{LANGUAGE_NAMES[option]}</span>
          </CheckList.Item>
        ))}
      </CheckList>
    </ChoicePopup>
  );
}

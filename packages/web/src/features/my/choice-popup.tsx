import { Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './choice-popup.module.css';

interface ChoicePopupProps {
  visible: boolean;
  onClose: () => void;
  title: string;
  /** The choices outgrow a phone's screen (a list the user adds to): they scroll. */
  scrollable?: boolean;
  /** The choices; their list takes `choiceListClass`. */
  children: ReactNode;
}

/** The class of the list inside a ChoicePopup: no line above it, the title has one. */
export const choiceListClass = styles.options;

/** A sheet of the My area to choose one setting from (the language, the server): titled, above the safe area. */
export function ChoicePopup({ visible, onClose, title, scrollable = false, children }: ChoicePopupProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      bodyClassName={scrollable ? `${styles.body} ${styles.scrollable}` : styles.body}
    >
      <h2 className={styles.title}>{title}</h2>
      {children}
    </Popup>
  );
}

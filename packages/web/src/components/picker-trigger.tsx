import { RightOutline } from 'antd-mobile-icons';
import styles from './picker-trigger.module.css';

interface PickerTriggerProps {
  id: string;
  text: string | undefined;
  placeholder: string;
  onOpen: () => void;
}

/** The tappable row that shows a picked value (or the placeholder) and opens its picker. */
export function PickerTrigger({ id, text, placeholder, onOpen }: PickerTriggerProps) {
  return (
    <button type="button" id={id} className={styles.trigger} onClick={onOpen}>
      <span className={text ? styles.value : styles.placeholder}>{text || placeholder}</span>
      <RightOutline className={styles.arrow} aria-hidden />
    </button>
  );
}

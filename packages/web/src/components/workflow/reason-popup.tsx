import { Button, Popup, TextArea } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { OPINION_MAX } from './opinion-max';
import styles from './task-popups.module.css';

interface ReasonPopupProps {
  visible: boolean;
  title: string;
  /** What confirming does, said before the user commits. */
  warning?: ReactNode;
  placeholder: string;
  confirmText: string;
  danger?: boolean;
  busy?: boolean;
  initial?: string;
  onClose: () => void;
  onConfirm: (text: string) => void;
}

/** Asks for a reason or a message before a command (end the process, urge, take back). */
export function ReasonPopup(props: ReasonPopupProps) {
  const { t } = useWorkflowTexts();
  const [text, setText] = useState(props.initial ?? '');
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.title}>{props.title}</h2>
      {props.warning && <p className={styles.warning}>{props.warning}</p>}
      <TextArea
        className={styles.text}
        value={text}
        onChange={setText}
        placeholder={props.placeholder}
        maxLength={OPINION_MAX}
        autoSize={{ minRows: 3, maxRows: 6 }}
      />
      <div className={styles.actions}>
        <Button onClick={props.onClose}>{t('form.cancel')}</Button>
        <Button
          color={props.danger ? 'danger' : 'primary'}
          loading={props.busy}
          onClick={() => props.onConfirm(text.trim())}
        >
          {props.confirmText}
        </Button>
      </div>
    </Popup>
  );
}

import { TextArea } from 'antd-mobile';
import styles from './task-popups.module.css';

/** The word of why in a task command's sheet (send back, transfer, add signers): grows to five lines. */
export function CommentArea(props: { value: string; onChange(value: string): void; placeholder: string }) {
  return (
    <TextArea
      className={styles.text}
      value={props.value}
      onChange={props.onChange}
      placeholder={props.placeholder}
      autoSize={{ minRows: 2, maxRows: 5 }}
    />
  );
}

import { Button } from 'antd-mobile';
import { useCommand } from '../../../../components/workflow/use-command';
import styles from '../../own-screens.module.css';
import { ACTIVITY_QUERIES } from './api';

/**
 * The one button at the foot of an activity's form (its summary, a work): it runs `command`,
 * toasts `done` and reloads the activities' queries.
 */
export function SubmitBar<T>({
  label,
  done,
  disabled,
  command,
}: {
  label: string;
  done: string;
  disabled: boolean;
  command: () => Promise<T>;
}) {
  const { busy, run } = useCommand(ACTIVITY_QUERIES);
  return (
    <div className={styles.actions}>
      <Button
        block
        color="primary"
        loading={busy}
        disabled={disabled}
        onClick={() => void run(command, done)}
      >
        {label}
      </Button>
    </div>
  );
}

import { localize } from '@campus/contract';
import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useCommand } from '../../components/workflow/use-command';
import { useViewStore } from '../../stores/view';
import type { AffairScreenProps } from './affair-screen';
import { GroupHeader } from './group-header';
import styles from './record-list.module.css';

/**
 * Small parts the staff groups' own record screens share (szgz, zgdw): the header with the
 * screen's own title, a form's submit button that runs the command and closes the form, and the
 * "new" button that opens a form in place.
 */
export function ScreenHeader({
  props,
  subtitle,
  children,
}: {
  props: AffairScreenProps;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  const language = useViewStore((s) => s.language);
  return (
    <GroupHeader props={props} title={localize(props.screen.title!, language)} subtitle={subtitle}>
      {children}
    </GroupHeader>
  );
}

export function SubmitButton<T>({
  label,
  done,
  command,
  onDone,
}: {
  label: string;
  /** The toast once it worked. */
  done: string;
  command: () => Promise<T>;
  onDone?: () => void;
}) {
  const { busy, run } = useCommand();
  return (
    <Button
      color="primary"
      block
      loading={busy}
      onClick={() => void run(command, done).then((r) => r && onDone?.())}
    >
      {label}
    </Button>
  );
}

/** A "new" button that, tapped, gives way to the form (which closes itself with `close`). */
export function AddInPlace({
  label,
  allowed = true,
  form,
}: {
  label: string;
  allowed?: boolean;
  form: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  if (open) return form(() => setOpen(false));
  return (
    <div className={styles.pad}>
      <Button color="primary" block onClick={() => setOpen(true)}>
        {label}
      </Button>
    </div>
  );
}

import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/**
 * A screen's main button, as wide as its row and busy while its command runs: a form's submit, a
 * survey's publish, a sign-up. The row around it (a fixed bar, the actions under a form) is the
 * screen's own.
 */
export function SubmitButton({
  label,
  busy,
  onSubmit,
}: {
  label: ReactNode;
  busy: boolean;
  onSubmit: () => unknown;
}) {
  return (
    <Button block color="primary" loading={busy} onClick={() => void onSubmit()}>
      {label}
    </Button>
  );
}

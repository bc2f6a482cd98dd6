import { Button } from 'antd-mobile';
import pages from './affair-pages.module.css';

/**
 * A form screen's one button, fixed at the foot of the screen over a spacer that keeps the last
 * field clear of it: a group's own form screens (a record, a rule, a room change) end this way.
 */
export function SaveBar({
  label,
  busy,
  block,
  onSave,
}: {
  label: string;
  busy: boolean;
  /** The button as wide as the bar. */
  block?: boolean;
  onSave: () => unknown;
}) {
  return (
    <>
      <div className={pages.barSpacer} aria-hidden />
      <footer className={pages.bar} style={{ gridTemplateColumns: '1fr' }}>
        <Button color="primary" block={block} loading={busy} onClick={() => void onSave()}>
          {label}
        </Button>
      </footer>
    </>
  );
}

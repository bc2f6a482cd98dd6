import { Button, Checkbox, Dialog, Popup } from 'antd-mobile';
import { useState } from 'react';
import { bpm, type BatchResult } from '../../api/bpm';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import styles from './batch-approve-bar.module.css';
import { OpinionField } from './opinion-field';
import { useCommand } from './use-command';

export interface BatchApproveBarProps {
  /** The task ids of the rows loaded so far. */
  allLoaded: () => string[];
  selected: ReadonlySet<string>;
  onSelect: (selected: ReadonlySet<string>) => void;
  onDone: () => void;
}

/** Agrees to the ticked tasks at once, with one opinion; says which ones could not be agreed. */
export function BatchApproveBar({ allLoaded, selected, onSelect, onDone }: BatchApproveBarProps) {
  const { t } = useWorkflowTexts();
  const { busy, run } = useCommand();
  const [confirming, setConfirming] = useState(false);
  const [opinion, setOpinion] = useState('');
  const all = allLoaded();
  const everything = all.length > 0 && all.every((id) => selected.has(id));

  const approve = async () => {
    const results = await run(() => bpm.agreeBatch([...selected], opinion.trim() || undefined));
    if (!results) return;
    setConfirming(false);
    await report(results);
    onDone();
  };

  const report = async (results: BatchResult[]) => {
    const failed = results.filter((r) => r.state !== 200);
    await Dialog.alert({
      title: t('bpm.batch.result', { ok: results.length - failed.length, failed: failed.length }),
      content: failed.length ? (
        <ul className={styles.failures}>
          {failed.map((f) => (
            <li key={f.taskId}>{f.message}</li>
          ))}
        </ul>
      ) : undefined,
      confirmText: t('form.confirm'),
    });
  };

  return (
    <>
      <div className={styles.barSpacer} aria-hidden />
      <footer className={styles.batchBar}>
        <Checkbox checked={everything} onChange={(on) => onSelect(new Set(on ? all : []))}>
          {t('bpm.batch.all')}
        </Checkbox>
        <span className={styles.count}>{t('bpm.batch.selected', { n: selected.size })}</span>
        <Button color="primary" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
          {t('bpm.batch.approve')}
        </Button>
      </footer>
      <Popup visible={confirming} onMaskClick={() => setConfirming(false)} bodyClassName={styles.sheet}>
        <h2 className={styles.sheetTitle}>{t('bpm.batch.title', { n: selected.size })}</h2>
        <OpinionField value={opinion} onChange={setOpinion} />
        <div className={styles.sheetActions}>
          <Button onClick={() => setConfirming(false)}>{t('form.cancel')}</Button>
          <Button color="primary" loading={busy} onClick={() => void approve()}>
            {t('bpm.batch.approve')}
          </Button>
        </div>
      </Popup>
    </>
  );
}

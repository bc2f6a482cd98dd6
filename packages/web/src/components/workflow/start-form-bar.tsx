import { Button } from 'antd-mobile';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import actions from '../actions.module.css';
import fixed from '../fixed-bar.module.css';

interface StartFormBarProps {
  /** A command runs: saving is off and submit spins. */
  busy: boolean;
  onSaveDraft: () => void;
  onSubmit: () => void;
}

/** The foot of a form that starts a request: save as draft, and submit. */
export function StartFormBar({ busy, onSaveDraft, onSubmit }: StartFormBarProps) {
  const { t } = useWorkflowTexts();
  return (
    <>
      <div className={fixed.spacer} aria-hidden />
      <footer className={`${fixed.bar} ${actions.split}`}>
        <Button disabled={busy} onClick={onSaveDraft}>
          {t('bpm.start.saveDraft')}
        </Button>
        <Button color="primary" loading={busy} onClick={onSubmit}>
          {t('bpm.start.submit')}
        </Button>
      </footer>
    </>
  );
}

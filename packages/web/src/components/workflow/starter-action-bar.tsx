import { Button } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bpm } from '../../api/bpm';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useSessionStore } from '../../stores/session';
import { confirm } from '../feedback';
import { planStarterActions, type StarterAction } from './action-plan';
import styles from './task-action-bar.module.css';
import { useCommand } from './use-command';

// The popups open only on a tap: fetched then, not with the request's screen (issue 16).
const ReasonPopup = lazy(() => import('./reason-popup').then((m) => ({ default: m.ReasonPopup })));
const PickPeoplePopup = lazy(() =>
  import('./pick-people-popup').then((m) => ({ default: m.PickPeoplePopup })),
);

interface StarterActionBarProps {
  instId: string;
  /** The `buttons` of the request's view: what the server lets the caller do with it. */
  buttons: readonly string[];
  /** After withdrawing: the request is a draft again, to be reopened where drafts are edited. */
  onWithdrawn: () => void;
}

/** The buttons on a running request: the applicant's urge, withdraw and call off; a copy to colleagues. */
export function StarterActionBar({ instId, buttons, onWithdrawn }: StarterActionBarProps) {
  const { t } = useWorkflowTexts();
  const { t: tc } = useTranslation('contract');
  const me = useSessionStore((s) => s.uuid);
  const { busy, run } = useCommand();
  const [asking, setAsking] = useState<Exclude<StarterAction, 'revoke'> | null>(null);
  const actions = planStarterActions(buttons);
  if (actions.length === 0) return null;

  const finish = async (command: () => Promise<unknown>, successText: string) => {
    const result = await run(async () => (await command()) ?? true, successText);
    if (result !== undefined) setAsking(null);
    return result !== undefined;
  };

  const act = async (action: StarterAction) => {
    if (action !== 'revoke') return setAsking(action);
    const sure = await confirm({
      content: t('bpm.confirm.withdraw'),
      confirmText: t('form.confirm'),
      cancelText: t('form.cancel'),
    });
    if (sure && (await finish(() => bpm.withdrawRequest(instId), t('bpm.withdrawn')))) onWithdrawn();
  };

  return (
    <>
      <div className={styles.spacer} aria-hidden />
      <footer className={styles.bar}>
        {actions.map((action) => (
          <Button
            key={action}
            className={styles.primary}
            color={action === 'urge' ? 'primary' : action === 'endProcess' ? 'danger' : 'default'}
            fill={action === 'urge' ? 'solid' : 'outline'}
            disabled={busy}
            onClick={() => void act(action)}
          >
            {action === 'copyTo' ? t('bpm.copy.button') : tc(`bpm.action.${action}`)}
          </Button>
        ))}
      </footer>
      <Suspense fallback={null}>
        {asking === 'urge' && (
          <ReasonPopup
            visible
            title={tc('bpm.action.urge')}
            warning={t('bpm.urge.hint')}
            placeholder={t('bpm.urge.message')}
            confirmText={tc('bpm.action.urge')}
            busy={busy}
            onClose={() => setAsking(null)}
            onConfirm={(message) =>
              void finish(() => bpm.urge({ instId, message: message || undefined }), t('bpm.urged'))
            }
          />
        )}
        {asking === 'copyTo' && (
          <PickPeoplePopup
            visible
            multiple
            title={t('bpm.copy.button')}
            hint={t('bpm.copy.hint')}
            toLabel={t('bpm.copy.to')}
            excludeIds={me ? [me] : []}
            busy={busy}
            confirmText={t('form.confirm')}
            onClose={() => setAsking(null)}
            onConfirm={(people, comment) =>
              void finish(
                () =>
                  bpm.copyTo({
                    instId,
                    receiverIds: people.map((p) => p.id),
                    opinion: comment || undefined,
                  }),
                t('bpm.copied'),
              )
            }
          />
        )}
        {asking === 'endProcess' && (
          <ReasonPopup
            visible
            danger
            title={tc('bpm.action.endProcess')}
            warning={t('bpm.confirm.endRequest')}
            placeholder={t('bpm.end.reason')}
            confirmText={tc('bpm.action.endProcess')}
            busy={busy}
            onClose={() => setAsking(null)}
            onConfirm={(reason) =>
              void finish(() => bpm.endRequest(instId, reason || undefined), t('bpm.done'))
            }
          />
        )}
      </Suspense>
    </>
  );
}

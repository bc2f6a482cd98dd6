import { Button, Dialog } from 'antd-mobile';
import { ActionSheet } from '../action-sheet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bpm, type FormView } from '../../api/bpm';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useSessionStore } from '../../stores/session';
import type { FormController } from '../form-renderer';
import { planTaskActions, type BarAction } from './action-plan';
import { PickPeoplePopup } from './pick-people-popup';
import { ReasonPopup } from './reason-popup';
import { SendBackPopup, type SendBack } from './send-back-popup';
import styles from './task-action-bar.module.css';
import { useCommand } from './use-command';

interface TaskActionBarProps {
  view: FormView;
  /** The task's form, when this step may edit fields: agreeing checks and sends them. */
  controller?: FormController;
  opinion: string;
  /** After a command that moved the task on: leave the screen. */
  onDone: () => void;
}

type Open = 'sendBack' | 'shift' | 'assignee' | 'addSign' | 'endProcess' | null;

/**
 * The approver's buttons at the bottom of a task: only the node's allowed actions (as the server
 * lists them for this caller), and none at all to someone who does not hold the task.
 */
export function TaskActionBar({ view, controller, opinion, onDone }: TaskActionBarProps) {
  const { t } = useWorkflowTexts();
  const { t: tc } = useTranslation('contract');
  const me = useSessionStore((s) => s.uuid);
  const { busy, run } = useCommand();
  const [open, setOpen] = useState<Open>(null);
  const [moreVisible, setMoreVisible] = useState(false);
  const taskId = view.attributes.taskId ?? '';
  const holding = view.attributes.taskStatus === 'pending';
  const plan = planTaskActions(
    view.buttons.map((b) => b.alias),
    holding,
  );
  if (!plan) return null;

  const done = t('bpm.done');
  const finish = async (command: () => Promise<unknown>, onError?: (error: unknown) => void) => {
    // A command's reply may be null; only a failure gives undefined.
    const result = await run(async () => (await command()) ?? true, done, onError);
    if (result !== undefined) {
      setOpen(null);
      onDone();
    }
  };
  // Sent back to the applicant, agreeing is resubmitting the request.
  const returnedToMe = view.attributes.creatorId === me;
  const label = (action: BarAction) =>
    action === 'sendBack'
      ? t('bpm.action.sendBack')
      : action === 'agree' && returnedToMe
        ? t('bpm.action.resubmit')
        : tc(`bpm.action.${action}`);

  const agree = () => {
    const data = controller ? controller.submit() : undefined;
    if (controller && !data) return;
    void finish(
      () => bpm.agree({ taskId, data, opinion }),
      (error) => controller?.showServerErrors(error),
    );
  };

  const confirmThen = async (content: string, command: () => Promise<unknown>) => {
    if (await Dialog.confirm({ content, confirmText: t('form.confirm'), cancelText: t('form.cancel') })) {
      await finish(command);
    }
  };

  const act = (action: BarAction) => {
    switch (action) {
      case 'agree':
        return agree();
      case 'oppose':
        return void confirmThen(t('bpm.confirm.oppose'), () => bpm.oppose({ taskId, opinion }));
      case 'abandon':
        return void confirmThen(t('bpm.confirm.abandon'), () => bpm.abandon({ taskId, opinion }));
      case 'save':
        return void run(
          () => bpm.saveTask({ taskId, opinion, data: controller?.editable() }),
          t('bpm.saved'),
        );
      default:
        return setOpen(action);
    }
  };

  const sendBack = (choice: SendBack, reason: string) =>
    void finish(() =>
      bpm.reject({ taskId, opinion: reason, mode: choice.mode, destination: choice.destination }),
    );

  return (
    <>
      <div className={styles.spacer} aria-hidden />
      <footer className={styles.bar}>
        {plan.more.length > 0 && (
          <Button className={styles.more} fill="none" onClick={() => setMoreVisible(true)}>
            {t('bpm.action.more')}
          </Button>
        )}
        {plan.primary.map((action) => (
          <Button
            key={action}
            className={styles.primary}
            color={action === 'agree' ? 'primary' : 'default'}
            fill={action === 'agree' ? 'solid' : 'outline'}
            loading={busy && action === 'agree'}
            disabled={busy}
            onClick={() => act(action)}
          >
            {label(action)}
          </Button>
        ))}
      </footer>
      <ActionSheet
        visible={moreVisible}
        onClose={() => setMoreVisible(false)}
        cancelText={t('form.cancel')}
        actions={plan.more.map((action) => ({
          key: action,
          text: label(action),
          danger: action === 'endProcess' || action === 'oppose',
          onClick: () => {
            setMoreVisible(false);
            act(action);
          },
        }))}
      />
      {open === 'sendBack' && (
        <SendBackPopup
          visible
          taskId={taskId}
          modes={plan.rejectModes}
          opinion={opinion}
          busy={busy}
          onClose={() => setOpen(null)}
          onConfirm={sendBack}
        />
      )}
      {(open === 'shift' || open === 'assignee') && (
        <PickPeoplePopup
          visible
          title={tc(`bpm.action.${open}`)}
          hint={t(open === 'shift' ? 'bpm.change.shiftHint' : 'bpm.change.assigneeHint')}
          excludeIds={[me]}
          busy={busy}
          confirmText={t('form.confirm')}
          onClose={() => setOpen(null)}
          onConfirm={([person], comment) =>
            person &&
            void finish(() => bpm.changeTask({ taskId, changeType: open, executor: person, comment }))
          }
        />
      )}
      {open === 'addSign' && (
        <PickPeoplePopup
          visible
          multiple
          title={tc('bpm.action.addSign')}
          hint={t('bpm.addSign.hint')}
          excludeIds={[me]}
          busy={busy}
          confirmText={t('form.confirm')}
          onClose={() => setOpen(null)}
          onConfirm={(people, reason) =>
            void finish(() =>
              bpm.addSign(
                taskId,
                people.map((p) => p.id),
                reason,
              ),
            )
          }
        />
      )}
      {open === 'endProcess' && (
        <ReasonPopup
          visible
          danger
          title={tc('bpm.action.endProcess')}
          warning={t('bpm.confirm.endProcess')}
          placeholder={t('bpm.end.reason')}
          confirmText={tc('bpm.action.endProcess')}
          busy={busy}
          initial={opinion}
          onClose={() => setOpen(null)}
          onConfirm={(reason) => void finish(() => bpm.endProcess(taskId, reason))}
        />
      )}
    </>
  );
}

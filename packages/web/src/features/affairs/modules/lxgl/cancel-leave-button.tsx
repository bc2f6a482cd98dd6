import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { leave, leaveEndpoints } from '../../../../api/leave';
import { ReasonPopup } from '../../../../components/workflow/reason-popup';
import { useCommand } from '../../../../components/workflow/use-command';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import { reloadAfter } from '../../reload-after';

/** 销假: the student tells the school they are back from an approved leave. */
export function CancelLeaveButton({ id, block = false }: { id: string; block?: boolean }) {
  const { t } = useWorkflowTexts();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const confirm = async (note: string) => {
    const record = await run(
      () => reloadAfter(client, leave.cancel(id, note || undefined), [leaveEndpoints.today]),
      t('leave.cancel.done'),
    );
    if (record) setAsking(false);
  };
  return (
    <>
      <Button
        color="primary"
        size={block ? 'large' : 'small'}
        block={block}
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        {t('leave.cancel.action')}
      </Button>
      {asking && (
        <ReasonPopup
          visible
          title={t('leave.cancel.title')}
          warning={t('leave.cancel.hint')}
          placeholder={t('leave.cancel.note')}
          confirmText={t('leave.cancel.confirm')}
          busy={busy}
          onClose={() => setAsking(false)}
          onConfirm={(note) => void confirm(note)}
        />
      )}
    </>
  );
}

import { useState } from 'react';
import { bpm } from '../../api/bpm';
import type { FormController } from '../form-renderer';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import type { useCommand } from './use-command';

type RunCommand = ReturnType<typeof useCommand>['run'];

/**
 * A start form's draft kept on the server: the draft's id (none until first saved, unless the form
 * reopened one) and the save, run through the screen's command so its buttons show it busy.
 */
export function useServerDraft(defId: string, reopenedId: string | undefined, run: RunCommand) {
  const { t } = useWorkflowTexts();
  const [draftId, setDraftId] = useState(reopenedId);
  const saveDraft = async (controller: FormController) => {
    const saved = await run(
      () => bpm.saveDraft({ defId, proInstId: draftId, data: controller.editable() }),
      t('bpm.start.draftSaved'),
      controller.showServerErrors,
    );
    if (!saved) return;
    // The server keeps it now; the copy on this device is no longer needed.
    controller.clearDraft();
    setDraftId(saved.proInstId);
  };
  return { draftId, saveDraft };
}

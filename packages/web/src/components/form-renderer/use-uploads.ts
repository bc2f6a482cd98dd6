import type { AttachmentRef, UploadField } from '@campus/contract';
import { useCallback, useState } from 'react';
import { filesApi } from '../../api/files';
import { http } from '../../api/http';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { uploadProblem, type UploadProblem } from './upload-rules';
import { showToast } from '../feedback';

/**
 * Uploads for one field: files are checked against the field's limits before they go up, and the
 * progress of those on their way is reported as one fraction.
 */
export function useUploads(field: UploadField) {
  const { t } = useWorkflowTexts();
  const [progress, setProgress] = useState<ReadonlyMap<File, number>>(new Map());

  const problemText = useCallback(
    (problem: UploadProblem) =>
      problem.kind === 'type'
        ? t('form.upload.typeNotAllowed')
        : problem.kind === 'size'
          ? t('form.upload.tooLarge', { max: problem.maxMB })
          : t('form.upload.tooMany', { max: problem.max }),
    [t],
  );

  /** False (after telling the user why) when the file breaks a limit. */
  const accepts = useCallback(
    (file: File, attached: number) => {
      const problem = uploadProblem(field, file, attached);
      if (problem) void showToast({ content: problemText(problem) });
      return !problem;
    },
    [field, problemText],
  );

  const upload = useCallback(async (file: File): Promise<AttachmentRef> => {
    const track = (fraction: number) => setProgress((current) => new Map(current).set(file, fraction));
    track(0);
    try {
      return await filesApi.upload(file, file.name, track);
    } catch (error) {
      http.report(error);
      throw error;
    } finally {
      setProgress((current) => {
        const next = new Map(current);
        next.delete(file);
        return next;
      });
    }
  }, []);

  const fractions = [...progress.values()];
  const overall = fractions.length ? fractions.reduce((a, b) => a + b, 0) / fractions.length : undefined;
  return { accepts, upload, problemText, progress: overall };
}

import type { WorkStudyCaps, WorkStudyPerson, WorkStudyPost } from '@campus/contract/affairs/zzgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
// From their files, not the renderer's index: that one brings the upload and date-range controls.
import { FormRenderer } from '../../../../components/form-renderer/form-renderer';
import { useFormController } from '../../../../components/form-renderer/use-form-controller';
import { useCommand } from '../../../../components/workflow/use-command';
import { endpointQuery } from '../../../../api/http';
import { reloadAfter } from '../../reload-after';
import { WORK_STUDY_QUERIES, workStudy, workStudyEndpoints } from './api';
import { postForm, postInput, postValues } from './post-form';
import { useWsTexts } from './texts';
import styles from './work-study.module.css';

export interface PostEditorProps {
  post: WorkStudyPost | undefined;
  departments: readonly WorkStudyPerson[];
  caps: WorkStudyCaps;
  onDone: () => void;
}

/**
 * The centre publishes a post or edits one. Shown in the posts screen's LazySheet, fetched with
 * the first tap on publish or edit (issue 16).
 */
export function PostEditor({ post, departments, caps, onDone }: PostEditorProps) {
  const text = useWsTexts();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  // The supervisors offered are the staff of the department chosen.
  const [department, setDepartment] = useState(post?.departmentId);
  const staff = useQuery({
    ...endpointQuery(workStudyEndpoints.supervisors, { query: { orgId: department ?? '' } }),
    enabled: department !== undefined,
  });
  const supervisors = useMemo(
    () => staff.data ?? (post ? [{ id: post.supervisorId, name: post.supervisorName }] : []),
    [staff.data, post],
  );
  const definition = useMemo(
    () => postForm(departments, supervisors, caps),
    [departments, supervisors, caps],
  );
  const controller = useFormController({ definition, initialValues: postValues(post) });
  const chosen = controller.current.departmentId as string | undefined;
  useEffect(() => {
    if (chosen) setDepartment(chosen);
  }, [chosen]);

  const save = async () => {
    const values = controller.submit();
    if (!values) return;
    const saved = await run(
      () => reloadAfter(client, workStudy.savePost(postInput(values, post?.id)), WORK_STUDY_QUERIES),
      text('savedPost'),
      controller.showServerErrors,
    );
    if (saved) onDone();
  };
  return (
    <div className={styles.editor}>
      <h2>{text(post ? 'editorEdit' : 'editorNew')}</h2>
      <div className={styles.editorBody}>
        <FormRenderer controller={controller} />
      </div>
      <div className={styles.editorBar}>
        <Button onClick={onDone}>{text('cancel')}</Button>
        <Button color="primary" loading={busy} onClick={() => void save()}>
          {text('save')}
        </Button>
      </div>
    </div>
  );
}

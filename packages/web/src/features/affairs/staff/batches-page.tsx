import { localize, type AffairBatch } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Skeleton, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { affairs } from '../../../api/affairs';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { http } from '../../../api/http';
import { EmptyState } from '../../../components/empty-state';
import { QueryView } from '../../../components/query-view';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import type { AffairScreenProps } from '../affair-screen';
import { mayManage } from '../audience';
import { GroupHeader } from '../group-header';
import { useViewer } from '../use-viewer';
import { BatchCard } from './batch-card';
import { batchChanges } from './changes';
import styles from './staff-pages.module.css';
import { useBatches, useStaffOptions } from './use-staff-options';
import { ChipTabs } from '../../../components/chip-tabs';

// The batch's form and its places are steps of their own, each on antd-mobile's Form: fetched when
// the office opens one, not with the list (issue 16).
const BatchForm = lazy(() => import('./batch-form').then((m) => ({ default: m.BatchForm })));
const BatchQuotas = lazy(() => import('./batch-quotas').then((m) => ({ default: m.BatchQuotas })));
const stepLoading = <Skeleton.Paragraph lineCount={8} animated />;

/**
 * The group's batches (批次管理) from the phone: every batched scheme's windows, newest first;
 * the office opens one, edits it (`?edit=<id>`, `?edit=new`), sets each college's places
 * (`?quotas=<id>`) and closes it early. The steps are in the address, so Back leaves them.
 */
export function BatchesPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const viewer = useViewer();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const batches = useBatches(props);
  const options = useStaffOptions(props);
  const [module, setModule] = useState('');
  const batched = props.group.modules.filter((m) => m.batches);
  const manage = mayManage(props.group, viewer);
  const editing = search.get('edit');
  const quotasOf = search.get('quotas');
  const open = (key: 'edit' | 'quotas', value: string) => setSearch({ [key]: value });
  // Back to the list: the step was pushed from it, unless the address was opened as it is.
  const back = () => (location.key === 'default' ? setSearch({}, { replace: true }) : void navigate(-1));

  const close = async (batch: AffairBatch) => {
    const confirmed = await Dialog.confirm({
      content: t('affairs.batches.closeConfirm', { name: batch.name }),
      confirmText: t('affairs.batches.close'),
      cancelText: t('affairs.batchForm.cancel'),
    });
    if (!confirmed) return;
    try {
      await affairs.closeBatch(props.group, { id: batch.id, version: batch.version });
      await invalidateEndpoints(client, batchChanges(props.group));
      Toast.show({ icon: 'success', content: t('affairs.batches.closedToast') });
    } catch (error) {
      http.report(error);
    }
  };

  if (manage && editing !== null) {
    const batch = batches.data?.find((b) => b.id === editing);
    if (editing !== 'new' && !batch) return <QueryView query={batches}>{() => <EmptyState />}</QueryView>;
    return (
      <Suspense fallback={stepLoading}>
        <BatchForm
          key={editing}
          props={props}
          batch={batch}
          modules={batch ? batched.filter((m) => m.key === batch.module) : batched}
          options={options.data}
          onDone={back}
        />
      </Suspense>
    );
  }
  const quotaBatch = quotasOf ? batches.data?.find((b) => b.id === quotasOf) : undefined;
  if (manage && quotaBatch)
    return (
      <Suspense fallback={stepLoading}>
        <BatchQuotas props={props} batch={quotaBatch} onDone={back} />
      </Suspense>
    );

  return (
    <div className={styles.page}>
      <GroupHeader props={props} subtitle={t('affairs.batches.hint')} />
      {manage && (
        <div className={styles.newBatch}>
          <Button block color="primary" onClick={() => open('edit', 'new')}>
            <AddOutline /> {t('affairs.batches.new')}
          </Button>
        </div>
      )}
      {batched.length > 1 && (
        <ChipTabs activeKey={module} onChange={setModule}>
          <ChipTabs.Tab key="" title={t('affairs.filter.allSchemes')} />
          {batched.map((m) => (
            <ChipTabs.Tab key={m.key} title={localize(m.title, language)} />
          ))}
        </ChipTabs>
      )}
      <QueryView query={batches}>
        {(rows) => {
          const shown = rows.filter((b) => !module || b.module === module);
          if (shown.length === 0) return <EmptyState description={t('affairs.batches.empty')} />;
          return shown.map((batch) => (
            <BatchCard
              key={batch.id}
              props={props}
              batch={batch}
              options={options.data}
              manage={manage}
              onEdit={() => open('edit', batch.id)}
              onQuotas={
                props.group.modules.find((m) => m.key === batch.module)?.quota
                  ? () => open('quotas', batch.id)
                  : undefined
              }
              onClose={() => void close(batch)}
            />
          ));
        }}
      </QueryView>
    </div>
  );
}

import type { CollectionView } from '@campus/contract/affairs/xxcj';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NoticeBar } from 'antd-mobile';
import { FormRenderer, useFormController } from '../../../../components/form-renderer';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { formatDateTime } from '../../../../lib/format';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { SubmitButton } from '../../submit-button';
import { MissingTargetScreen, useTargetId } from '../../target-id';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { collections, xxcjEndpoints } from './api';
import { useCollectionTexts } from './texts';
import styles from './xxcj.module.css';

function Fill({ view }: { view: CollectionView }) {
  const t = useCollectionTexts();
  const client = useQueryClient();
  const { busy, run } = useCommand();
  const done = view.submittedAt !== null;
  const controller = useFormController({ definition: view.form, initialValues: view.values ?? {} });
  const submit = async () => {
    const values = controller.submit();
    if (!values) return;
    const ok = await run(
      () => collections.fill(view.collection.id, values),
      t('submitted'),
      controller.showServerErrors,
    );
    if (ok !== undefined)
      await invalidateEndpoints(client, [
        xxcjEndpoints.collection,
        xxcjEndpoints.mine,
        xxcjEndpoints.staff,
        xxcjEndpoints.results,
        xxcjEndpoints.missing,
      ]);
  };
  return (
    <>
      {done && (
        <NoticeBar
          color="success"
          wrap
          content={t('submittedAt', { time: formatDateTime(view.submittedAt!, 'YYYY-MM-DD HH:mm') })}
        />
      )}
      {!done && view.collection.closed && <NoticeBar color="alert" wrap content={t('fill.closed')} />}
      <SectionCard title={view.collection.title}>
        <p className={styles.meta}>{view.collection.description}</p>
        <p className={styles.meta}>
          {t('deadline', { time: formatDateTime(view.collection.deadline, 'YYYY-MM-DD HH:mm') })}
        </p>
      </SectionCard>
      <FormRenderer controller={controller} readOnly={done} />
      {!done && !view.collection.closed && (
        <div className={styles.bar}>
          <SubmitButton label={t('submit')} busy={busy} onSubmit={submit} />
        </div>
      )}
    </>
  );
}

/** collectionFill: a collection's form, filled in once before its deadline (?id=). */
export function CollectionFillPage(props: AffairScreenProps) {
  const id = useTargetId();
  const view = useQuery({
    ...endpointQuery(xxcjEndpoints.collection, { query: { id } }),
    enabled: id !== '',
  });
  if (!id) return <MissingTargetScreen props={props} />;
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={view}>
        {(loaded) => <Fill key={String(loaded.submittedAt)} view={loaded} />}
      </QueryView>
    </>
  );
}

import { localize, type AffairMeta, type FormDefinition, type FormValues } from '@campus/contract';
import type { MyDormitory } from '@campus/contract/affairs/ssgl';
import { useQuery } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { affairs } from '../../../../api/affairs';
import { initiatedEndpoints, type FormView } from '../../../../api/bpm';
// From their files, not the renderer's index: that one brings the upload and date-range controls.
import { FormRenderer } from '../../../../components/form-renderer/form-renderer';
import { useFormController } from '../../../../components/form-renderer/use-form-controller';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import { useViewStore } from '../../../../stores/view';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { ApprovalRoute } from '../../approval-route';
import { GroupHeader } from '../../group-header';
import { localizedQuery } from '../../affair-queries';
import { useAffairMeta } from '../../use-affair-meta';
import { endpointQuery } from '../../../../api/http';
import { dormEndpoints } from './api';
import { BedPicker, type PickedBed } from './bed-picker';
import own from './dorm.module.css';
import { useDormTexts } from './texts';
import { ErrorBlock } from '../../../../components/error-block';
import { SaveBar } from '../../save-bar';

/** The fields the picker fills in: the bed, and whether it is in the student's building. */
const PICKED = new Set(['targetBed', 'changeType']);

interface ChangeFormProps extends AffairScreenProps {
  meta: AffairMeta;
  view: FormView;
  mine: MyDormitory;
}

function ChangeForm({ meta, view, mine, ...props }: ChangeFormProps) {
  const t = useDormTexts();
  const { busy, run } = useCommand();
  const navigate = useNavigate();
  const [bed, setBed] = useState<PickedBed | null>(null);
  const definition = useMemo<FormDefinition>(
    () => ({
      ...view.formModel.formData,
      fields: view.formModel.formData.fields.filter((f) => !PICKED.has(f.key)),
    }),
    [view],
  );
  const controller = useFormController({
    definition,
    permissions: view.permissions.fields,
    initialValues: { ...meta.initial, ...view.formModel.formValue },
    autosave: { scope: 'changingDormitory' },
  });
  const place = mine.place!;

  const submit = async () => {
    if (!bed) {
      Toast.show({ content: t('change.needBed') });
      return;
    }
    const values = controller.submit();
    if (!values) return;
    const data: FormValues = {
      ...values,
      targetBed: bed.code,
      changeType: bed.buildingId === place.buildingId ? 'sameBuilding' : 'otherBuilding',
    };
    const applied = await run(
      () => affairs.apply(meta.module, { data }),
      undefined,
      controller.showServerErrors,
    );
    if (!applied) return;
    controller.clearDraft();
    navigate(screenPath(props, 'success', { module: meta.module.key, query: { id: applied.proInstId } }), {
      replace: true,
    });
  };

  return (
    <>
      <SectionCard title={t('change.current')}>
        <p className={own.chosen}>
          {place.buildingName} {t('occ.room', { room: place.roomNumber })}{' '}
          {t('live.bed', { n: place.bedNumber })}
        </p>
      </SectionCard>
      <BedPicker currentRoom={place.roomId} value={bed} onChange={setBed} />
      <SectionCard title={t('change.details')}>
        <FormRenderer controller={controller} />
      </SectionCard>
      <ApprovalRoute steps={meta.route} />
      <SaveBar label={t('change.submit')} busy={busy} onSave={submit} />
    </>
  );
}

/**
 * changingDormitory: the student's bed now, the free beds they may ask for (their sex, a place left,
 * not their own room), the reason, and the route (counsellor, then the dormitory office).
 */
export function ChangeRoomPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const dt = useDormTexts();
  const language = useViewStore((s) => s.language);
  const meta = useAffairMeta(props.module);
  const mine = useQuery(endpointQuery(dormEndpoints.mine));
  const start = useQuery({
    ...localizedQuery(initiatedEndpoints.formData, { query: { defId: meta.data?.defId ?? '' } }, language),
    enabled: meta.data !== undefined && meta.data.eligibility.ok,
    staleTime: Infinity,
  });
  return (
    <QueryView query={meta}>
      {(loaded) => (
        <>
          <GroupHeader props={props} subtitle={localize(loaded.module.summary, language)} />
          {!loaded.mayApply ? (
            <ErrorBlock status="empty" title={t('affairs.apply.notForYou')} description="" />
          ) : (
            <QueryView query={mine}>
              {(dormitory) =>
                !dormitory.place ? (
                  <ErrorBlock status="empty" title={dt('live.noBed')} description="" />
                ) : (
                  <QueryView query={start}>
                    {(view) => <ChangeForm {...props} meta={loaded} view={view} mine={dormitory} />}
                  </QueryView>
                )
              }
            </QueryView>
          )}
        </>
      )}
    </QueryView>
  );
}

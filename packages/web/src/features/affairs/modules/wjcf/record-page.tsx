import { SANCTION_RECORD_FORM, type SanctionInput } from '@campus/contract/affairs/wjcf';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FormRenderer, useFormController } from '../../../../components/form-renderer';
import { SectionCard } from '../../../../components/section-card';
import { schoolToday } from '../../../../lib/school-date';
import { useCommand } from '../../../../components/workflow/use-command';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { reloadAfter } from '../../reload-after';
import { discipline, SANCTION_QUERIES } from './api';
import { useDisciplineTexts } from './texts';
import { SaveBar } from '../../save-bar';

/**
 * disciplineRecord: staff record a sanction for a student in their charge (the server checks the
 * charge, the school's period bounds and that only the office records an expulsion); then its page.
 */
export function DisciplineRecordPage(props: AffairScreenProps) {
  const t = useDisciplineTexts();
  const navigate = useNavigate();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const controller = useFormController({
    definition: SANCTION_RECORD_FORM,
    initialValues: { decisionDate: schoolToday() },
    autosave: { scope: 'new-sanction' },
  });
  const save = async () => {
    const values = controller.submit();
    if (!values) return;
    const input = { ...values } as unknown as SanctionInput;
    if (input.kind === 'expulsion' || values.periodMonths === null || values.periodMonths === '')
      delete input.periodMonths;
    const saved = await run(
      () => reloadAfter(client, discipline.record(input), SANCTION_QUERIES),
      t('record.saved'),
      controller.showServerErrors,
    );
    if (!saved) return;
    controller.clearDraft();
    navigate(`${props.routes.basePath}/disciplineView?id=${saved.id}`, { replace: true });
  };
  return (
    <>
      <GroupHeader props={props} subtitle={t('record.hint')} />
      <SectionCard title={t('record.save')}>
        <FormRenderer controller={controller} />
      </SectionCard>
      <SaveBar label={t('record.save')} busy={busy} onSave={save} />
    </>
  );
}

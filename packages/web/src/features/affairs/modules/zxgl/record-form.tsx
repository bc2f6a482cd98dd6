import { OUTCOMES, RISKS, type RecordInput, type SessionRecord } from '@campus/contract/affairs/zxgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Selector, Switch, TextArea } from 'antd-mobile';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { SheetForm } from '../../sheet-form';
import { formatDateTime } from '../../../../lib/format';
import { counselling, zxglEndpoints } from './api';
import { useCounsellingTexts } from './texts';

interface Values {
  outcome?: RecordInput['outcome'][];
  summary?: string;
  assessment?: string;
  risk?: RecordInput['risk'][];
  plan?: string;
  referral?: boolean;
}

/** The confidential record of one session: read it when written, write or correct it. */
export function RecordForm({
  bookingId,
  recorded,
  onDone,
}: {
  bookingId: string;
  recorded: boolean;
  onDone: () => void;
}) {
  const t = useCounsellingTexts();
  const client = useQueryClient();
  const existing = useQuery({
    ...endpointQuery(zxglEndpoints.record, { params: { id: bookingId } }),
    enabled: recorded,
  });
  if (recorded && !existing.data) return null;
  const record: SessionRecord | undefined = existing.data;
  const write = (values: Values) =>
    counselling.writeRecord(bookingId, {
      outcome: values.outcome?.[0] ?? 'done',
      summary: values.summary ?? '',
      ...(values.assessment ? { assessment: values.assessment } : {}),
      risk: values.risk?.[0] ?? 'low',
      ...(values.plan ? { plan: values.plan } : {}),
      referral: values.referral ?? false,
    });
  return (
    <SheetForm
      header={
        <>
          {t('record.title')}
          {record &&
            ` · ${t('record.by', { name: record.writerName, time: formatDateTime(record.writtenAt, 'YYYY-MM-DD HH:mm') })}`}
        </>
      }
      submit={t('record.save')}
      save={write}
      saved={t('record.saved')}
      onSaved={async () => {
        await invalidateEndpoints(client, [zxglEndpoints.record]);
        onDone();
      }}
      initialValues={{
        outcome: [record?.outcome ?? 'done'],
        summary: record?.summary ?? '',
        assessment: record?.assessment ?? '',
        risk: [record?.risk ?? 'low'],
        plan: record?.plan ?? '',
        referral: record?.referral ?? false,
      }}
    >
      <Form.Item name="outcome" label={t('record.outcome')}>
        <Selector options={OUTCOMES.map((o) => ({ value: o, label: t(`status.${o}`) }))} />
      </Form.Item>
      <Form.Item name="summary" label={t('record.summary')} rules={[{ required: true }]}>
        <TextArea rows={4} maxLength={4000} />
      </Form.Item>
      <Form.Item name="assessment" label={t('record.assessment')}>
        <TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Form.Item name="risk" label={t('record.risk')}>
        <Selector options={RISKS.map((r) => ({ value: r, label: t(`risk.${r}`) }))} />
      </Form.Item>
      <Form.Item name="plan" label={t('record.plan')}>
        <TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Form.Item name="referral" label={t('record.referral')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </SheetForm>
  );
}

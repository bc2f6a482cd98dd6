import { PAYMENT_CHANNELS, type BillDetail, type PaymentChannel } from '@campus/contract/affairs/sfgl';
import { Form, Input, Selector, TextArea } from 'antd-mobile';
import { SheetForm } from '../../sheet-form';
import { fees } from './api';
import { useFeeTexts } from './texts';

/**
 * The finance office's two actions on a bill: a desk payment (amount, channel, receipt number)
 * and a deferral (amount, deadline, reason). Each submission carries its Idempotency-Key, so a
 * double tap records it once; the server's refusal names the field. Fetched when the sheet
 * first opens (record-actions.tsx), so the bill's screen loads without antd-mobile's Form.
 */
export type RecordKind = 'payment' | 'deferral';

interface Values {
  amount?: string;
  channel?: PaymentChannel[];
  receiptNo?: string;
  deadline?: string;
  reason?: string;
}

export function RecordForm({
  bill,
  kind,
  onDone,
}: {
  bill: BillDetail;
  kind: RecordKind;
  onDone: (bill: BillDetail) => void;
}) {
  const t = useFeeTexts();
  const record = (values: Values) => {
    const amount = Number(values.amount);
    return kind === 'payment'
      ? fees.payment({
          billId: bill.id,
          amount,
          channel: values.channel?.[0] ?? 'desk',
          receiptNo: values.receiptNo ?? '',
        })
      : fees.deferral({
          billId: bill.id,
          amount,
          deadline: values.deadline ?? '',
          reason: values.reason ?? '',
        });
  };
  return (
    <SheetForm
      header={t(kind === 'payment' ? 'action.payment' : 'action.deferral')}
      submit={t('form.save')}
      initialValues={{ amount: String(bill.outstanding), channel: ['desk'] }}
      save={record}
      saved={t('form.saved')}
      onSaved={onDone}
    >
      <Form.Item name="amount" label={t('form.amount')} rules={[{ required: true }]}>
        <Input type="number" inputMode="decimal" />
      </Form.Item>
      {kind === 'payment' ? (
        <>
          <Form.Item name="channel" label={t('form.channel')}>
            <Selector options={PAYMENT_CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))} />
          </Form.Item>
          <Form.Item name="receiptNo" label={t('form.receipt')} rules={[{ required: true }]}>
            <Input maxLength={40} />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="deadline" label={t('form.deadline')} rules={[{ required: true }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="reason" label={t('form.reason')} rules={[{ required: true }]}>
            <TextArea maxLength={500} rows={3} />
          </Form.Item>
        </>
      )}
    </SheetForm>
  );
}

import { TOPICS, type SlotView, type Topic } from '@campus/contract/affairs/zxgl';
import { Form, Input, Selector, Switch, TextArea } from 'antd-mobile';
import { SheetForm } from '../../sheet-form';
import { counselling } from './api';
import { dayOf, spanOf } from './slot-label';
import { useCounsellingTexts } from './texts';

interface Values {
  topic?: Topic[];
  description?: string;
  phone?: string;
  anonymous?: boolean;
}

/** The booking form for one slot: topic, what about, phone, anonymous (explained on the switch). */
export function BookForm({ slot, onDone }: { slot: SlotView; onDone: () => void }) {
  const t = useCounsellingTexts();
  const book = (values: Values) =>
    counselling.book({
      slotId: slot.id,
      topic: values.topic?.[0] ?? 'other',
      ...(values.description ? { description: values.description } : {}),
      phone: values.phone ?? '',
      anonymous: values.anonymous ?? false,
    });
  return (
    <SheetForm
      header={
        <>
          {slot.counsellorName} · {dayOf(slot)} {spanOf(slot)}
        </>
      }
      submit={t('form.submit')}
      initialValues={{ anonymous: false }}
      save={book}
      saved={t('form.booked')}
      onSaved={onDone}
    >
      <Form.Item name="topic" label={t('form.topic')} rules={[{ required: true }]}>
        <Selector
          columns={3}
          options={TOPICS.map((topic) => ({ value: topic, label: t(`topic.${topic}`) }))}
        />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')}>
        <TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="phone" label={t('form.phone')} rules={[{ required: true }]}>
        <Input type="tel" inputMode="tel" maxLength={11} />
      </Form.Item>
      {/* What anonymous means, said where it is chosen: the server keeps it so (zxgl/disclosure.ts). */}
      <Form.Item
        name="anonymous"
        label={t('form.anonymous')}
        valuePropName="checked"
        description={t('form.anonymousHelp')}
      >
        <Switch aria-label={t('form.anonymous')} />
      </Form.Item>
    </SheetForm>
  );
}

import { TOPICS, type SlotView, type Topic } from '@campus/contract/affairs/zxgl';
import { Button, Form, Input, Selector, Switch, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { http } from '../../../../api/http';
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
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await counselling.book({
        slotId: slot.id,
        topic: values.topic?.[0] ?? 'other',
        ...(values.description ? { description: values.description } : {}),
        phone: values.phone ?? '',
        anonymous: values.anonymous ?? false,
      });
      Toast.show({ icon: 'success', content: t('form.booked') });
      onDone();
    } catch (error) {
      http.report(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      layout="vertical"
      initialValues={{ anonymous: false }}
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" loading={busy}>
          {t('form.submit')}
        </Button>
      }
    >
      <Form.Header>
        {slot.counsellorName} · {dayOf(slot)} {spanOf(slot)}
      </Form.Header>
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
    </Form>
  );
}

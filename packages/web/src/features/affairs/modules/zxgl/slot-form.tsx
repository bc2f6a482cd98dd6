import { MODES, type Mode } from '@campus/contract/affairs/zxgl';
import { Form, Input, Selector } from 'antd-mobile';
import { SheetForm } from '../../sheet-form';
import { counselling } from './api';
import { useCounsellingTexts } from './texts';

interface SlotValues {
  start?: string;
  minutes?: string;
  place?: string;
  mode?: Mode[];
}

/** A counsellor publishes a slot: start, length, place, face to face or online. */
export function SlotForm({ onDone }: { onDone: () => void }) {
  const t = useCounsellingTexts();
  const addSlot = (values: SlotValues) =>
    counselling.addSlot({
      startsAt: values.start ? new Date(values.start).getTime() : 0,
      minutes: Number(values.minutes ?? 50),
      place: values.place ?? '',
      mode: values.mode?.[0] ?? 'inPerson',
    });
  return (
    <SheetForm
      header={t('schedule.add')}
      submit={t('schedule.save')}
      initialValues={{ minutes: '50', mode: ['inPerson'], place: '大学生活动中心 302 咨询室' }}
      save={addSlot}
      onSaved={onDone}
    >
      <Form.Item name="start" label={t('schedule.start')} rules={[{ required: true }]}>
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item name="minutes" label={t('schedule.minutes')} rules={[{ required: true }]}>
        <Input type="number" inputMode="numeric" />
      </Form.Item>
      <Form.Item name="place" label={t('schedule.place')} rules={[{ required: true }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="mode" label={t('schedule.mode')}>
        <Selector options={MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))} />
      </Form.Item>
    </SheetForm>
  );
}

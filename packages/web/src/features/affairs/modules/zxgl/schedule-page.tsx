import { MODES, type Mode, type ScheduleSlot } from '@campus/contract/affairs/zxgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Popup, Selector, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { http } from '../../../../api/http';
import { EmptyState } from '../../../../components/empty-state';
import { QueryView } from '../../../../components/query-view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { counselling } from './api';
import { RecordForm } from './record-form';
import { byDay, spanOf } from './slot-label';
import { useCounsellingTexts } from './texts';
import styles from './zxgl.module.css';

interface SlotValues {
  start?: string;
  minutes?: string;
  place?: string;
  mode?: Mode[];
}

function SlotForm({ onDone }: { onDone: () => void }) {
  const t = useCounsellingTexts();
  const [busy, setBusy] = useState(false);
  const submit = async (values: SlotValues) => {
    setBusy(true);
    try {
      await counselling.addSlot({
        startsAt: values.start ? new Date(values.start).getTime() : 0,
        minutes: Number(values.minutes ?? 50),
        place: values.place ?? '',
        mode: values.mode?.[0] ?? 'inPerson',
      });
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
      initialValues={{ minutes: '50', mode: ['inPerson'], place: '大学生活动中心 302 咨询室' }}
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" loading={busy}>
          {t('schedule.save')}
        </Button>
      }
    >
      <Form.Header>{t('schedule.add')}</Form.Header>
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
    </Form>
  );
}

/**
 * counsellingSchedule (the centre's staff): their slots of the last week and the coming weeks with
 * who booked (unless anonymous) and why; publish a slot; write or read a session's confidential
 * record once it has begun.
 */
export function SchedulePage(props: AffairScreenProps) {
  const t = useCounsellingTexts();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [recording, setRecording] = useState<NonNullable<ScheduleSlot['booking']> | null>(null);
  const schedule = useQuery({ queryKey: ['zxgl', 'schedule'], queryFn: counselling.schedule });
  const refresh = () => client.invalidateQueries({ queryKey: ['zxgl'] });
  const now = Date.now();
  return (
    <>
      <GroupHeader props={props} subtitle={t('schedule.hint')} />
      <div className={styles.toolbar}>
        <Button size="small" color="primary" onClick={() => setAdding(true)}>
          {t('schedule.add')}
        </Button>
      </div>
      <QueryView query={schedule}>
        {(loaded) =>
          loaded.length === 0 ? (
            <EmptyState description={t('schedule.none')} />
          ) : (
            byDay(loaded).map(([day, slots]) => (
              <section key={day} aria-label={day}>
                <h2 className={styles.day}>{day}</h2>
                <div className={styles.cards}>
                  {slots.map((slot) => {
                    const b = slot.booking;
                    return (
                      <div key={slot.id} className={styles.card}>
                        <div className={styles.cardHead}>
                          <h2>
                            {spanOf(slot)} · {t(`mode.${slot.mode}`)}
                          </h2>
                          {b ? (
                            <Tag
                              color={
                                b.status === 'done'
                                  ? 'success'
                                  : b.status === 'noShow'
                                    ? 'warning'
                                    : 'primary'
                              }
                              fill="outline"
                            >
                              {t(`status.${b.status}`)}
                            </Tag>
                          ) : (
                            <Tag fill="outline">{t('schedule.free')}</Tag>
                          )}
                        </div>
                        <p className={styles.line}>{slot.place}</p>
                        {b && (
                          <>
                            <p className={styles.line}>
                              {b.studentName ?? t('schedule.anonymous')} · {b.phone} · {t(`topic.${b.topic}`)}
                            </p>
                            {b.description && <p className={styles.line}>{b.description}</p>}
                            {slot.startsAt <= now && (
                              <div className={styles.actions}>
                                <Button size="small" onClick={() => setRecording(b)}>
                                  {t(b.recorded ? 'schedule.read' : 'schedule.write')}
                                </Button>
                              </div>
                            )}
                          </>
                        )}
                      </div>
                    );
                  })}
                </div>
              </section>
            ))
          )
        }
      </QueryView>
      <Popup visible={adding} onMaskClick={() => setAdding(false)} destroyOnClose>
        <div className={styles.popup}>
          <SlotForm
            onDone={() => {
              setAdding(false);
              Toast.show({ icon: 'success', content: t('schedule.save') });
              void refresh();
            }}
          />
        </div>
      </Popup>
      <Popup visible={recording !== null} onMaskClick={() => setRecording(null)} destroyOnClose>
        <div className={styles.popup}>
          {recording && (
            <RecordForm
              bookingId={recording.id}
              recorded={recording.recorded}
              onDone={() => {
                setRecording(null);
                void refresh();
              }}
            />
          )}
        </div>
      </Popup>
    </>
  );
}

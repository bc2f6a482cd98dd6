import type { ScheduleSlot } from '@campus/contract/affairs/zxgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popup, Tag, Toast } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { ListQueryView } from '../../list-query-view';
import { zxglEndpoints } from './api';
import { byDay, spanOf } from './slot-label';
import { useCounsellingTexts } from './texts';
import stack from '../../card-stack.module.css';
import styles from './zxgl.module.css';

/** The forms load when first opened (antd's form stays out of the screen's first load). */
const SlotForm = lazy(() => import('./slot-form').then((m) => ({ default: m.SlotForm })));
const RecordForm = lazy(() => import('./record-form').then((m) => ({ default: m.RecordForm })));

/**
 * counsellingSchedule (the centre's staff): their slots of the last week and the coming weeks with
 * who booked (for an anonymous booking, no name or phone until the student reveals them) and why; publish a slot; write or read a session's confidential
 * record once it has begun.
 */
export function SchedulePage(props: AffairScreenProps) {
  const t = useCounsellingTexts();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [recording, setRecording] = useState<NonNullable<ScheduleSlot['booking']> | null>(null);
  const schedule = useQuery(endpointQuery(zxglEndpoints.schedule));
  const refresh = () => invalidateEndpoints(client, [zxglEndpoints.schedule, zxglEndpoints.statistics]);
  const now = Date.now();
  return (
    <>
      <GroupHeader props={props} subtitle={t('schedule.hint')} />
      <div className={styles.toolbar}>
        <Button size="small" color="primary" onClick={() => setAdding(true)}>
          {t('schedule.add')}
        </Button>
      </div>
      <ListQueryView query={schedule} empty={<EmptyState description={t('schedule.none')} />}>
        {(loaded) =>
          byDay(loaded).map(([day, slots]) => (
            <section key={day} aria-label={day}>
              <h2 className={styles.day}>{day}</h2>
              <div className={stack.stack}>
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
                              b.status === 'done' ? 'success' : b.status === 'noShow' ? 'warning' : 'primary'
                            }
                            fill="outline"
                          >
                            {t(`status.${b.status}`)}
                          </Tag>
                        ) : (
                          <Tag fill="outline">{t('schedule.free')}</Tag>
                        )}
                      </div>
                      <p className={stack.line}>{slot.place}</p>
                      {b && (
                        <>
                          <p className={stack.line}>
                            {[b.studentName ?? t('schedule.anonymous'), b.phone, t(`topic.${b.topic}`)]
                              .filter(Boolean)
                              .join(' · ')}
                          </p>
                          {b.anonymous && b.studentName !== null && (
                            <p className={stack.line}>{t('schedule.revealed')}</p>
                          )}
                          {b.description && <p className={stack.line}>{b.description}</p>}
                          {slot.startsAt <= now && (
                            <div className={stack.actions}>
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
        }
      </ListQueryView>
      <Popup visible={adding} onMaskClick={() => setAdding(false)} destroyOnClose>
        <div className={styles.popup}>
          <Suspense fallback={null}>
            <SlotForm
              onDone={() => {
                setAdding(false);
                Toast.show({ icon: 'success', content: t('schedule.save') });
                void refresh();
              }}
            />
          </Suspense>
        </div>
      </Popup>
      <Popup visible={recording !== null} onMaskClick={() => setRecording(null)} destroyOnClose>
        <div className={styles.popup}>
          {recording && (
            <Suspense fallback={null}>
              <RecordForm
                bookingId={recording.id}
                recorded={recording.recorded}
                onDone={() => {
                  setRecording(null);
                  void refresh();
                }}
              />
            </Suspense>
          )}
        </div>
      </Popup>
    </>
  );
}

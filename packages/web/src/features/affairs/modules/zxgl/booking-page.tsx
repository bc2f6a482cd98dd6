import { CANCEL_HOURS, type SlotView } from '@campus/contract/affairs/zxgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Popup, Tabs, Tag, Toast } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery, http } from '../../../../api/http';
import { EmptyState } from '../../../../components/empty-state';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { ListQueryView } from '../../list-query-view';
import { counselling, zxglEndpoints } from './api';
import { byDay, dayOf, spanOf } from './slot-label';
import { useCounsellingTexts, type CounsellingTextKey } from './texts';
import stack from '../../card-stack.module.css';
import styles from './zxgl.module.css';

/** The form loads when a slot is first tapped (antd's form stays out of the screen's first load). */
const BookForm = lazy(() => import('./book-form').then((m) => ({ default: m.BookForm })));

const STATUS_COLORS = {
  booked: 'primary',
  cancelled: 'default',
  done: 'success',
  noShow: 'warning',
} as const;

/** An open slot of the day: its time, counsellor and mode, and whether it is taken (then disabled). */
function SlotButton({ slot, onPick }: { slot: SlotView; onPick: (slot: SlotView) => void }) {
  const t = useCounsellingTexts();
  return (
    <button type="button" className={styles.slot} disabled={slot.booked} onClick={() => onPick(slot)}>
      <strong>{spanOf(slot)}</strong>
      <span>
        {slot.counsellorName} · {t(`mode.${slot.mode}`)}
      </span>
      <span>{t(slot.booked ? 'slot.taken' : 'slot.open')}</span>
    </button>
  );
}

/**
 * counselling: the student books a counsellor's open slot (grouped by day) and sees their
 * bookings, cancelling one up to CANCEL_HOURS ahead and, on an anonymous one, showing the
 * counsellor who they are when they choose; a crisis line is always on screen.
 */
export function BookingPage(props: AffairScreenProps) {
  const t = useCounsellingTexts();
  const client = useQueryClient();
  const [tab, setTab] = useState('slots');
  const [chosen, setChosen] = useState<SlotView | null>(null);
  const slots = useQuery(endpointQuery(zxglEndpoints.slots));
  const mine = useQuery(endpointQuery(zxglEndpoints.mine));
  const refresh = () => invalidateEndpoints(client, [zxglEndpoints.slots, zxglEndpoints.mine]);
  /** A booking action the student confirms first (cancelling, revealing who they are). */
  const act = async (ask: CounsellingTextKey, run: () => Promise<unknown>, done: CounsellingTextKey) => {
    if (!(await Dialog.confirm({ content: t(ask) }))) return;
    try {
      await run();
      Toast.show({ icon: 'success', content: t(done) });
      await refresh();
    } catch (error) {
      http.report(error);
    }
  };
  const cancel = (id: string) => act('mine.cancelAsk', () => counselling.cancel(id), 'mine.cancelled');
  const reveal = (id: string) => act('mine.revealAsk', () => counselling.reveal(id), 'mine.revealed');
  return (
    <>
      <GroupHeader props={props} subtitle={t('book.hint')} />
      <p className={styles.crisis}>{t('form.crisis')}</p>
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab title={t('tab.slots')} key="slots">
          <ListQueryView query={slots} empty={<EmptyState description={t('slot.none')} />}>
            {(loaded) =>
              byDay(loaded).map(([day, list]) => (
                <section key={day} aria-label={day}>
                  <h2 className={styles.day}>{day}</h2>
                  <div className={styles.slots}>
                    {list.map((slot) => (
                      <SlotButton key={slot.id} slot={slot} onPick={setChosen} />
                    ))}
                  </div>
                </section>
              ))
            }
          </ListQueryView>
        </Tabs.Tab>
        <Tabs.Tab title={t('tab.mine')} key="mine">
          <ListQueryView query={mine} empty={<EmptyState description={t('mine.none')} />}>
            {(loaded) => (
              <div className={stack.stack}>
                {loaded.map((b) => (
                  <section key={b.id} className={styles.card} aria-label={spanOf(b.slot)}>
                    <div className={styles.cardHead}>
                      <h2>
                        {dayOf(b.slot)} {spanOf(b.slot)}
                      </h2>
                      <Tag color={STATUS_COLORS[b.status]} fill="outline">
                        {t(`status.${b.status}`)}
                      </Tag>
                    </div>
                    <p className={stack.line}>
                      {b.slot.counsellorName} · {t(`topic.${b.topic}`)} · {b.slot.place}
                    </p>
                    {b.anonymous && b.status !== 'cancelled' && (
                      <div className={styles.anonymity}>
                        {b.revealed ? (
                          <span>{t('mine.revealed')}</span>
                        ) : (
                          <>
                            <span>{t('mine.anonymous')}</span>
                            <Button size="small" onClick={() => void reveal(b.id)}>
                              {t('mine.reveal')}
                            </Button>
                          </>
                        )}
                      </div>
                    )}
                    {b.status === 'booked' && (
                      <div className={stack.actions}>
                        {b.cancellable ? (
                          <Button size="small" onClick={() => void cancel(b.id)}>
                            {t('mine.cancel')}
                          </Button>
                        ) : (
                          <span className={stack.line}>{t('mine.late', { hours: CANCEL_HOURS })}</span>
                        )}
                      </div>
                    )}
                  </section>
                ))}
              </div>
            )}
          </ListQueryView>
        </Tabs.Tab>
      </Tabs>
      <Popup visible={chosen !== null} onMaskClick={() => setChosen(null)} destroyOnClose>
        <div className={styles.popup}>
          {chosen && (
            <Suspense fallback={null}>
              <BookForm
                slot={chosen}
                onDone={() => {
                  setChosen(null);
                  setTab('mine');
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

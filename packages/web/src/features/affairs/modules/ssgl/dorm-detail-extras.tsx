import type { BedPlace, DormRequestRecord, RepairStage } from '@campus/contract/affairs/ssgl';
import { Steps } from 'antd-mobile';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import type { DetailExtrasProps } from '../../group-screens';
import styles from './dorm.module.css';
import { useDormTexts, type DormTextKey } from './texts';

const STAGES: readonly RepairStage[] = ['submitted', 'inRepair', 'done', 'rated'];

function useBedName() {
  const t = useDormTexts();
  return (place: BedPlace) =>
    `${place.buildingName} ${t('occ.room', { room: place.roomNumber })} ${t('live.bed', { n: place.bedNumber })}`;
}

/** A room change, an off-campus stay, a holiday stay or a move-out: the bed when asking, the wanted one, the move. */
export function DormDetailExtras({ detail, module }: DetailExtrasProps) {
  const t = useDormTexts();
  const bedName = useBedName();
  const record = detail.record as DormRequestRecord | null;
  if (!record?.from) return null;
  return (
    <SectionCard title={t('rec.title')}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('rec.from')}</dt>
          <dd>{bedName(record.from)}</dd>
        </div>
        {record.target && (
          <div>
            <dt>{t('rec.target')}</dt>
            <dd>
              {bedName(record.target)}
              {record.targetRoom && !record.movedAt && (
                <>
                  <br />
                  <small>{t('rec.targetRoom', record.targetRoom)}</small>
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
      {record.movedAt !== null && (
        <p className={styles.chosen}>
          {t(module.key === 'checkOut' ? 'rec.freed' : 'rec.moved', {
            time: formatDateTime(record.movedAt, 'YYYY-MM-DD HH:mm'),
          })}
        </p>
      )}
    </SectionCard>
  );
}

/** A check-in: the bed the office gave (with its room's occupancy until placed), and when. */
export function CheckInDetailExtras({ detail }: DetailExtrasProps) {
  const t = useDormTexts();
  const bedName = useBedName();
  const record = detail.record as DormRequestRecord | null;
  if (!record) return null;
  return (
    <SectionCard title={t('rec.title')}>
      {record.target ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('rec.given')}</dt>
            <dd>
              {bedName(record.target)}
              {record.targetRoom && !record.movedAt && (
                <>
                  <br />
                  <small>{t('rec.targetRoom', record.targetRoom)}</small>
                </>
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.chosen}>{t('rec.waiting')}</p>
      )}
      {record.movedAt !== null && (
        <p className={styles.chosen}>
          {t('rec.placed', { time: formatDateTime(record.movedAt, 'YYYY-MM-DD HH:mm') })}
        </p>
      )}
    </SectionCard>
  );
}

/** A repair order: where it is (waiting, being repaired, done, rated), who repaired it, the rating. */
export function RepairDetailExtras({ detail }: DetailExtrasProps) {
  const t = useDormTexts();
  const record = detail.record as DormRequestRecord | null;
  if (!record?.stage) return null;
  const stage = record.stage;
  const reached = STAGES.indexOf(stage);
  const work = record.repair;
  return (
    <SectionCard title={t('rec.stage')}>
      {reached >= 0 ? (
        <Steps current={reached} className={styles.steps}>
          {STAGES.map((s) => (
            <Steps.Step key={s} title={t(`stage.${s}` as DormTextKey)} />
          ))}
        </Steps>
      ) : (
        <p className={styles.chosen}>{t(`stage.${stage}` as DormTextKey)}</p>
      )}
      <dl className={styles.facts}>
        {record.bed && (
          <div>
            <dt>{t('live.code')}</dt>
            <dd>{record.bed}</dd>
          </div>
        )}
        {record.trade && (
          <div>
            <dt>{t('rec.trade')}</dt>
            <dd>{t(`trade.${record.trade}` as DormTextKey)}</dd>
          </div>
        )}
        {work?.worker && (
          <div>
            <dt>{t('rec.worker')}</dt>
            <dd>{work.worker}</dd>
          </div>
        )}
        {work?.workerNote && (
          <div>
            <dt>{t('rec.workerNote')}</dt>
            <dd>{work.workerNote}</dd>
          </div>
        )}
        {work?.rating && (
          <div>
            <dt>{t('rec.rating')}</dt>
            <dd>
              {'★'.repeat(work.rating)}
              {'☆'.repeat(5 - work.rating)} {t('rec.stars', { n: work.rating })}
              {work.ratingComment && (
                <>
                  <br />
                  {work.ratingComment}
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
    </SectionCard>
  );
}

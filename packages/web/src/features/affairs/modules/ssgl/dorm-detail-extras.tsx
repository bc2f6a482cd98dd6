import type { BedPlace, DormRequestRecord } from '@campus/contract/affairs/ssgl';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import type { DetailExtrasProps } from '../../group-screens';
import { WorkOrderExtras } from '../../work-order-extras';
import styles from './dorm.module.css';
import { useDormTexts, type DormTextKey } from './texts';

function useBedName() {
  const t = useDormTexts();
  return (place: BedPlace) =>
    `${place.buildingName} ${t('occ.room', { room: place.roomNumber })} ${t('live.bed', { n: place.bedNumber })}`;
}

/** The bed the office gave or the student wants, with its room's occupancy until the move. */
function TargetBed({ record, target }: { record: DormRequestRecord; target: BedPlace }) {
  const t = useDormTexts();
  const bedName = useBedName();
  return (
    <>
      {bedName(target)}
      {record.targetRoom && !record.movedAt && (
        <>
          <br />
          <small>{t('rec.targetRoom', record.targetRoom)}</small>
        </>
      )}
    </>
  );
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
              <TargetBed record={record} target={record.target} />
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
  const record = detail.record as DormRequestRecord | null;
  if (!record) return null;
  return (
    <SectionCard title={t('rec.title')}>
      {record.target ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('rec.given')}</dt>
            <dd>
              <TargetBed record={record} target={record.target} />
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

/** A repair order: the mechanism's work order (where it is, who repaired it, the rating) with the bed and the trade. */
export function RepairDetailExtras(props: DetailExtrasProps) {
  const t = useDormTexts();
  const record = props.detail.record as DormRequestRecord | null;
  const facts = [
    ...(record?.bed ? [{ label: t('live.code'), value: record.bed }] : []),
    ...(record?.trade ? [{ label: t('rec.trade'), value: t(`trade.${record.trade}` as DormTextKey) }] : []),
  ];
  return <WorkOrderExtras {...props} facts={facts} />;
}

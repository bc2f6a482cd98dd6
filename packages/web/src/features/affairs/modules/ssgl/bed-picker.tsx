import type { BedPlace, FreeBeds } from '@campus/contract/affairs/ssgl';
import { useQuery } from '@tanstack/react-query';
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { endpointQuery } from '../../../../api/http';
import { dormEndpoints } from './api';
import styles from './dorm.module.css';
import { useDormTexts } from './texts';
import { ErrorBlock } from '../../../../components/error-block';
import { ChipTabs } from '../../../../components/chip-tabs';

/** The bed a student picked, with where it is. */
export type PickedBed = Pick<BedPlace, 'code' | 'buildingId' | 'buildingName' | 'roomNumber' | 'bedNumber'>;

interface BedPickerProps {
  /** The student's room now (its beds are not offered). */
  currentRoom: string | null;
  value: PickedBed | null;
  onChange: (bed: PickedBed) => void;
}

function Rooms({ beds, currentRoom, value, onChange }: BedPickerProps & { beds: FreeBeds }) {
  const t = useDormTexts();
  const building = beds.buildings.find((b) => b.id === beds.buildingId);
  const rooms = beds.rooms.filter((room) => room.roomId !== currentRoom);
  if (!building || rooms.length === 0)
    return <ErrorBlock status="empty" title={t('change.noFree')} description="" />;
  return (
    <div className={styles.picker}>
      {rooms.map((room) => (
        <div key={room.roomId} className={styles.pickRoom}>
          <span className={styles.pickRoomLine}>
            {t('change.roomLine', {
              room: room.number,
              occupied: room.occupied,
              capacity: room.capacity,
              fee: room.fee,
            })}
          </span>
          <Selector
            columns={4}
            value={value ? [value.code] : []}
            options={room.freeBeds.map((bed) => ({
              label: t('live.bed', { n: bed.number }),
              value: bed.code,
            }))}
            onChange={(codes) => {
              const bed = room.freeBeds.find((b) => b.code === codes[0]);
              if (bed)
                onChange({
                  code: bed.code,
                  buildingId: building.id,
                  buildingName: building.name,
                  roomNumber: room.number,
                  bedNumber: bed.number,
                });
            }}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * The free beds a student may ask for: their sex's buildings as tabs, each building's rooms with a
 * place left and their free beds to tap (their own room left out).
 */
export function BedPicker(props: BedPickerProps) {
  const t = useDormTexts();
  const [buildingId, setBuildingId] = useState<string | undefined>(undefined);
  const beds = useQuery(endpointQuery(dormEndpoints.freeBeds, { query: { buildingId } }));
  const { value } = props;
  return (
    <SectionCard title={t('change.pick')}>
      <p className={styles.placeLine}>{t('change.pickHint')}</p>
      {beds.data && beds.data.buildings.length > 1 && (
        <ChipTabs activeKey={beds.data.buildingId ?? ''} onChange={setBuildingId}>
          {beds.data.buildings.map((b) => (
            <ChipTabs.Tab key={b.id} title={`${b.name} · ${b.free}`} />
          ))}
        </ChipTabs>
      )}
      <QueryView query={beds}>{(loaded) => <Rooms {...props} beds={loaded} />}</QueryView>
      {value && (
        <p className={styles.chosen} aria-live="polite">
          {t('change.chosen', {
            bed: `${value.buildingName} ${t('occ.room', { room: value.roomNumber })} ${t('live.bed', { n: value.bedNumber })}`,
          })}
        </p>
      )}
    </SectionCard>
  );
}

import type { DormBed, DormRoom } from '@campus/contract/affairs/ssgl';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { endpointQuery } from '../../../../api/http';
import { dormEndpoints } from './api';
import styles from './dorm.module.css';
import { useDormTexts } from './texts';
import { ratePercent } from '../../rates';

function bedState(bed: DormBed): 'taken' | 'free' | 'reserved' {
  if (bed.taken) return 'taken';
  return bed.reserved ? 'reserved' : 'free';
}

function Room({ room }: { room: DormRoom }) {
  const t = useDormTexts();
  const taken = room.beds.filter((b) => b.taken).length;
  return (
    <div className={styles.room} data-full={taken >= room.capacity ? true : undefined}>
      <div className={styles.roomHead}>
        {room.number}
        <span>
          {taken}/{room.capacity}
        </span>
      </div>
      <ul className={styles.beds}>
        {room.beds.map((bed) => {
          const state = bedState(bed);
          const who =
            state === 'taken'
              ? (bed.occupant?.name ?? t('occ.takenBed'))
              : t(state === 'free' ? 'occ.emptyBed' : 'occ.reserved');
          return (
            <li key={bed.id} data-state={state} title={bed.occupant?.className}>
              {bed.number}. {who}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One building: its floors with their free beds and rate, each room's beds and who sleeps there. */
export function BuildingView({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useDormTexts();
  const [onlyFree, setOnlyFree] = useState(false);
  const rooms = useQuery(endpointQuery(dormEndpoints.building, { query: { id } }));
  return (
    <QueryView query={rooms}>
      {(loaded) => (
        <SectionCard
          title={loaded.building.name}
          extra={
            <Button size="mini" fill="outline" color="primary" onClick={onBack}>
              {t('occ.all')}
            </Button>
          }
        >
          <Checkbox checked={onlyFree} onChange={setOnlyFree} style={{ '--font-size': '14px' }}>
            {t('occ.onlyFree')}
          </Checkbox>
          {loaded.floors.map((floor) => {
            const shown = onlyFree
              ? floor.rooms.filter((r) => r.beds.some((b) => !b.taken && !b.reserved))
              : floor.rooms;
            if (shown.length === 0) return null;
            return (
              <section key={floor.floor}>
                <h3 className={styles.floorTitle}>
                  {t('occ.floorLine', {
                    floor: floor.floor,
                    free: floor.figures.free,
                    rate: ratePercent(floor.figures.rate),
                  })}
                </h3>
                <div className={styles.rooms}>
                  {shown.map((room) => (
                    <Room key={room.id} room={room} />
                  ))}
                </div>
              </section>
            );
          })}
        </SectionCard>
      )}
    </QueryView>
  );
}

import { directoryEndpoints, type BuildingRow } from '@campus/contract/routes/api/admin/directory';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '../../../api/http';
import { deskScreen } from '../desk/admin-desk';
import styles from '../desk/desk.module.css';
import { DeskTable } from '../desk/desk-table';
import { noRows, QueryBlock } from '../desk/query-block';
import { useAdminTexts } from '../desk/texts';

/**
 * Dormitories (/admin/dorms): buildings with rooms, beds and occupancy, then a building's rooms
 * and their beds. Read only: the dormitory office keeps them.
 */
export const DormsPage = deskScreen(Dorms);

function Dorms() {
  const t = useAdminTexts();
  const query = useQuery(endpointQuery(directoryEndpoints.buildings));
  const [chosen, setChosen] = useState<BuildingRow | null>(null);
  return (
    <>
      <p className={styles.intro}>{t.readOnly}</p>
      <QueryBlock query={query} emptyText={t.empty} isEmpty={noRows}>
        {(buildings) => (
          <DeskTable
            columns="1.5fr 80px 70px 70px 70px 90px"
            headers={[t.buildings, t.gender, t.floors, t.rooms, t.beds, t.occupied]}
          >
            {buildings.map((b) => (
              <div className={styles.row} role="row" key={b.id}>
                <span role="cell">
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => setChosen(chosen?.id === b.id ? null : b)}
                  >
                    {b.name}
                  </button>{' '}
                  <span className={styles.muted}>{b.code}</span>
                </span>
                <span role="cell" data-label={t.gender}>
                  {t.sexes[b.sex] ?? b.sex}
                </span>
                <span role="cell" data-label={t.floors}>
                  {b.floors}
                </span>
                <span role="cell" data-label={t.rooms}>
                  {b.rooms}
                </span>
                <span role="cell" data-label={t.beds}>
                  {b.beds}
                </span>
                <span role="cell" data-label={t.occupied}>
                  {b.occupied}/{b.beds}
                </span>
              </div>
            ))}
          </DeskTable>
        )}
      </QueryBlock>
      {chosen && <Rooms building={chosen} />}
    </>
  );
}

function Rooms({ building }: { building: BuildingRow }) {
  const t = useAdminTexts();
  const query = useQuery(endpointQuery(directoryEndpoints.rooms, { query: { buildingId: building.id } }));
  return (
    <section className={styles.card}>
      <h2>{building.name}</h2>
      <QueryBlock query={query} emptyText={t.empty} isEmpty={noRows}>
        {(rooms) => (
          <DeskTable
            columns="90px 60px 70px 90px 1fr"
            headers={[t.rooms, t.floor, t.capacity, t.occupied, t.beds]}
          >
            {rooms.map((r) => (
              <div className={styles.row} role="row" key={r.id}>
                <span role="cell">{r.number}</span>
                <span role="cell" data-label={t.floor}>
                  {r.floor}
                </span>
                <span role="cell" data-label={t.capacity}>
                  {r.capacity}
                </span>
                <span role="cell" data-label={t.occupied}>
                  {r.occupied}/{r.capacity}
                </span>
                <ul role="cell" className={styles.chips}>
                  {r.beds.map((bed) => (
                    <li key={bed.code} className={styles.chip}>
                      {bed.code} · {bed.taken ? t.occupied : bed.reserved ? t.reserved : t.free}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </DeskTable>
        )}
      </QueryBlock>
    </section>
  );
}

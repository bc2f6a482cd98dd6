import { directoryEndpoints, type BuildingRow } from '@campus/contract/routes/api/admin/directory';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useState, type CSSProperties } from 'react';
import { endpointQuery } from '../../../api/http';
import { EmptyState } from '../../../components/empty-state';
import { FailureBlock } from '../../../components/failure-block';
import { AdminDesk } from '../desk/admin-desk';
import styles from '../desk/desk.module.css';
import { useAdminTexts } from '../desk/texts';

const BUILDING_COLUMNS = { '--columns': '1.5fr 80px 70px 70px 70px 90px' } as CSSProperties;
const ROOM_COLUMNS = { '--columns': '90px 60px 70px 90px 1fr' } as CSSProperties;

/**
 * Dormitories (/admin/dorms): buildings with rooms, beds and occupancy, then a building's rooms
 * and their beds. Read only: the dormitory office keeps them.
 */
export function DormsPage() {
  return (
    <AdminDesk>
      <Dorms />
    </AdminDesk>
  );
}

function Dorms() {
  const t = useAdminTexts();
  const query = useQuery(endpointQuery(directoryEndpoints.buildings));
  const [chosen, setChosen] = useState<BuildingRow | null>(null);
  if (query.isPending)
    return (
      <div className={styles.loading} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  if (query.isError) return <FailureBlock error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState description={t.empty} />;
  return (
    <>
      <p className={styles.intro}>{t.readOnly}</p>
      <div className={styles.table} role="table" style={BUILDING_COLUMNS}>
        <div className={styles.head} role="row">
          <span role="columnheader">{t.buildings}</span>
          <span role="columnheader">{t.gender}</span>
          <span role="columnheader">{t.floor}</span>
          <span role="columnheader">{t.rooms}</span>
          <span role="columnheader">{t.beds}</span>
          <span role="columnheader">{t.occupied}</span>
        </div>
        {query.data.map((b) => (
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
            <span role="cell" data-label={t.floor}>
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
      </div>
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
      {query.isPending ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : query.isError ? (
        <FailureBlock error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState description={t.empty} />
      ) : (
        <div className={styles.table} role="table" style={ROOM_COLUMNS}>
          <div className={styles.head} role="row">
            <span role="columnheader">{t.rooms}</span>
            <span role="columnheader">{t.floor}</span>
            <span role="columnheader">{t.capacity}</span>
            <span role="columnheader">{t.occupied}</span>
            <span role="columnheader">{t.beds}</span>
          </div>
          {query.data.map((r) => (
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
        </div>
      )}
    </section>
  );
}

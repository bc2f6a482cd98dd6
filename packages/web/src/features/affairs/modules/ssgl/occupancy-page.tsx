import type { BedFigures, OccupancyOverview, StudentPlacement } from '@campus/contract/affairs/ssgl';
import { useQuery } from '@tanstack/react-query';
import { List, ProgressBar } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { SearchHeader } from '../../../../components/search-header';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { dormEndpoints } from './api';
import { mayManage } from '../../audience';
import { useViewer } from '../../use-viewer';
import { BedActions } from './bed-actions';
import { BuildingView } from './building-view';
import styles from './dorm.module.css';
import { StudentMatches } from './student-matches';
import { useDormTexts } from './texts';
import { FigureGrid } from '../../figure-grid';
import { rateFigures } from '../../figures';
import { ratePercent } from '../../rates';

function Figures({ figures }: { figures: BedFigures }) {
  const t = useDormTexts();
  return (
    <FigureGrid
      className={styles.figures}
      figures={rateFigures(figures, ['occupied', 'free', 'beds'], (key) => t(`occ.${key}`))}
    />
  );
}

function Buildings({ overview, onOpen }: { overview: OccupancyOverview; onOpen: (id: string) => void }) {
  const t = useDormTexts();
  return (
    <ul className={styles.buildings} aria-label={t('occ.buildings')}>
      {overview.buildings.map((b) => (
        <li key={b.id}>
          <button type="button" className={styles.building} onClick={() => onOpen(b.id)}>
            <span className={styles.buildingHead}>
              <strong>{b.name}</strong>
              <span>
                {t(b.sex === 'male' ? 'occ.male' : 'occ.female')} · {t('occ.floors', { n: b.floors })}
              </span>
            </span>
            <ProgressBar percent={b.rate * 100} text={ratePercent(b.rate)} />
            <span className={styles.buildingLine}>
              {t('occ.occupied')} {b.occupied} · {t('occ.free')} {b.free} · {t('occ.reserved')} {b.reserved} ·{' '}
              {t('occ.beds')} {b.beds}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function SearchResults({ words, manage }: { words: string; manage: boolean }) {
  const t = useDormTexts();
  const found = useQuery(endpointQuery(dormEndpoints.search, { query: { q: words } }));
  const line = (s: StudentPlacement) =>
    s.place
      ? `${s.place.buildingName} ${t('occ.room', { room: s.place.roomNumber })} ${t('live.bed', { n: s.place.bedNumber })}`
      : t('occ.noBed');
  return (
    <div className={styles.results}>
      <StudentMatches
        found={found}
        item={(s) => (
          <List.Item
            key={s.studentId}
            description={
              <>
                {`${s.number} · ${s.className}`}
                {manage && <BedActions student={s} />}
              </>
            }
            extra={line(s)}
          >
            {s.name}
          </List.Item>
        )}
      />
    </div>
  );
}

/**
 * studentOccupancy: the school's beds (rate, taken, free, held; by sex), every building with its
 * rate, a building's floors and rooms with who sleeps where, and a search for a student's bed
 * (where the office gives or frees a bed by hand).
 */
export function OccupancyPage(props: AffairScreenProps) {
  const t = useDormTexts();
  const [params, setParams] = useSearchParams();
  const [words, setWords] = useState('');
  const onSearch = useCallback((text: string) => setWords(text), []);
  const buildingId = params.get('building');
  const overview = useQuery(endpointQuery(dormEndpoints.occupancy));
  const open = (id: string | null) => setParams(id ? { building: id } : {});
  const manage = mayManage(props.group, useViewer());
  return (
    <>
      <GroupHeader props={props} subtitle={t('occ.hint')}>
        {overview.data && (
          <>
            <Figures figures={overview.data.totals} />
            <p className={styles.sexes}>
              <span>
                {t('occ.male')} {ratePercent(overview.data.bySex.male.rate)} · {t('occ.free')}{' '}
                {overview.data.bySex.male.free}
              </span>
              <span>
                {t('occ.female')} {ratePercent(overview.data.bySex.female.rate)} · {t('occ.free')}{' '}
                {overview.data.bySex.female.free}
              </span>
            </p>
          </>
        )}
      </GroupHeader>
      <SearchHeader placeholder={t('occ.search')} onSearch={onSearch} />
      {words ? (
        <SearchResults words={words} manage={manage} />
      ) : buildingId ? (
        <BuildingView id={buildingId} onBack={() => open(null)} />
      ) : (
        <QueryView query={overview}>{(loaded) => <Buildings overview={loaded} onOpen={open} />}</QueryView>
      )}
    </>
  );
}

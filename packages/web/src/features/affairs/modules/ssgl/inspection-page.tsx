import type { InspectionKind, InspectionRound, SheetRoom } from '@campus/contract/affairs/ssgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Tag } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { QueryView } from '../../../../components/query-view';
import { useCommand } from '../../../../components/workflow/use-command';
import type { AffairScreenProps } from '../../affair-screen';
import { mayManage } from '../../audience';
import { GroupHeader } from '../../group-header';
import { reloadAfter } from '../../reload-after';
import { useViewer } from '../../use-viewer';
import { endpointQuery } from '../../../../api/http';
import { dorm, dormEndpoints, INSPECTION_QUERIES } from './api';
import styles from './dorm.module.css';
import { GradeTag } from './record-view';
import { schoolToday } from './school-today';
import { useDormTexts } from './texts';
import { ErrorBlock } from '../../../../components/error-block';
import { ChipTabs } from '../../../../components/chip-tabs';

function RoomCell({ room, round, onOpen }: { room: SheetRoom; round: InspectionRound; onOpen?: () => void }) {
  const t = useDormTexts();
  const score = round.kind === 'room' ? room.scores[0] : undefined;
  return (
    <button type="button" className={styles.scoreCell} onClick={onOpen} disabled={!onOpen}>
      <strong>{room.number}</strong>
      {round.kind === 'person' ? (
        <span className={styles.buildingLine}>
          {room.scores.length}/{room.occupants.length}
        </span>
      ) : score ? (
        <span>
          {t('insp.points', { n: score.total })} <GradeTag grade={score.grade} />
        </span>
      ) : (
        <span className={styles.buildingLine}>{t('insp.notYet')}</span>
      )}
    </button>
  );
}

// The entry sheet (steppers, photos) loads when a room is first opened, not with the screen.
/** The buttons starting this week's round of each kind, room first. */
const NEW_ROUNDS: readonly { kind: InspectionKind; label: 'insp.newRoom' | 'insp.newPerson' }[] = [
  { kind: 'room', label: 'insp.newRoom' },
  { kind: 'person', label: 'insp.newPerson' },
];

const ScorePopup = lazy(() => import('./score-popup').then((m) => ({ default: m.ScorePopup })));

/** The rooms an inspection visits: those someone sleeps in, in the sheet's order. */
const occupied = (rooms: readonly SheetRoom[]) => rooms.filter((r) => r.occupants.length > 0);

/** How the popup goes on to the room after the open one (nothing after the last). */
function nextOf(rooms: readonly SheetRoom[], roomId: string | null, open: (id: string) => void) {
  const next = roomId ? rooms[rooms.findIndex((r) => r.id === roomId) + 1] : undefined;
  return next ? { onNext: () => open(next.id) } : {};
}

function Sheet({ round, manager }: { round: InspectionRound; manager: boolean }) {
  const [buildingId, setBuildingId] = useState<string | undefined>(undefined);
  const [roomId, setRoomId] = useState<string | null>(null);
  const sheet = useQuery(endpointQuery(dormEndpoints.sheet, { query: { roundId: round.id, buildingId } }));
  const editable = manager && round.state === 'open';
  return (
    <QueryView query={sheet}>
      {(loaded) => (
        <>
          <ChipTabs activeKey={loaded.buildingId ?? ''} onChange={setBuildingId}>
            {loaded.buildings.map((b) => (
              <ChipTabs.Tab key={b.id} title={b.name} />
            ))}
          </ChipTabs>
          <div className={styles.scoreGrid}>
            {occupied(loaded.rooms).map((room) => (
              <RoomCell
                key={room.id}
                room={room}
                round={round}
                {...(editable ? { onOpen: () => setRoomId(room.id) } : {})}
              />
            ))}
          </div>
          {roomId !== null && (
            <Suspense fallback={null}>
              <ScorePopup
                round={round}
                bands={loaded.bands}
                room={loaded.rooms.find((r) => r.id === roomId) ?? null}
                onClose={() => setRoomId(null)}
                {...nextOf(occupied(loaded.rooms), roomId, setRoomId)}
              />
            </Suspense>
          )}
        </>
      )}
    </QueryView>
  );
}

/**
 * dormitoryinspection: the weekly rounds (rooms, or each student's bed and desk), their progress
 * and average; a round's rooms building by building, entered room after room by the dormitory
 * office, which opens this week's round and publishes it to the residents.
 */
export function InspectionPage(props: AffairScreenProps) {
  const t = useDormTexts();
  const manager = mayManage(props.group, useViewer());
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const rounds = useQuery(endpointQuery(dormEndpoints.rounds, { query: {} }));
  const start = (kind: InspectionKind) =>
    run(
      () => reloadAfter(client, dorm.saveRound({ kind, startDate: schoolToday() }), INSPECTION_QUERIES),
      t('insp.saved'),
    ).then((round) => round && setChosen(round.id));
  const publish = async (round: InspectionRound) => {
    if (!(await Dialog.confirm({ content: t('insp.publishConfirm') }))) return;
    await run(() => reloadAfter(client, dorm.publishRound(round.id), INSPECTION_QUERIES), t('insp.saved'));
  };
  return (
    <>
      <GroupHeader props={props} subtitle={t('insp.hint')} />
      <QueryView query={rounds}>
        {(list) => {
          const round = list.find((r) => r.id === chosen) ?? list[0];
          const thisWeek = (kind: InspectionKind) =>
            list.some((r) => r.kind === kind && r.startDate <= schoolToday() && schoolToday() <= r.endDate);
          return (
            <>
              {manager && (
                <div className={styles.roundBar} style={{ marginTop: 12 }}>
                  {NEW_ROUNDS.filter((round) => !thisWeek(round.kind)).map(({ kind, label }) => (
                    <Button
                      key={kind}
                      size="small"
                      color="primary"
                      fill="outline"
                      loading={busy}
                      onClick={() => void start(kind)}
                    >
                      {t(label)}
                    </Button>
                  ))}
                </div>
              )}
              {!round ? (
                <ErrorBlock status="empty" title={t('insp.none')} description="" />
              ) : (
                <>
                  <ChipTabs activeKey={round.id} onChange={setChosen}>
                    {list.map((r) => (
                      <ChipTabs.Tab
                        key={r.id}
                        title={`${r.startDate.slice(5)} ${t(r.kind === 'room' ? 'insp.roomKind' : 'insp.personal')}`}
                      />
                    ))}
                  </ChipTabs>
                  <div className={styles.roundBar}>
                    <strong>{round.name}</strong>
                    <Tag color={round.state === 'open' ? 'warning' : 'success'} fill="outline">
                      {t(round.state === 'open' ? 'insp.open' : 'insp.published')}
                    </Tag>
                    <span className={styles.buildingLine}>
                      {t('insp.progress', { scored: round.scored, average: round.average ?? '–' })}
                    </span>
                    {manager && round.state === 'open' && (
                      <Button size="mini" color="primary" onClick={() => void publish(round)}>
                        {t('insp.publish')}
                      </Button>
                    )}
                  </div>
                  <Sheet key={round.id} round={round} manager={manager} />
                </>
              )}
            </>
          );
        }}
      </QueryView>
    </>
  );
}

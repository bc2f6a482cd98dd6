import type { UploadField } from '@campus/contract';
import {
  gradeOf,
  VETOES,
  type GradeBands,
  type InspectionRound,
  type SheetRoom,
  type Veto,
} from '@campus/contract/affairs/ssgl';
import { Popup, Selector, TextArea } from 'antd-mobile';
import { Stepper } from '../../../../components/stepper';
import { useState } from 'react';
import { ImageControl } from '../../../../components/form-renderer/controls/image-control';
import { useCommand } from '../../../../components/workflow/use-command';
import { useViewStore } from '../../../../stores/view';
import { useQueryClient } from '@tanstack/react-query';
import { reloadAfter } from '../../reload-after';
import { SubmitButton } from '../../submit-button';
import { dorm, INSPECTION_QUERIES } from './api';
import styles from './dorm.module.css';
import { GradeTag } from './record-view';
import { useDormTexts, type DormTextKey } from './texts';
import { ChipTabs } from '../../../../components/chip-tabs';

interface ScorePopupProps {
  round: InspectionRound;
  bands: GradeBands;
  room: SheetRoom | null;
  onClose: () => void;
  /** Opens the next room of the sheet (room after room on the phone); absent on the last. */
  onNext?: () => void;
}

/** The inspector's photos of a room: images only, nine at the most. */
const PHOTOS: UploadField = {
  key: 'photos',
  type: 'image',
  label: { 'zh-CN': '照片', 'zh-TW': '照片', 'en-US': 'Photos', 'ja-JP': '写真' },
  maxCount: 9,
  maxSizeMB: 10,
};

/** The scores of one room (or one of its students) as entered so far, or full marks to deduct from. */
function startingPoint(round: InspectionRound, room: SheetRoom, studentId: string) {
  const found = room.scores.find((s) => s.studentId === studentId);
  return {
    scores: Object.fromEntries(round.items.map((i) => [i.key, found?.scores[i.key] ?? i.max])),
    veto: found?.veto ?? null,
    remark: found?.remark ?? '',
    photos: found?.photos ?? [],
  };
}

function Entry({ round, bands, room, onClose, onNext }: ScorePopupProps & { room: SheetRoom }) {
  const t = useDormTexts();
  const language = useViewStore((s) => s.language);
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const person = round.kind === 'person';
  const [studentId, setStudentId] = useState(person ? (room.occupants[0]?.id ?? '') : '');
  const [state, setState] = useState(() => startingPoint(round, room, studentId));
  const total = state.veto ? 0 : Object.values(state.scores).reduce((a, b) => a + b, 0);

  const choose = (id: string) => {
    setStudentId(id);
    setState(startingPoint(round, room, id));
  };
  const save = async () => {
    const saved = await run(
      () =>
        reloadAfter(
          client,
          dorm.saveScore({
            roundId: round.id,
            roomId: room.id,
            ...(person ? { studentId } : {}),
            scores: state.scores,
            veto: state.veto,
            remark: state.remark,
            photos: state.photos,
          }),
          INSPECTION_QUERIES,
        ),
      t('insp.saved'),
    );
    if (!saved) return;
    // Room after room: the next student of the room, else the next room, else done.
    const nextStudent = person
      ? room.occupants[room.occupants.findIndex((o) => o.id === studentId) + 1]
      : undefined;
    if (nextStudent) choose(nextStudent.id);
    else if (onNext) onNext();
    else onClose();
  };

  return (
    <div className={styles.scoreSheet}>
      <h2>
        {t('occ.room', { room: room.number })}{' '}
        <small>{t('insp.total', { total, grade: t(`grade.${gradeOf(total, bands)}` as DormTextKey) })}</small>{' '}
        <GradeTag grade={gradeOf(total, bands)} />
      </h2>
      {person && (
        <ChipTabs activeKey={studentId} onChange={choose}>
          {room.occupants.map((o) => (
            <ChipTabs.Tab key={o.id} title={`${o.bedNumber}. ${o.name}`} />
          ))}
        </ChipTabs>
      )}
      <ul className={styles.items}>
        {round.items.map((item) => (
          <li key={item.key}>
            <span>
              {item.name[language]} <small>/ {item.max}</small>
            </span>
            <Stepper
              min={0}
              max={item.max}
              value={state.scores[item.key]}
              aria-label={item.name[language]}
              onChange={(value) => setState((s) => ({ ...s, scores: { ...s.scores, [item.key]: value } }))}
            />
          </li>
        ))}
      </ul>
      {!person && (
        <>
          <p className={styles.pickRoomLine}>{t('insp.veto')}</p>
          <Selector
            columns={3}
            value={[state.veto ?? 'none']}
            options={['none', ...VETOES].map((v) => ({ label: t(`veto.${v}` as DormTextKey), value: v }))}
            onChange={(values) =>
              setState((s) => ({
                ...s,
                veto: values[0] && values[0] !== 'none' ? (values[0] as Veto) : null,
              }))
            }
          />
        </>
      )}
      <TextArea
        placeholder={t('insp.remark')}
        value={state.remark}
        maxLength={500}
        rows={2}
        onChange={(remark) => setState((s) => ({ ...s, remark }))}
      />
      <p className={styles.pickRoomLine}>{t('insp.photos')}</p>
      <ImageControl
        field={PHOTOS}
        value={state.photos}
        onChange={(photos) => setState((s) => ({ ...s, photos: photos ?? [] }))}
      />
      <SubmitButton label={t(onNext ? 'insp.saveNext' : 'insp.save')} busy={busy} onSubmit={save} />
    </div>
  );
}

/** Entering a room's scores on the phone: each item's points, a veto, a remark; the total as it goes. */
export function ScorePopup(props: ScorePopupProps) {
  return (
    <Popup
      visible={props.room !== null}
      onMaskClick={props.onClose}
      bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}
    >
      {props.room && <Entry key={props.room.id} {...props} room={props.room} />}
    </Popup>
  );
}

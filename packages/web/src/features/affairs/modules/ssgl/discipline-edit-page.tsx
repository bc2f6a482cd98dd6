import type { FormDefinition } from '@campus/contract';
import type { DisciplineRecord } from '@campus/contract/affairs/ssgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormRenderer, useFormController } from '../../../../components/form-renderer';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { reloadAfter } from '../../reload-after';
import { dorm, dormEndpoints } from './api';
import styles from './dorm.module.css';
import { useDormTexts } from './texts';
import { useCategoryNames } from './use-category-names';
import { ErrorBlock } from '../../../../components/error-block';
import { ChipTabs } from '../../../../components/chip-tabs';
import { SaveBar } from '../../save-bar';
import { showToast } from '../../../../components/feedback';

interface EditorProps extends AffairScreenProps {
  form: FormDefinition;
  record: DisciplineRecord | null;
}

/** The room (building tabs, then its rooms) and the students of it the record names. */
function RoomAndStudents({
  buildingId,
  roomId,
  students,
  onChange,
  disabled,
}: {
  buildingId: string | null;
  roomId: string | null;
  students: string[];
  onChange: (next: { buildingId: string; roomId: string | null; students: string[] }) => void;
  disabled: boolean;
}) {
  const t = useDormTexts();
  const overview = useQuery(endpointQuery(dormEndpoints.occupancy));
  const building = buildingId ?? overview.data?.buildings[0]?.id ?? null;
  const rooms = useQuery({
    ...endpointQuery(dormEndpoints.building, { query: { id: building ?? '' } }),
    enabled: building !== null,
  });
  const allRooms = rooms.data?.floors.flatMap((f) => f.rooms) ?? [];
  const room = allRooms.find((r) => r.id === roomId);
  return (
    <SectionCard title={t('rule.room')}>
      <div className={styles.roomPick}>
        {overview.data && (
          <ChipTabs
            activeKey={building ?? ''}
            onChange={(key) => !disabled && onChange({ buildingId: key, roomId: null, students: [] })}
          >
            {overview.data.buildings.map((b) => (
              <ChipTabs.Tab key={b.id} title={b.name} />
            ))}
          </ChipTabs>
        )}
        <Selector
          columns={4}
          disabled={disabled}
          value={roomId ? [roomId] : []}
          options={allRooms
            .filter((r) => r.beds.some((b) => b.taken))
            .map((r) => ({ label: r.number, value: r.id }))}
          onChange={(ids) =>
            building && onChange({ buildingId: building, roomId: ids[0] ?? null, students: [] })
          }
        />
        {room && (
          <>
            <span className={styles.pickRoomLine}>{t('rule.students')}</span>
            <Selector
              multiple
              columns={2}
              disabled={disabled}
              value={students}
              options={room.beds
                .filter((b) => b.occupant)
                .map((b) => ({ label: `${b.number}. ${b.occupant!.name}`, value: b.occupant!.studentId }))}
              onChange={(ids) =>
                building && onChange({ buildingId: building, roomId: room.id, students: ids })
              }
            />
          </>
        )}
      </div>
    </SectionCard>
  );
}

function Editor({ form, record, ...props }: EditorProps) {
  const t = useDormTexts();
  const navigate = useNavigate();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const readOnly = record !== null && !record.editable;
  const [place, setPlace] = useState({
    buildingId: record?.room?.buildingId ?? null,
    roomId: record?.room?.id ?? null,
    students: record?.students.map((s) => s.id) ?? [],
  });
  const controller = useFormController({
    definition: form,
    initialValues: record?.values ?? {},
    autosave: { scope: record?.id ?? 'new-discipline' },
  });

  const save = async () => {
    if (!place.roomId || place.students.length === 0) {
      void showToast({ content: t('rule.needStudents') });
      return;
    }
    const values = controller.submit();
    if (!values) return;
    const saved = await run(
      () =>
        reloadAfter(
          client,
          dorm.saveDiscipline({
            ...(record ? { id: record.id, version: record.version } : {}),
            roomId: place.roomId!,
            studentIds: place.students,
            values,
          }),
          [dormEndpoints.disciplineList, dormEndpoints.discipline, dormEndpoints.record],
        ),
      t('rule.saved'),
      controller.showServerErrors,
    );
    if (!saved) return;
    controller.clearDraft();
    navigate(`${props.routes.basePath}/reviewNotRules`, { replace: true });
  };

  return (
    <>
      {readOnly && (
        <p className={styles.placeLine} style={{ padding: '0 16px' }}>
          {t('rule.readOnly')}
        </p>
      )}
      <RoomAndStudents
        buildingId={place.buildingId}
        roomId={place.roomId}
        students={place.students}
        disabled={readOnly}
        onChange={(next) => setPlace(next)}
      />
      <SectionCard title={t('rule.add')}>
        <FormRenderer controller={controller} readOnly={readOnly} />
      </SectionCard>
      {!readOnly && (
        <>
          <SaveBar label={t('rule.save')} busy={busy} onSave={save} />
        </>
      )}
    </>
  );
}

/** reviewNotRules/add and /edit?id=: a discipline record, its room and students, and what happened. */
export function DisciplineEditPage(props: AffairScreenProps) {
  const t = useDormTexts();
  const [params] = useSearchParams();
  const id = params.get('id');
  const { form } = useCategoryNames();
  const record = useQuery({
    ...endpointQuery(dormEndpoints.discipline, { query: { id: id ?? '' } }),
    enabled: id !== null,
  });
  return (
    <>
      <GroupHeader props={props} subtitle={t('rule.hint')} />
      <QueryView query={form}>
        {(definition) =>
          id === null ? (
            <Editor {...props} form={definition} record={null} />
          ) : (
            <QueryView query={record}>
              {(loaded) =>
                loaded ? (
                  <Editor key={loaded.id} {...props} form={definition} record={loaded} />
                ) : (
                  <ErrorBlock status="empty" title={t('rule.none')} description="" />
                )
              }
            </QueryView>
          )
        }
      </QueryView>
    </>
  );
}

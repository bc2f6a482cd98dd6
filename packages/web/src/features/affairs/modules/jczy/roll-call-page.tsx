import { localize } from '@campus/contract';
import {
  ATTENDANCE_MARKS,
  PERIODS,
  type AttendanceMark,
  type ClassRef,
  type RollSheet,
} from '@campus/contract/affairs/jczy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Input, Selector, type InputRef } from 'antd-mobile';
import { ErrorBlock } from '../../../../components/error-block';
import { useRef, useState } from 'react';
import { RequestError } from '../../../../api/core/request-error';
import { endpointQuery } from '../../../../api/http';
import { fieldErrorsOfReply } from '../../../../components/form-renderer/field-errors';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { formatDateTime } from '../../../../lib/format';
import { schoolToday } from '../../../../lib/school-date';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { ListQueryView } from '../../list-query-view';
import { reloadAfter } from '../../reload-after';
import { campus, campusEndpoints } from './api';
import { DayRow } from './campus-fields';
import styles from './campus.module.css';
import { useCampusTexts } from './texts';
import { SaveBar } from '../../save-bar';

/** The roll of one lesson: each student's mark (on leave proposed from approved leaves), then save. */
function Roll({ sheet }: { sheet: RollSheet }) {
  const t = useCampusTexts();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const language = useViewStore((s) => s.language);
  const [course, setCourse] = useState(sheet.course);
  // What is wrong with the course, under its input: ours before sending, or the server's refusal.
  const [courseProblem, setCourseProblem] = useState<string>();
  const courseInput = useRef<InputRef>(null);
  const [marks, setMarks] = useState<Record<string, AttendanceMark>>(
    Object.fromEntries(sheet.students.map((s) => [s.studentId, s.mark])),
  );
  const counts = Object.fromEntries(
    ATTENDANCE_MARKS.map((m) => [m, Object.values(marks).filter((v) => v === m).length]),
  ) as Record<AttendanceMark, number>;
  const save = () => {
    if (!course.trim()) {
      setCourseProblem(t('roll.courseRequired'));
      courseInput.current?.focus();
      return;
    }
    void run(
      () =>
        reloadAfter(
          client,
          campus.saveRoll({
            classId: sheet.classId,
            date: sheet.date,
            period: sheet.period,
            course: course.trim(),
            marks: Object.entries(marks).map(([studentId, mark]) => ({ studentId, mark })),
          }),
          [campusEndpoints.roll, campusEndpoints.rates, campusEndpoints.mine],
        ),
      t('roll.saved'),
      (error) => {
        const found =
          error instanceof RequestError ? fieldErrorsOfReply(error.reply?.variables, language) : [];
        setCourseProblem(found.find((f) => f.field === 'course')?.text);
      },
    );
  };
  return (
    <>
      <SectionCard
        title={t('roll.course')}
        extra={
          <small className={styles.weak}>
            {sheet.savedAt
              ? t('roll.savedAt', { time: formatDateTime(sheet.savedAt, 'HH:mm') })
              : t('roll.new')}
          </small>
        }
      >
        <Input
          ref={courseInput}
          aria-label={t('roll.course')}
          aria-invalid={courseProblem ? true : undefined}
          placeholder={t('roll.coursePlaceholder')}
          value={course}
          onChange={(value) => {
            setCourse(value);
            setCourseProblem(undefined);
          }}
          maxLength={100}
        />
        {courseProblem && (
          <p className={styles.fieldError} role="alert">
            {courseProblem}
          </p>
        )}
        <p className={styles.weak}>{t('roll.summary', { total: sheet.students.length, ...counts })}</p>
      </SectionCard>
      <SectionCard title={sheet.className}>
        {sheet.students.map((s) => (
          <div key={s.studentId} className={styles.student}>
            <div className={styles.studentHead}>
              <span>
                {s.name} <small>{s.number}</small>
              </span>
              {s.leave && (
                <span className={styles.leaveNote}>
                  {t('roll.leave', { from: s.leave.startDate.slice(5), to: s.leave.endDate.slice(5) })}
                </span>
              )}
            </div>
            <Selector
              className={styles.marks}
              columns={4}
              value={[marks[s.studentId] ?? 'present']}
              options={ATTENDANCE_MARKS.map((m) => ({ label: t(`mark.${m}`), value: m }))}
              onChange={(v) => v[0] && setMarks((prev) => ({ ...prev, [s.studentId]: v[0]! }))}
            />
          </div>
        ))}
      </SectionCard>
      <SaveBar label={t('roll.save')} block busy={busy} onSave={save} />
    </>
  );
}

function Lesson({ classes }: { classes: ClassRef[] }) {
  const t = useCampusTexts();
  const [classId, setClassId] = useState(classes[0]!.classId);
  const [date, setDate] = useState(schoolToday());
  const [period, setPeriod] = useState(1);
  const sheet = useQuery(endpointQuery(campusEndpoints.roll, { query: { classId, date, period } }));
  return (
    <>
      <SectionCard title={t('roll.class')}>
        <div className={styles.form}>
          <Selector
            columns={2}
            value={[classId]}
            options={classes.map((c) => ({ label: c.className, value: c.classId }))}
            onChange={(v) => v[0] && setClassId(v[0])}
          />
          <DayRow label={t('reg.date')} value={date} onPick={setDate} />
          <span className={styles.weak}>{t('roll.period')}</span>
          <Selector
            columns={5}
            value={[String(period)]}
            options={PERIODS.map((p) => ({ label: String(p), value: String(p) }))}
            onChange={(v) => v[0] && setPeriod(Number(v[0]))}
          />
        </div>
      </SectionCard>
      <QueryView query={sheet}>
        {(loaded) => <Roll key={`${classId}-${date}-${period}-${loaded.savedAt ?? 0}`} sheet={loaded} />}
      </QueryView>
    </>
  );
}

/** attendanceTeacher: the teacher picks a class, day and period and takes the roll. */
export function RollCallPage(props: AffairScreenProps) {
  const t = useCampusTexts();
  const language = useViewStore((s) => s.language);
  const classes = useQuery(endpointQuery(campusEndpoints.classes));
  return (
    <>
      <GroupHeader props={props} title={localize(props.screen.title!, language)} subtitle={t('roll.hint')} />
      <ListQueryView
        query={classes}
        empty={<ErrorBlock status="empty" title={t('roll.noClasses')} description="" />}
      >
        {(loaded) => <Lesson classes={loaded} />}
      </ListQueryView>
    </>
  );
}

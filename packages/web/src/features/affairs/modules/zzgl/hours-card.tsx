import {
  payOf,
  type MonthWeek,
  type WorkStudyCaps,
  type WorkStudyHoursRow,
} from '@campus/contract/affairs/zzgl';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { Stepper } from '../../../../components/stepper';
import dayjs from '../../../../lib/dayjs';
import { useState } from 'react';
import { useCommand } from '../../../../components/workflow/use-command';
import { reloadAfter } from '../../reload-after';
import { WORK_STUDY_QUERIES, workStudy } from './api';
import { useWsTexts } from './texts';
import styles from './work-study.module.css';

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
const short = (date: string) => date.slice(5);

interface HoursCardProps {
  month: string;
  weeks: MonthWeek[];
  row: WorkStudyHoursRow;
  caps: WorkStudyCaps;
  mayConfirm: boolean;
}

/**
 * One student on one post in one month: hours per week (halves), the total and pay as they are
 * typed, the student's month on every post against the cap; save, then the centre confirms. Weeks
 * not come yet and weeks off the post stay at 0; confirmed hours are read only.
 */
export function HoursCard({ month, weeks, row, caps, mayConfirm }: HoursCardProps) {
  const text = useWsTexts();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const { placement, hours } = row;
  const stored = weeks.map((w) => hours?.weeks.find((h) => h.start === w.start)?.hours ?? 0);
  const [values, setValues] = useState(stored);
  const dirty = values.some((v, i) => v !== stored[i]);
  const today = dayjs().format('YYYY-MM-DD');
  const confirmed = hours?.status === 'confirmed';
  const total = sum(values);
  const rate = hours && !dirty ? hours.rate : placement.hourlyRate;
  const monthHours = sum([row.monthHours - (hours?.hours ?? 0), total]);

  const blocked = (week: MonthWeek) =>
    week.from > today
      ? text('weekAhead')
      : week.to < placement.startDate || (placement.endDate !== null && week.from > placement.endDate)
        ? text('weekOff')
        : null;

  const tag = confirmed ? (
    <Tag color={hours.paid ? 'success' : 'primary'}>{text(hours.paid ? 'paid' : 'confirmed')}</Tag>
  ) : hours ? (
    <Tag color="warning" fill="outline">
      {text('logged')}
    </Tag>
  ) : (
    <Tag fill="outline">{text('notLogged')}</Tag>
  );

  const save = () =>
    run(
      () =>
        reloadAfter(
          client,
          workStudy.logHours({ placementId: placement.id, month, weeks: values }),
          WORK_STUDY_QUERIES,
        ),
      text('savedHours'),
    );
  const confirm = () =>
    run(
      () => reloadAfter(client, workStudy.confirmHours([hours!.id]), WORK_STUDY_QUERIES),
      text('confirmedToast'),
    );

  return (
    <article className={styles.card} aria-label={placement.studentName}>
      <div className={styles.cardHead}>
        <h3>{`${placement.studentName}（${placement.studentNumber}）`}</h3>
        {tag}
      </div>
      <p className={styles.cardLine}>{`${placement.postTitle} · ${placement.className}`}</p>
      <div className={styles.weeks}>
        {weeks.map((week, index) => {
          const reason = blocked(week);
          const label =
            week.from === week.to
              ? short(week.from)
              : text('week', { from: short(week.from), to: short(week.to) });
          return (
            <div key={week.start} className={styles.week}>
              <span>
                {label}
                {reason && <em> · {reason}</em>}
              </span>
              <Stepper
                aria-label={label}
                min={0}
                max={caps.maxHoursWeek * 2}
                step={0.5}
                digits={1}
                value={values[index]}
                disabled={confirmed || (reason !== null && values[index] === 0)}
                onChange={(value) =>
                  setValues((current) => current.map((v, i) => (i === index ? (value ?? 0) : v)))
                }
              />
            </div>
          );
        })}
      </div>
      <div className={styles.sum}>
        <strong>{text('monthLine', { hours: total, rate, pay: payOf(total, rate) })}</strong>
        <span className={monthHours > caps.maxHoursMonth ? styles.over : undefined}>
          {text('studentMonth', { hours: monthHours, max: caps.maxHoursMonth })}
        </span>
      </div>
      {!confirmed && (
        <div className={styles.cardFoot}>
          <span />
          <div className={styles.buttons}>
            <Button
              size="small"
              color="primary"
              fill="outline"
              loading={busy}
              disabled={!dirty && !!hours}
              onClick={() => void save()}
            >
              {text('saveHours')}
            </Button>
            {mayConfirm && hours && (
              <Button
                size="small"
                color="primary"
                loading={busy}
                disabled={dirty}
                onClick={() => void confirm()}
              >
                {text('confirm')}
              </Button>
            )}
          </div>
        </div>
      )}
    </article>
  );
}

import type { SchoolCalendar } from '@campus/contract/routes/api/admin/calendar';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import styles from '../desk/desk.module.css';
import own from './calendar-page.module.css';
import { markedMonth, shiftMonth, type MarkedDay } from './month';
import { useCalendarTexts } from './texts';

/** This month as yyyy-MM, in the reader's own time (the month they live in). */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

const marksOf = (day: MarkedDay) =>
  [day.term && 'term', day.holiday && 'holiday', day.workday && 'workday', day.weekend && 'weekend']
    .filter(Boolean)
    .join(' ');

/** A month of the calendar, each day marked: in a term, a public holiday, a make-up working day. */
export function MonthPreview({ calendar }: { calendar: SchoolCalendar }) {
  const t = useCalendarTexts();
  const [month, setMonth] = useState(thisMonth);
  const weeks = markedMonth(month, calendar);
  const describe = (day: MarkedDay) =>
    [day.date, day.term ?? t.vacation, day.holiday && t.legend.holiday, day.workday && t.legend.workday]
      .filter(Boolean)
      .join(' · ');
  return (
    <section className={styles.card} aria-label={t.preview}>
      <h2>{t.preview}</h2>
      <div className={own.monthBar}>
        <Button size="mini" aria-label={t.previousMonth} onClick={() => setMonth(shiftMonth(month, -1))}>
          ‹
        </Button>
        <input
          type="month"
          aria-label={t.month}
          value={month}
          onChange={(e) => e.target.value && setMonth(e.target.value)}
        />
        <Button size="mini" aria-label={t.nextMonth} onClick={() => setMonth(shiftMonth(month, 1))}>
          ›
        </Button>
      </div>
      <table className={own.month} aria-label={month}>
        <thead>
          <tr>
            {t.weekdays.map((d) => (
              <th key={d} scope="col">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => (
                <td
                  key={day.date}
                  data-date={day.date}
                  data-marks={marksOf(day)}
                  data-outside={day.outside || undefined}
                  title={describe(day)}
                  aria-label={describe(day)}
                >
                  {day.day}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={own.legend}>
        <li data-marks="term">{t.legend.term}</li>
        <li data-marks="holiday">{t.legend.holiday}</li>
        <li data-marks="workday">{t.legend.workday}</li>
      </ul>
    </section>
  );
}

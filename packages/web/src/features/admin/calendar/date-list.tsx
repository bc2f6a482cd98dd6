import { CALENDAR_DATES_MAX } from '@campus/contract/api/admin/calendar-rules';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import styles from '../desk/desk.module.css';
import own from './calendar-page.module.css';
import { useCalendarTexts } from './texts';

interface DateListProps {
  title: string;
  hint: string;
  dates: readonly string[];
  /** Saves the list (true when saved). */
  onChange: (dates: string[]) => Promise<boolean>;
}

/** A list of days (the holidays, the make-up working days): each removable, one added by date picker. */
export function DateList({ title, hint, dates, onChange }: DateListProps) {
  const t = useCalendarTexts();
  const [picked, setPicked] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked || dates.includes(picked)) return setPicked('');
    if (await onChange([...dates, picked].sort())) setPicked('');
  };
  return (
    <section className={styles.card} aria-label={title}>
      <h2>{title}</h2>
      <p className={styles.muted}>{hint}</p>
      {dates.length === 0 ? (
        <p className={styles.muted}>{t.datesEmpty}</p>
      ) : (
        <ul className={own.dates}>
          {dates.map((date) => (
            <li key={date}>
              {date}
              <button
                type="button"
                className={own.removeDate}
                aria-label={t.removeDate(date)}
                onClick={() => void onChange(dates.filter((d) => d !== date))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {dates.length < CALENDAR_DATES_MAX && (
        <form className={own.addDate} onSubmit={(e) => void add(e)} aria-label={`${t.add} · ${title}`}>
          <input
            type="date"
            required
            aria-label={title}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
          />
          <Button type="submit">{t.add}</Button>
        </form>
      )}
    </section>
  );
}

import { Stepper } from '../../../../components/stepper';
import styles from './campus.module.css';

/** The lesson day of a register or a roll call, in the browser's own picker; clearing it keeps the day. */
export function DayRow({
  label,
  value,
  max,
  onPick,
}: {
  label: string;
  value: string;
  max?: string;
  onPick: (day: string) => void;
}) {
  return (
    <label className={styles.row}>
      <span>{label}</span>
      <input
        className={styles.date}
        type="date"
        value={value}
        max={max}
        onChange={(e) => e.target.value && onPick(e.target.value)}
      />
    </label>
  );
}

/** A count of the register (lessons, absences), stepped between 0 and `max`. */
export function CountRow({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className={styles.row}>
      <span>{label}</span>
      <Stepper min={0} max={max} value={value} onChange={onChange} aria-label={label} />
    </div>
  );
}

import { Button, Input } from 'antd-mobile';
import { Stepper } from '../../components/stepper';
import { useState, type ReactNode } from 'react';
import { NamedInput, NamedTextArea } from './named-fields';
import styles from './record-list.module.css';
import { Picker } from '../../components/overlays';

/**
 * The fields of the staff groups' compact record forms (szgz, zgdw), on record-list.module.css:
 * each field is named by its label (aria-label), so a screen reader and the journeys find it.
 */

/** A form row: the label at the left, the field at the right. A `label` row focuses its field on a tap. */
export function FieldRow({
  label,
  as: Row = 'div',
  children,
}: {
  label: string;
  as?: 'div' | 'label';
  children: ReactNode;
}) {
  return (
    <Row className={styles.row}>
      <span>{label}</span>
      {children}
    </Row>
  );
}

/** One choice from a long list (a student, a category): a button showing the choice opens a picker. */
export function PickerRow<V extends string>({
  label,
  text,
  options,
  value,
  onPick,
}: {
  label: string;
  /** What the button shows: the current choice, or a prompt. */
  text: ReactNode;
  options: readonly { label: string; value: V }[];
  value: V;
  onPick: (value: V) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <FieldRow label={label}>
      <Button size="small" onClick={() => setPicking(true)} aria-label={label}>
        {text}
      </Button>
      <Picker
        visible={picking}
        onClose={() => setPicking(false)}
        columns={[[...options]]}
        value={[value]}
        onConfirm={(v) => v[0] && onPick(v[0] as V)}
      />
    </FieldRow>
  );
}

/** What every field here takes: its label (also its accessible name) and its value, controlled. */
interface FieldProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
}

type DateRowProps = FieldProps<string> & { min?: string; max?: string; type?: 'date' | 'month' | 'time' };

/** A day (or a month, or a time of day) in the browser's own picker, on a labelled row; '' when cleared. */
export function DateRow({ label, value, onChange, type = 'date', ...bounds }: DateRowProps) {
  return (
    <FieldRow label={label} as="label">
      <input
        className={styles.field}
        type={type}
        value={value}
        {...bounds}
        onChange={(e) => onChange(e.target.value)}
        aria-label={label}
      />
    </FieldRow>
  );
}

type StepperRowProps = FieldProps<number> & { min: number; max: number; step?: number; as?: 'div' | 'label' };

/** A whole number stepped between bounds, on a labelled row. */
export function StepperRow({ label, as = 'div', ...stepper }: StepperRowProps) {
  return (
    <FieldRow label={label} as={as}>
      <Stepper {...stepper} aria-label={label} />
    </FieldRow>
  );
}

/** A line of text on a labelled row. */
export function TextRow({ label, ...input }: FieldProps<string> & { maxLength: number }) {
  return (
    <FieldRow label={label} as="label">
      <Input className={styles.field} {...input} aria-label={label} />
    </FieldRow>
  );
}

/** Text whose label is also its placeholder: one line, or with `rows` a text area of that many lines. */
export function LabelledText({
  label,
  rows,
  ...text
}: FieldProps<string> & { maxLength: number; rows?: number }) {
  return rows === undefined ? (
    <NamedInput className={styles.field} label={label} {...text} />
  ) : (
    <NamedTextArea className={styles.field} label={label} {...text} rows={rows} />
  );
}

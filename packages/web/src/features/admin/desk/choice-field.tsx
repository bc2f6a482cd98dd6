import type { ReactNode } from 'react';

interface ChoiceFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** What choosing nothing is called (any kind, any college). */
  any: string;
  options: readonly { value: string; label: string }[];
}

/** A filter's choice: a labelled list with "any" first (the filters' CSS lays it out). */
export function ChoiceField({ label, value, onChange, any, options }: ChoiceFieldProps) {
  return (
    <label>
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Units as choices, by name. */
export const unitChoices = (units: readonly { id: string; name: string }[]) =>
  units.map((u) => ({ value: u.id, label: u.name }));

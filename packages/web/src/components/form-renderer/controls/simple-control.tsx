import type { SimpleField } from '@campus/contract';
import { ChoiceControl } from './choice-control';
import type { ControlProps } from './control-props';
import { DateControl } from './date-control';
import { NumberControl } from './number-control';
import { SwitchControl } from './switch-control';
import { TextControl } from './text-control';

/** The control of a simple field (the kinds a sub-table row may hold too). */
export function SimpleControl({ field, value, onChange }: ControlProps<unknown, SimpleField>) {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'phone':
    case 'idCard':
    case 'email':
      return <TextControl field={field} value={value as string | undefined} onChange={onChange} />;
    case 'number':
    case 'integer':
    case 'money':
      return <NumberControl field={field} value={value as string | number | undefined} onChange={onChange} />;
    case 'date':
    case 'datetime':
      return <DateControl field={field} value={value as string | undefined} onChange={onChange} />;
    case 'select':
    case 'radio':
    case 'checkbox':
      return (
        <ChoiceControl field={field} value={value as string | string[] | undefined} onChange={onChange} />
      );
    case 'switch':
      return <SwitchControl field={field} value={value as boolean | undefined} onChange={onChange} />;
  }
}

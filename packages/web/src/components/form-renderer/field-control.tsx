import type { AttachmentRef, FormField, FormValues } from '@campus/contract';
import { DateRangeControl } from './controls/date-range-control';
import { FileControl } from './controls/file-control';
import { ImageControl } from './controls/image-control';
import { SignatureControl } from './controls/signature-control';
import { SimpleControl } from './controls/simple-control';
import { SubTableControl } from './controls/sub-table-control';

interface FieldControlProps {
  field: Exclude<FormField, { type: 'computed' }>;
  value?: unknown;
  onChange?: (value: unknown) => void;
  cellErrors?: Record<string, string>;
}

/** The editing control of any field; antd-mobile's Form.Item hands it the value and onChange. */
export function FieldControl({ field, value, onChange, cellErrors }: FieldControlProps) {
  switch (field.type) {
    case 'dateRange':
      return (
        <DateRangeControl field={field} value={value as [string, string] | undefined} onChange={onChange} />
      );
    case 'image':
      return <ImageControl field={field} value={value as AttachmentRef[] | undefined} onChange={onChange} />;
    case 'upload':
      return <FileControl field={field} value={value as AttachmentRef[] | undefined} onChange={onChange} />;
    case 'signature':
      return (
        <SignatureControl field={field} value={value as AttachmentRef | undefined} onChange={onChange} />
      );
    case 'subTable':
      return (
        <SubTableControl
          field={field}
          value={value as FormValues[] | undefined}
          onChange={onChange}
          cellErrors={cellErrors}
        />
      );
    default:
      return <SimpleControl field={field} value={value} onChange={onChange} />;
  }
}

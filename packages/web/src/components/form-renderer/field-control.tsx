import type { AttachmentRef, FormField, FormValues } from '@campus/contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { LazyFileControl } from './controls/lazy-file-control';
import { LazyImageControl as ImageControl } from './controls/lazy-image-control';
import { SimpleControl } from './controls/simple-control';

// The heavier controls (calendar, uploads, signature pad, sub-table rows) are fetched when a form
// has such a field, not with every form screen (issue 16).
const DateRangeControl = lazy(() =>
  import('./controls/date-range-control').then((m) => ({ default: m.DateRangeControl })),
);
const SignatureControl = lazy(() =>
  import('./controls/signature-control').then((m) => ({ default: m.SignatureControl })),
);
const SubTableControl = lazy(() =>
  import('./controls/sub-table-control').then((m) => ({ default: m.SubTableControl })),
);

interface FieldControlProps {
  field: Exclude<FormField, { type: 'computed' }>;
  value?: unknown;
  onChange?: (value: unknown) => void;
  cellErrors?: Record<string, string>;
}

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** The editing control of any field; antd-mobile's Form.Item hands it the value and onChange. */
export function FieldControl({ field, value, onChange, cellErrors }: FieldControlProps) {
  switch (field.type) {
    case 'dateRange':
      return (
        <Loading>
          <DateRangeControl field={field} value={value as [string, string] | undefined} onChange={onChange} />
        </Loading>
      );
    case 'image':
      return (
        <Loading>
          <ImageControl field={field} value={value as AttachmentRef[] | undefined} onChange={onChange} />
        </Loading>
      );
    case 'upload':
      return (
        <Loading>
          <LazyFileControl field={field} value={value as AttachmentRef[] | undefined} onChange={onChange} />
        </Loading>
      );
    case 'signature':
      return (
        <Loading>
          <SignatureControl field={field} value={value as AttachmentRef | undefined} onChange={onChange} />
        </Loading>
      );
    case 'subTable':
      return (
        <Loading>
          <SubTableControl
            field={field}
            value={value as FormValues[] | undefined}
            onChange={onChange}
            cellErrors={cellErrors}
          />
        </Loading>
      );
    default:
      return <SimpleControl field={field} value={value} onChange={onChange} />;
  }
}

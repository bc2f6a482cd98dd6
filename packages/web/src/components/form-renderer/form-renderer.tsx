import { Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import type { FormController } from './use-form-controller';

// antd-mobile's Form (rc-field-form, async-validator, floating-ui) and the field controls are
// fetched with the first form to fill in, not with the screen that shows it (issue 16).
const EditableForm = lazy(() => import('./editable-form').then((m) => ({ default: m.EditableForm })));
// Likewise the read-only form (its attachment list brings the image viewer and its gestures): the
// screens that fill in a form show it read-only only after it is sent, if at all.
const ReadOnlyForm = lazy(() => import('./read-only-form').then((m) => ({ default: m.ReadOnlyForm })));
const loading = <Skeleton.Paragraph lineCount={6} animated />;

interface FormRendererProps {
  controller: FormController;
  /** Show every field read-only (a request's detail, a task the caller only reads). */
  readOnly?: boolean;
}

/**
 * A contract form at phone width: read-only on antd-mobile's List (read-only-form.tsx), to fill
 * in on antd-mobile's Form (editable-form.tsx), each loaded when first needed.
 */
export function FormRenderer({ controller, readOnly = false }: FormRendererProps) {
  return (
    <Suspense fallback={loading}>
      {readOnly ? (
        <ReadOnlyForm
          definition={controller.definition}
          permissions={controller.permissions}
          values={controller.initial}
        />
      ) : (
        <EditableForm controller={controller} />
      )}
    </Suspense>
  );
}

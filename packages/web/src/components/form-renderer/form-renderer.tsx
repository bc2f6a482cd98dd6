import { Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { ReadOnlyForm } from './read-only-form';
import type { FormController } from './use-form-controller';

// antd-mobile's Form (rc-field-form, async-validator, floating-ui) and the field controls are
// fetched with the first form to fill in, not with the screen that shows it (issue 16).
const EditableForm = lazy(() => import('./editable-form').then((m) => ({ default: m.EditableForm })));

interface FormRendererProps {
  controller: FormController;
  /** Show every field read-only (a request's detail, a task the caller only reads). */
  readOnly?: boolean;
}

/**
 * A contract form at phone width: read-only on antd-mobile's List (read-only-form.tsx), to fill
 * in on antd-mobile's Form (editable-form.tsx, loaded when first needed).
 */
export function FormRenderer({ controller, readOnly = false }: FormRendererProps) {
  if (readOnly) {
    return (
      <ReadOnlyForm
        definition={controller.definition}
        permissions={controller.permissions}
        values={controller.initial}
      />
    );
  }
  return (
    <Suspense fallback={<Skeleton.Paragraph lineCount={6} animated />}>
      <EditableForm controller={controller} />
    </Suspense>
  );
}

import { Skeleton } from 'antd-mobile';
import { lazy, Suspense, type ReactNode } from 'react';
import { ReadOnlyForm } from '../form-renderer/read-only-form';
import { ReferencesProvider } from '../form-renderer/record-reference';
import type { HeldTaskFormProps } from './held-task-form';

const HeldTaskForm = lazy(() => import('./held-task-form').then((m) => ({ default: m.HeldTaskForm })));

interface TaskFormSectionProps extends HeldTaskFormProps {
  /** Shown above the form when the caller does not hold the task (it is read-only then). */
  readOnlyNotice?: ReactNode;
}

/**
 * A task's form as the caller may see it: to its holder the fields to fill in, the opinion and
 * the buttons (held-task-form.tsx, fetched when a held task is shown); to anyone else read-only.
 */
export function TaskFormSection({ readOnlyNotice, ...props }: TaskFormSectionProps) {
  const { view, children } = props;
  // The records the form names (an appeal's sanction, an objection's request), as the caller may read them.
  if (view.attributes.taskStatus === 'pending' && view.buttons.length > 0) {
    return (
      <ReferencesProvider references={view.references}>
        <Suspense fallback={<Skeleton.Paragraph lineCount={5} animated />}>
          <HeldTaskForm {...props} />
        </Suspense>
      </ReferencesProvider>
    );
  }
  return (
    <ReferencesProvider references={view.references}>
      {readOnlyNotice}
      <ReadOnlyForm
        definition={view.formModel.formData}
        permissions={view.permissions.fields}
        values={view.formModel.formValue}
      />
      {children}
    </ReferencesProvider>
  );
}

import { Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import type { HeldTaskFormProps } from './held-task-form';

const HeldTaskForm = lazy(() => import('./held-task-form').then((m) => ({ default: m.HeldTaskForm })));

/** The holder's form, opinion and buttons, fetched when a held task is shown (held-task-form.tsx). */
export function LazyHeldTaskForm(props: HeldTaskFormProps) {
  return (
    <Suspense fallback={<Skeleton.Paragraph lineCount={5} animated />}>
      <HeldTaskForm {...props} />
    </Suspense>
  );
}

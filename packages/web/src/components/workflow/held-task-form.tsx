import { useState, type ReactNode } from 'react';
import type { FormView } from '../../api/bpm';
import { FormRenderer, useFormController } from '../form-renderer';
import { OpinionField } from './opinion-field';
import { TaskActionBar } from './task-action-bar';

export interface HeldTaskFormProps {
  view: FormView;
  /** After a command that moved the task on: leave the screen. */
  onDone: () => void;
  /** What the screen shows between the opinion and the buttons (history, diagram). */
  children: ReactNode;
}

/**
 * The task its holder works: the node's fields to fill in, the opinion, and the node's buttons.
 * Loaded on its own (lazy-task-form.tsx) so that the form, its controls and validation are not
 * part of the task and request screens' first load (issue 16).
 */
export function HeldTaskForm({ view, onDone, children }: HeldTaskFormProps) {
  const [opinion, setOpinion] = useState(view.attributes.opinion ?? '');
  const controller = useFormController({
    definition: view.formModel.formData,
    permissions: view.permissions.fields,
    initialValues: view.formModel.formValue,
    autosave: { scope: view.attributes.taskId },
  });
  return (
    <>
      <FormRenderer controller={controller} />
      <OpinionField value={opinion} onChange={setOpinion} />
      {children}
      <TaskActionBar
        view={view}
        controller={controller}
        opinion={opinion}
        onDone={() => {
          controller.clearDraft();
          onDone();
        }}
      />
    </>
  );
}

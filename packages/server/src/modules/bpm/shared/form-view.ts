import { visibleValues, type Language } from '@campus/contract';
import type { FormAttributes, FormView } from '@campus/contract/api/bpm/shared';
import { localizeForm, permissionsAt, readerPermissions, type FormValues } from '../../../engine/forms.js';
import { nameIn, type FlowNode } from '../../../engine/model.js';
import type { ProcessVersion } from '../../../engine/versions.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { recordSummaries } from '../../../engine/references.js';
import type { AuthContext } from '../../../http/auth.js';
import { actionName } from './action-name.js';

/**
 * The reply of getFormData (start form, task form, instance view), as IBPS-API.md §2 shapes it
 * (declared in contract api/bpm/shared.ts). The form comes in the caller's language; its values
 * are what the node may see.
 */
export type { FormView } from '@campus/contract/api/bpm/shared';

/** The attributes a caller adds to those of the process and the step. */
type MoreAttributes = Omit<FormAttributes, 'defId' | 'defKey' | 'procDefName' | 'nodeId' | 'nodeName'>;

export function formView(
  lang: Language,
  process: ProcessVersion,
  node: FlowNode,
  values: FormValues,
  options: {
    buttons: readonly string[];
    attributes: MoreAttributes;
    readOnly?: boolean;
    /** Seen by a reader outside any step (engine/forms.ts readerPermissions): the starter or another. */
    asReader?: 'starter' | 'other';
  },
): FormView {
  const permissions = options.asReader
    ? readerPermissions(process.form, process.graph, options.asReader)
    : permissionsAt(process.form, node);
  const visible = visibleValues(process.form, values, permissions);
  if (options.readOnly) {
    for (const key of Object.keys(permissions)) if (permissions[key] === 'edit') permissions[key] = 'read';
  }
  return {
    formModel: { type: 'INNER', formData: localizeForm(process.form, lang), formValue: visible },
    boData: visible,
    permissions: { fields: permissions },
    buttons: options.buttons.map((alias) => ({ alias, name: actionName(lang, alias) })),
    attributes: {
      defId: process.definition.id,
      defKey: process.definition.key,
      // In the reader's language, as the lists name them (issue 16).
      procDefName: nameIn(process.graph, lang),
      nodeId: node.id,
      nodeName: nameIn(node, lang),
      ...options.attributes,
    },
    version: process.definition.version,
  };
}

/**
 * The view with the records its referring fields name (an objection's request, an appeal's
 * sanction), each as the caller may read it (engine/references.ts); a field the caller does not
 * see names nothing.
 */
export async function withReferences(
  db: Kysely<DB>,
  caller: AuthContext,
  lang: Language,
  instanceId: string,
  view: FormView,
): Promise<FormView> {
  const references = await recordSummaries(db, view.formModel.formData, view.boData, {
    caller,
    lang,
    instanceId,
  });
  return Object.keys(references).length ? { ...view, references } : view;
}

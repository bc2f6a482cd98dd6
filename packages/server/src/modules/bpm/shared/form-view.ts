import type { FieldPermissions, Language } from '@campus/contract';
import {
  localizeForm,
  permissionsAt,
  visibleValues,
  type FormDefinition,
  type FormValues,
} from '../../../engine/forms.js';
import { nameIn, type FlowNode } from '../../../engine/model.js';
import type { ProcessVersion } from '../../../engine/versions.js';
import { actionName } from './action-name.js';

/**
 * The reply of getFormData (start form, task form, instance view), as IBPS-API.md §2 shapes it.
 * The form comes in the caller's language; its values are what the node may see.
 */
export interface FormView {
  formModel: { type: 'inner'; formData: FormDefinition; formValue: FormValues };
  boData: FormValues;
  permissions: { fields: FieldPermissions };
  buttons: { alias: string; name: string }[];
  attributes: Record<string, unknown>;
  version: number;
}

export function formView(
  lang: Language,
  process: ProcessVersion,
  node: FlowNode,
  values: FormValues,
  options: { buttons: readonly string[]; attributes: Record<string, unknown>; readOnly?: boolean },
): FormView {
  const visible = visibleValues(process.form, node, values);
  const permissions = permissionsAt(process.form, node);
  if (options.readOnly) {
    for (const key of Object.keys(permissions)) if (permissions[key] === 'edit') permissions[key] = 'read';
  }
  return {
    formModel: { type: 'inner', formData: localizeForm(process.form, lang), formValue: visible },
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

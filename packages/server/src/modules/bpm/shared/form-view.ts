import type { Language } from '@campus/contract';
import { permissionsAt, visibleValues, type FormDefinition, type FormValues } from '../../../engine/forms.js';
import type { FieldAccess, FlowNode } from '../../../engine/model.js';
import { actionName, type ProcessVersion } from './process.js';

/** The reply of getFormData (start form, task form, instance view), as IBPS-API.md §2 shapes it. */
export interface FormView {
  formModel: { type: 'inner'; formData: FormDefinition; formValue: FormValues };
  boData: FormValues;
  permissions: { fields: Record<string, FieldAccess> };
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
    formModel: { type: 'inner', formData: process.form, formValue: visible },
    boData: visible,
    permissions: { fields: permissions },
    buttons: options.buttons.map((alias) => ({ alias, name: actionName(lang, alias) })),
    attributes: {
      defId: process.definition.id,
      defKey: process.definition.key,
      procDefName: process.definition.name,
      nodeId: node.id,
      nodeName: node.name,
      ...options.attributes,
    },
    version: process.definition.version,
  };
}

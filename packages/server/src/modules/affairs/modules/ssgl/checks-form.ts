import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FormDefinition } from '@campus/contract';
import { parseFormDefinition } from '../../../../engine/forms.js';
import type { StartNode } from '../../../../engine/model.js';

/**
 * The discipline record's form (contract ssgl/discipline.form.json): the same format, validator
 * and upload checks as every request's form, applied as a starter would fill it in.
 */
const require = createRequire(import.meta.url);
const CONTRACT_ROOT = dirname(require.resolve('@campus/contract/package.json'));

let form: FormDefinition | undefined;

export function disciplineForm(): FormDefinition {
  form ??= parseFormDefinition(
    readFileSync(join(CONTRACT_ROOT, 'src', 'affairs', 'modules', 'ssgl', 'discipline.form.json'), 'utf8'),
  );
  return form;
}

/** Where a record's form is filled in: every field editable. */
export const RECORDING: StartNode = {
  kind: 'startEvent',
  id: 'record',
  name: '',
  names: {},
  incoming: [],
  outgoing: [],
  fields: {},
};

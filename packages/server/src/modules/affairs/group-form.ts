import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FormDefinition } from '@campus/contract';
import { parseFormDefinition } from '../../engine/forms.js';
import type { StartNode } from '../../engine/model.js';

/**
 * A group's form that is not a request's (a dormitory discipline record, a freshman's personal
 * information): a *.form.json in the group's contract folder, in the same format and checked by
 * the same validator and upload rules as every request's form, filled in as a starter would.
 */
const require = createRequire(import.meta.url);
const CONTRACT_ROOT = dirname(require.resolve('@campus/contract/package.json'));

/** The group's form file, parsed on first use and kept. */
export function groupForm(group: string, file: string): () => FormDefinition {
  let form: FormDefinition | undefined;
  return () =>
    (form ??= parseFormDefinition(
      readFileSync(join(CONTRACT_ROOT, 'src', 'affairs', 'modules', group, file), 'utf8'),
    ));
}

/** Where such a form is filled in: every field editable. */
export const RECORDING: StartNode = {
  kind: 'startEvent',
  id: 'record',
  name: '',
  names: {},
  incoming: [],
  outgoing: [],
  fields: {},
};

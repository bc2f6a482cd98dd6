import { groupForm } from '../../group-form.js';

export { RECORDING } from '../../group-form.js';

/** The discipline record's form (contract ssgl/discipline.form.json), on the mechanism's group forms. */
export const disciplineForm = groupForm('ssgl', 'discipline.form.json');

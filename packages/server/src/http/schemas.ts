/**
 * The input pieces the routes not declared yet name (a declared route takes its inputs from its
 * declaration): the contract's own (contract api/inputs.ts), so messages and limits are the same
 * on every route. This file goes with the last route that imports it.
 */
export { formData, recordId as id } from '@campus/contract';

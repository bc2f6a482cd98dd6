/** Input pieces shared by the platform routes: declared once in the contract (api/ids.ts). */
export { attachmentId, rowId, rowIdList } from '@campus/contract';

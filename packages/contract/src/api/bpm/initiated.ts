import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { formData, idList, opinion, recordId } from '../inputs.js';
import {
  cacheBuster,
  commandResult,
  formView,
  instanceResult,
  instanceStatus,
  nodeUsers,
  platformBody,
  requestVariables,
  yesNo,
} from './shared.js';

/**
 * The starter's side of the workflow (IBPS-API.md §2): the process catalogue and favourites, the
 * start form, starting and drafts, the starter's own requests, withdrawing and ending them.
 */

/** A process of the catalogue: the newest deployed version, named in the reader's language. */
const processRow = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createTime: z.number(),
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  status: z.enum(['deploy', 'forbidden']),
  version: z.number(),
  favorites: z.enum(['Y', 'N']),
});
export type ProcessRow = z.infer<typeof processRow>;

/** A request of the starter's (a draft in the drafts list), subject and process in the reader's language. */
const draftRow = z.object({
  id: z.string(),
  subject: z.string(),
  procDefId: z.string(),
  procDefKey: z.string(),
  procDefName: z.string(),
  typeId: z.string().nullable(),
  createTime: z.number(),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
  status: instanceStatus,
  result: instanceResult.nullable(),
  /** 'Y' while no approver has acted since it was submitted: the starter may withdraw it. */
  revocable: z.enum(['Y', 'N']),
});
export type DraftRow = z.infer<typeof draftRow>;

/** A submitted request with where it waits now (empty once it has ended). */
const requestRow = draftRow.extend({ curNode: z.string() });
export type RequestRow = z.infer<typeof requestRow>;

/** What a start or a draft sends: the form values (as JSON text) and the process or draft. */
const startBody = platformBody(
  z.object({
    defId: recordId.optional(),
    version: z.union([z.string(), z.number()]).optional(),
    proInstId: recordId.optional(),
    data: formData,
    nodeUsers,
  }),
);
export type StartBody = z.input<typeof startBody>;
export type StartRequest = z.output<typeof startBody>;

const favourites = z.object({ defIds: idList });

const business = endpointsOf({ service: 'business', access: 'signedIn' });

export const initiatedEndpoints = {
  /** The catalogue: every process the school offers for starting. */
  newProcesses: business.list('/bpm/initiated/query/process/new', processRow),
  favorited: business.list('/bpm/initiated/query/favorited', processRow),
  /** Adds processes (by any of their versions' ids) to the caller's favourites; answers how many. */
  saveFavorites: business.post('/bpm/definition/saveFavorites', { query: favourites, reply: z.number() }),
  removeFavorites: business.post('/bpm/definition/removeFavorites', { query: favourites, reply: z.number() }),
  /**
   * The start form (defId), a draft reopened (proInstId of a draft), a new request copied from
   * an earlier one (proInstId + copy), or the read-only view of a submitted request.
   */
  formData: business.get('/bpm/instance/getFormData', {
    query: z
      .object({ defId: recordId.optional(), proInstId: recordId.optional(), copy: yesNo, _t: cacheBuster })
      .refine((q) => q.defId || q.proInstId, { message: 'validation.required', path: ['defId'] }),
    reply: formView,
  }),
  /** The platform's instance form: the read-only view with `boData` as a JSON string. */
  instFormInfo: business.get('/bpm/instance/instFormInfo', {
    query: z.object({ instId: recordId, _t: cacheBuster }),
    reply: formView.extend({ boData: z.string() }),
  }),
  start: business.post('/bpm/instance/start', {
    body: startBody,
    reply: z.object({ proInstId: z.string(), status: instanceStatus, taskIds: z.array(z.string()) }),
    variables: requestVariables,
    idempotent: true,
  }),
  saveDraft: business.post('/bpm/instance/saveDraft', {
    body: startBody,
    reply: z.object({ proInstId: z.string(), status: instanceStatus }),
    variables: requestVariables,
    idempotent: true,
  }),
  drafts: business.list('/bpm/initiated/query/my/draft', draftRow),
  /**
   * Deletes drafts of the caller's; answers how many went. The ids come in the query (`?ids=a,b`)
   * or, as the platform's stock client sends them, in the body: `{ids}` (a comma list or an
   * array) or `{parameters: [{key: 'ids', value}]}`; the query's win when both are sent, and
   * neither is a validation error naming `ids` (the server's check).
   */
  removeDrafts: business.post('/bpm/initiated/draft/remove', {
    query: z.object({ ids: idList.optional() }),
    body: platformBody(z.object({ ids: idList.optional() }).nullish()),
    reply: z.number(),
  }),
  /** Everything the caller submitted (not drafts). */
  requested: business.list('/bpm/initiated/query/my/requested', requestRow),
  /** The caller's requests that have ended. */
  completed: business.list('/bpm/initiated/query/my/completed', requestRow),
  /** The starter withdraws a request no approver has acted on: it becomes a draft again. */
  withdraw: business.post('/bpm/instance/revoke', {
    body: platformBody(z.object({ instId: recordId, opinion })),
    reply: commandResult,
  }),
  /** The starter calls off their own running request. */
  end: business.post('/bpm/instance/doEndProcess', {
    query: z.object({ instId: recordId, endReason: opinion }),
    reply: commandResult,
  }),
};

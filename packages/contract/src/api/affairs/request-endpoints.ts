import { z } from 'zod';
import type { ServicePrefix } from '../../constants.js';
import { listQuerySchema } from '../../list.js';
import { affairDetailSchema, affairReviewRowSchema } from '../../affairs/wire.js';
import { defineEndpoint } from '../endpoint.js';
import { recordId } from '../inputs.js';
import { listReplyOf } from '../list-reply.js';
import type { groupAccess, moduleAccess } from './access.js';

/**
 * What a group and each of its modules both offer over their requests, each under its own base
 * (/affairs/<group key> or /affairs/<module key>): the reviewer's open tasks and one request's
 * detail. The same reply either way; only whose requests and who may list them differ.
 */

/** Where the endpoints hang: a group's or a module's base inside its service. */
export interface RequestsBase {
  service: ServicePrefix;
  base: `/affairs/${string}`;
}

/** The caller's open tasks on the requests under `base` (the group's modules, or the module). */
export const reviewEndpoint = (
  { service, base }: RequestsBase,
  access: typeof groupAccess.reviewer | typeof moduleAccess.reviewer,
) =>
  defineEndpoint({
    service,
    method: 'POST',
    path: `${base}/review`,
    body: listQuerySchema,
    reply: listReplyOf(affairReviewRowSchema),
    access,
  });

/** One request under `base`, to whoever may read it (the service checks that for the request asked). */
export const requestDetailEndpoint = ({ service, base }: RequestsBase) =>
  defineEndpoint({
    service,
    method: 'GET',
    path: `${base}/detail`,
    query: z.object({ id: recordId }),
    reply: affairDetailSchema,
    access: 'signedIn',
  });

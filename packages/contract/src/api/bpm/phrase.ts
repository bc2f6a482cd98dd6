import { z } from 'zod';
import { listQuerySchema } from '../../list.js';
import { defineEndpoint } from '../endpoint.js';
import { listReplyOf } from '../list-reply.js';
import { idList, recordId } from '../inputs.js';
import { platformBody, yesNo } from './shared.js';

/** Saved phrases for opinions (常用语) at /common/statment/* (the platform's spelling): each user's own. */

const phraseRow = z.object({
  id: z.string(),
  content: z.string(),
  isDefault: z.enum(['Y', 'N']),
  createTime: z.number(),
});
export type PhraseRow = z.infer<typeof phraseRow>;

const saved = z.object({ id: z.string() });

export const phraseEndpoints = {
  /** The caller's phrases, the default one first. */
  query: defineEndpoint({
    service: 'business',
    method: 'POST',
    path: '/bpm/common/statment/query',
    body: listQuerySchema,
    reply: listReplyOf(phraseRow),
    access: 'signedIn',
  }),
  save: defineEndpoint({
    service: 'business',
    method: 'POST',
    path: '/bpm/common/statment/save',
    body: platformBody(
      z.object({
        id: recordId.optional(),
        content: z
          .string('validation.required')
          .trim()
          .min(1, 'validation.required')
          .max(500, 'validation.maxLength'),
        isDefault: yesNo,
      }),
    ),
    reply: saved,
    access: 'signedIn',
  }),
  /** Deletes phrases of the caller's; answers how many went. */
  remove: defineEndpoint({
    service: 'business',
    method: 'POST',
    path: '/bpm/common/statment/remove',
    query: z.object({ ids: idList }),
    reply: z.number(),
    access: 'signedIn',
  }),
  setDefault: defineEndpoint({
    service: 'business',
    method: 'POST',
    path: '/bpm/common/statment/setDefault',
    query: z.object({ id: recordId }),
    reply: saved,
    access: 'signedIn',
  }),
};

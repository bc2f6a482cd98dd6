import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
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

const business = endpointsOf({ service: 'business', access: 'signedIn' });

export const phraseEndpoints = {
  /** The caller's phrases, the default one first. */
  query: business.list('/bpm/common/statment/query', phraseRow),
  save: business.post('/bpm/common/statment/save', {
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
  }),
  /** Deletes phrases of the caller's; answers how many went. */
  remove: business.post('/bpm/common/statment/remove', {
    query: z.object({ ids: idList }),
    reply: z.number(),
  }),
  setDefault: business.post('/bpm/common/statment/setDefault', {
    query: z.object({ id: recordId }),
    reply: saved,
  }),
};

import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { idList, recordId } from '../inputs.js';
import { platformBody, yesNo } from './shared.js';

/** Saved phrases for opinions (常用语) at /common/statment/* (the platform's spelling): each user's own. */

const phraseRow = z.object({
  id: z.string(),
  content: z.string(),
  /** The same text under the platform's own name, which its stock front end reads (issue 32). */
  value: z.string(),
  isDefault: z.enum(['Y', 'N']),
  createTime: z.number(),
});
export type PhraseRow = z.infer<typeof phraseRow>;

const saved = z.object({ id: z.string() });

/**
 * The platform's stock front end saves a phrase as `{value, isDefault, action}`: its `value` is
 * our `content` (when both come, `content` wins). `action` (which button the phrase is for) is
 * not kept: every phrase is offered with every action here.
 */
const stockPhrase = (body: unknown) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { value, ...rest } = body as Record<string, unknown>;
  return rest.content === undefined && value !== undefined ? { ...rest, content: value } : rest;
};

const business = endpointsOf({ service: 'business', access: 'signedIn' });

export const phraseEndpoints = {
  /** The caller's phrases, the default one first. */
  query: business.list('/bpm/common/statment/query', phraseRow),
  save: business.post('/bpm/common/statment/save', {
    body: platformBody(
      z.preprocess(
        stockPhrase,
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

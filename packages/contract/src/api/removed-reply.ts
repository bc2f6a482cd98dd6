import { z } from 'zod';

/** The reply of a removal (news, inner messages, push devices): how many rows it removed. */
export const removedReply = z.object({ removed: z.number() });

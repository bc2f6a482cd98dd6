import { z } from 'zod';

/** The reply of every list endpoint (list.ts ListReply) around a row schema. */
export function listReplyOf<Row extends z.ZodType>(row: Row) {
  return z.object({
    dataResult: z.array(row),
    pageResult: z.object({ page: z.number(), limit: z.number(), totalCount: z.number() }),
  });
}

import { z } from 'zod';

/**
 * A form field that holds another record's id (an appeal's sanction, an objection's request in
 * publicity) names the record's kind (`refers` on a text field). The server reads each such value
 * as the record it names, for a reader who may read that record (the record's own readers decide,
 * never the form's), and sends the summary beside the values, by field key: the screen shows the
 * record, not a raw id. A reader who may not read it gets no summary for that field.
 */
export const recordSummarySchema = z.object({
  /** The kind of record (`sanction`, `publicity`), as the field's `refers` names it. */
  kind: z.string(),
  /** What the record is, in the reader's language (处分决定, 公示事项). */
  kindName: z.string(),
  /** One line naming the record (警告 · 学校〔2026〕12号). */
  title: z.string(),
  /** The facts that matter, labelled in the reader's language. */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The web path that opens the record, where the reader may open it; else null. */
  link: z.string().nullable(),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;

/** The summaries of a form's referring fields, by field key. */
export const recordSummariesSchema = z.record(z.string(), recordSummarySchema);
export type RecordSummaries = z.infer<typeof recordSummariesSchema>;

import { z } from 'zod';
import type { LocalizedText } from '../forms/types.js';
import type { AffairColumn, DictionarySeed } from './types.js';

/**
 * A work order (报修) as every repair of the app runs it (MODULES-RESEARCH §2.7, §15.1): not an
 * approval chain but a queue of steps — reported, accepted, being repaired, done and waiting for
 * the reporter's rating, rated; closed unrated (the school's days to rate ran out and the rating
 * step was closed in the reporter's name); or declined (cannot be repaired) or withdrawn by the reporter.
 * A group's BPMN names its open steps; the server's `modules/affairs/work-order.ts` turns a request's
 * workflow state into one of these stages.
 */
export const WORK_ORDER_STAGES = [
  'submitted',
  'accepted',
  'inRepair',
  'done',
  'rated',
  'closed',
  'declined',
  'withdrawn',
] as const;
export type WorkOrderStage = (typeof WORK_ORDER_STAGES)[number];

/** Which stage each open step of a work order's BPMN means (its task's node id -> stage). */
export type WorkOrderSteps = Readonly<Record<string, WorkOrderStage>>;

/** What the workers and the reporter wrote on an order as far as it has gone. */
export const workOrderWorkSchema = z.object({
  worker: z.string().nullable(),
  workerNote: z.string().nullable(),
  /** 1..5 stars once rated. */
  rating: z.number().nullable(),
  ratingComment: z.string().nullable(),
});
export type WorkOrderWork = z.infer<typeof workOrderWorkSchema>;

/** A work order's record (the module's 'record' columns and the detail's record). */
export const workOrderRecordSchema = z.object({
  stage: z.enum(WORK_ORDER_STAGES),
  work: workOrderWorkSchema,
});
export type WorkOrderRecord = z.infer<typeof workOrderRecordSchema>;

const L = (zh: string, tw: string, en: string, ja: string): LocalizedText => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

/** The stages' names, as a dictionary a group seeds (its `dictionaries`) for its list columns. */
export const WORK_ORDER_STAGE_DICTIONARY: DictionarySeed = {
  typeKey: 'work_order_stage',
  name: L('报修进度', '報修進度', 'Repair progress', '修理の進捗'),
  entries: [
    { key: 'submitted', name: L('待受理', '待受理', 'Waiting', '受付待ち') },
    { key: 'accepted', name: L('已受理', '已受理', 'Accepted', '受付済み') },
    { key: 'inRepair', name: L('维修中', '維修中', 'Being repaired', '修理中') },
    { key: 'done', name: L('待评价', '待評價', 'Done, to rate', '完了・評価待ち') },
    { key: 'rated', name: L('已评价', '已評價', 'Rated', '評価済み') },
    { key: 'closed', name: L('逾期未评价', '逾期未評價', 'Closed unrated', '未評価で完了') },
    { key: 'declined', name: L('无法维修', '無法維修', 'Cannot be repaired', '修理不可') },
    { key: 'withdrawn', name: L('已撤销', '已撤銷', 'Cancelled', '取り消し') },
  ],
};

/** A work order's stage as a list column (its record's `stage`, named by the dictionary above). */
export const WORK_ORDER_STAGE_COLUMN: AffairColumn = {
  key: 'stage',
  source: 'record',
  label: L('进度', '進度', 'Progress', '進捗'),
  format: 'dictionary',
  dictionary: WORK_ORDER_STAGE_DICTIONARY.typeKey,
};

import { texts, type Texts } from '../group-refusal.js';

/** The sync API's own words, in every language (the cells' and rows' are the imports'). */
export const SYNC_TEXTS = {
  noClient: texts(
    '没有这个同步客户端',
    '沒有這個同步用戶端',
    'No such sync client',
    'その同期クライアントはありません',
  ),
  unknownField: texts(
    '不是这类数据的字段',
    '不是這類資料的欄位',
    'is not a field of this kind',
    'この種類の項目ではありません',
  ),
} satisfies Record<string, Texts>;

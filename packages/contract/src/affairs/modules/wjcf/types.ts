import type { LocalizedText } from '../../../forms/types.js';
import type { SanctionCause } from './constants.js';
import { localizedText as L } from '../../define.js';

/**
 * The discipline group's own wire types: those of its declarations (each beside its schema in
 * api.ts), and its tables of labels (its kinds, causes and states in constants.ts).
 */
export * from './constants.js';
export type { Deadline, SanctionDetail, SanctionInput, SanctionNotice, SanctionRow } from './api.js';

/** What each cause is called (the screens' and the export's words). */
export const SANCTION_CAUSE_NAMES: Readonly<Record<SanctionCause, LocalizedText>> = {
  exam: L('考试违纪', '考試違紀', 'Exam misconduct', '試験不正'),
  absence: L('旷课', '曠課', 'Absence', '無断欠席'),
  nightsOut: L('夜不归宿', '夜不歸宿', 'Nights out', '無断外泊'),
  appliance: L('违章电器', '違章電器', 'Banned appliance', '禁止電器'),
  fighting: L('打架斗殴', '打架鬥毆', 'Fighting', '暴力行為'),
  theft: L('盗窃', '盜竊', 'Theft', '窃盗'),
  gambling: L('赌博', '賭博', 'Gambling', '賭博'),
  drunkenness: L('酗酒滋事', '酗酒滋事', 'Drunkenness', '飲酒による騒動'),
  online: L('网络违法', '網路違法', 'Online offence', 'ネット上の違法行為'),
  academic: L('学术不端', '學術不端', 'Academic misconduct', '研究不正'),
  other: L('其他', '其他', 'Other', 'その他'),
};

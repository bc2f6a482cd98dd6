import { defineAffairGroup, localizedText as L } from '../../define.js';
import type { AffairColumn, AffairModuleSpec } from '../../types.js';
import { INFO_CHANGE_FIELDS, type InfoChangeField } from './types.js';

export * from './types.js';

/**
 * Student information (学生信息, SPEC §2.4, MODULES.md §10, MODULES-RESEARCH §12), under
 * /xgxt/xsxx and the "basic resources" service /api/jczy/v3. Staff query the students in their
 * charge (counsellor: their classes; college: its students; office: every student) with the
 * sensitive fields masked in every list and whole only in a student's card for the staff in
 * charge; a comprehensive query filters over many fields and exports. A student changes their own
 * phone, address or bank card by a request the counsellor approves (three modules on one chain):
 * the value before and the value asked for are kept beside the request and the profile changes
 * only on approval (server: modules/affairs/modules/xsxx; API in types.ts).
 */
const STAFF = ['counsellor', 'college_staff', 'office_staff'];

const record = (key: string, label: ReturnType<typeof L>, masked = false): AffairColumn => ({
  key,
  source: 'record',
  label,
  ...(masked ? { masked: true } : {}),
});

const FIELD_COLUMN: AffairColumn = {
  key: 'field',
  source: 'record',
  label: L('变更项', '變更項', 'Change of', '変更項目'),
  options: {
    phone: L('手机号', '手機號', 'Phone', '携帯番号'),
    address: L('家庭住址', '家庭住址', 'Home address', '住所'),
    bankCard: L('银行卡', '銀行卡', 'Bank card', '銀行カード'),
  },
};
const BEFORE = record('before', L('变更前', '變更前', 'Before', '変更前'), true);
const AFTER = record('after', L('变更后', '變更後', 'After', '変更後'), true);

const MODULES: Record<
  InfoChangeField,
  { key: string; route: string; form: string; title: ReturnType<typeof L> }
> = {
  phone: {
    key: 'infoPhone',
    route: 'phoneChange',
    form: 'phone.form.json',
    title: L('手机号变更', '手機號變更', 'Change of phone', '携帯番号の変更'),
  },
  address: {
    key: 'infoAddress',
    route: 'addressChange',
    form: 'address.form.json',
    title: L('家庭住址变更', '家庭住址變更', 'Change of home address', '住所の変更'),
  },
  bankCard: {
    key: 'infoBankCard',
    route: 'bankCardChange',
    form: 'bank-card.form.json',
    title: L('银行卡变更', '銀行卡變更', 'Change of bank card', '銀行カードの変更'),
  },
};

/** The module of each changeable field (its key, apply route). */
export const INFO_CHANGE_MODULES: Record<InfoChangeField, { key: string; route: string }> =
  Object.fromEntries(
    INFO_CHANGE_FIELDS.map((f) => [f, { key: MODULES[f].key, route: MODULES[f].route }]),
  ) as Record<InfoChangeField, { key: string; route: string }>;

const changeModule = (field: InfoChangeField): AffairModuleSpec => ({
  key: MODULES[field].key,
  title: MODULES[field].title,
  summary: L(
    '提交后由辅导员审核，审核通过后个人信息才会更新',
    '提交後由輔導員審核，審核通過後個人資訊才會更新',
    'Your counsellor approves it; your record changes only when approved',
    '担任の承認後に個人情報が更新されます',
  ),
  processKey: `xsxx_${field === 'bankCard' ? 'bank_card' : field}`,
  process: { bpmn: 'change.bpmn', form: MODULES[field].form },
  applyRoute: MODULES[field].route,
  audience: { apply: ['student'], review: STAFF },
  finalLabel: L('已变更', '已變更', 'Changed', '変更済み'),
  lists: {
    // The student's history: what was on record and what they asked for (the card's footer says when).
    mine: [FIELD_COLUMN, BEFORE, AFTER, { key: 'status', source: 'instance' }],
    review: [
      { key: 'name', source: 'starter', primary: true },
      { key: 'number', source: 'starter' },
      { key: 'className', source: 'starter' },
      FIELD_COLUMN,
      BEFORE,
      AFTER,
      { key: 'createTime', source: 'instance' },
    ],
  },
});

export default defineAffairGroup({
  key: 'xsxx',
  service: 'jczy',
  basePath: '/xgxt/xsxx',
  title: L('学生信息', '學生資訊', 'Student information', '学生情報'),
  category: 'daily',
  default: { apply: 'myInfo', review: 'studentQuery' },
  screens: [
    {
      route: 'myInfo',
      kind: 'myInfo',
      audience: 'apply',
      entry: true,
      title: L('我的信息', '我的資訊', 'My information', '自分の情報'),
    },
    {
      route: 'studentQuery',
      kind: 'studentQuery',
      audience: 'review',
      entry: true,
      title: L('学生信息查询', '學生資訊查詢', 'Student query', '学生情報の照会'),
    },
    {
      route: 'studentCard',
      kind: 'studentCard',
      audience: 'review',
      title: L('学生档案', '學生檔案', 'Student record', '学生の記録'),
    },
    {
      route: 'reviewRecords',
      kind: 'query',
      audience: 'review',
      entry: true,
      title: L('信息审核记录', '資訊審核記錄', 'Change records', '変更の記録'),
    },
    {
      route: 'comprehensiveQuery',
      kind: 'comprehensiveQuery',
      audience: 'review',
      entry: true,
      title: L('综合查询', '綜合查詢', 'Comprehensive query', '総合照会'),
    },
  ],
  modules: INFO_CHANGE_FIELDS.map(changeModule),
});

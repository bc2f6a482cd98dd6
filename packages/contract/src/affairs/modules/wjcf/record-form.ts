import type { FormDefinition } from '../../../forms/types.js';
import { localizedText as L } from '../../define.js';
import { SANCTION_KINDS } from '../../policies.js';
import { SANCTION_CAUSE_NAMES, SANCTION_CAUSES, SANCTION_KIND_KEYS } from './types.js';

/**
 * The staff's form for recording a sanction (处分登记, MODULES-RESEARCH §9.2), in the form format so
 * the web renders and checks it like any other; the server checks the same fields (routes.ts) and
 * the school's period bounds.
 */
export const SANCTION_RECORD_FORM: FormDefinition = {
  key: 'wjcf_record',
  name: L('处分登记', '處分登記', 'Record a sanction', '処分の登録'),
  fields: [
    {
      key: 'studentNumber',
      label: L('学号', '學號', 'Student number', '学籍番号'),
      type: 'text',
      minLength: 4,
      maxLength: 32,
      required: true,
    },
    {
      key: 'kind',
      label: L('处分类别', '處分類別', 'Sanction', '処分の種類'),
      type: 'select',
      required: true,
      options: SANCTION_KIND_KEYS.map((value) => ({ value, label: SANCTION_KINDS[value]! })),
    },
    {
      key: 'periodMonths',
      label: L('处分期（月）', '處分期（月）', 'Period (months)', '処分期間（月）'),
      type: 'integer',
      min: 1,
      max: 60,
      requiredWhen: { field: 'kind', in: SANCTION_KIND_KEYS.filter((k) => k !== 'expulsion') },
      help: L(
        '开除学籍以外的处分期一般为6至12个月',
        '開除學籍以外的處分期一般為6至12個月',
        'Except expulsion, usually 6 to 12 months',
        '除籍以外は通常6〜12か月',
      ),
    },
    {
      key: 'cause',
      label: L('违纪原因', '違紀原因', 'Cause', '違反の種類'),
      type: 'select',
      required: true,
      options: SANCTION_CAUSES.map((value) => ({ value, label: SANCTION_CAUSE_NAMES[value] })),
    },
    {
      key: 'decisionNo',
      label: L('处分文号', '處分文號', 'Decision number', '処分番号'),
      type: 'text',
      maxLength: 100,
      required: true,
    },
    {
      key: 'decisionDate',
      label: L('处分日期', '處分日期', 'Decision date', '処分日'),
      type: 'date',
      max: 'today',
      required: true,
    },
    {
      key: 'facts',
      label: L('违纪事实', '違紀事實', 'Facts', '事実'),
      type: 'textarea',
      minLength: 10,
      maxLength: 4000,
      required: true,
    },
    {
      key: 'basis',
      label: L('处分依据', '處分依據', 'Rule broken', '根拠規定'),
      type: 'text',
      maxLength: 1000,
      required: true,
    },
  ],
};

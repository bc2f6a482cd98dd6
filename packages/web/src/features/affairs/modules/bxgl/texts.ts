import { T, groupTexts } from '../../group-texts';

/** The insurance screens' own texts in every language (the generic screens' are the workflow namespace's). */
const INSURANCE_TEXTS = {
  'index.hint': T(
    '本学年的医疗保险和意外伤害保险',
    '本學年的醫療保險和意外傷害保險',
    'Your medical and accident insurance this academic year',
    '今年度の医療保険と傷害保険',
  ),
  'index.year': T('{year}学年', '{year}學年', 'Academic year {year}', '{year}年度'),
  'state.none': T('未参保', '未參保', 'Not enrolled', '未加入'),
  'state.running': T('审核中', '審核中', 'Being reviewed', '審査中'),
  'state.enrolled': T('已参保', '已參保', 'Enrolled', '加入済み'),
  'state.rejected': T('未通过', '未通過', 'Not accepted', '不承認'),
  'pay.unpaid': T('待缴费', '待繳費', 'To pay', '未払い'),
  'pay.paid': T('已缴费', '已繳費', 'Paid', '支払済み'),
  'pay.insured': T('已参保', '已參保', 'Insured', '加入済み'),
  'pay.exempt': T('财政代缴', '財政代繳', 'Paid by the state', '公費負担'),
  'index.enrol': T('去参保', '去參保', 'Enrol', '加入する'),
  'index.again': T('重新登记', '重新登記', 'Enrol again', '再登録'),
  'index.view': T('查看详情', '查看詳情', 'View', '詳細'),
  'index.compulsory': T(
    '按规定在校生应参加居民医保，已在户籍地或单位参保的请上传凭证',
    '按規定在校生應參加居民醫保，已在戶籍地或單位參保的請上傳憑證',
    "Students should hold residents' medical insurance; insured at home or through work, upload the proof",
    '在学生は住民医療保険への加入が必要です。住民登録地や勤務先で加入済みの場合は証明を提出',
  ),
  'index.voluntary': T(
    '自愿投保，出险后联系承保公司理赔',
    '自願投保，出險後聯絡承保公司理賠',
    'Voluntary; claim from the insurer after an accident',
    '任意加入。事故の際は保険会社へ請求',
  ),
  'rates.hint': T(
    '您负责的学生本学年的参保情况（以学生处确认为准）',
    '您負責的學生本學年的參保情況（以學生處確認為準）',
    'Enrolment of the students in your charge this year (confirmed by the office)',
    '担当学生の今年度の加入状況（学生課の確認済み分）',
  ),
  'rates.rate': T('参保率', '參保率', 'Rate', '加入率'),
  'rates.students': T('学生', '學生', 'Students', '学生'),
  'rates.enrolled': T('已参保', '已參保', 'Enrolled', '加入'),
  'rates.pending': T('审核中', '審核中', 'Reviewing', '審査中'),
  'rates.byCollege': T('各学院参保率（%）', '各學院參保率（%）', 'By college (%)', '学部別の加入率（%）'),
  'rates.byClass': T('各班级参保情况', '各班級參保情況', 'By class', 'クラス別の加入状況'),
  'rates.line': T(
    '{enrolled}/{students} 人 · 审核中 {pending}',
    '{enrolled}/{students} 人 · 審核中 {pending}',
    '{enrolled} of {students} · {pending} reviewing',
    '{enrolled}/{students}人・審査中 {pending}',
  ),
  'rates.none': T('暂无学生', '暫無學生', 'No students', '学生はいません'),
} as const;

export type InsuranceTextKey = keyof typeof INSURANCE_TEXTS;

/** The insurance texts in the reader's language. */
export const useInsuranceTexts = groupTexts(INSURANCE_TEXTS).useTexts;

import { texts } from '../../group-refusal.js';

/** The fees group's refusals and the import's row problems, in every language. */
export const FEE_TEXTS = {
  overpaid: texts(
    '金额超过未缴金额 {outstanding} 元',
    '金額超過未繳金額 {outstanding} 元',
    'More than the {outstanding} yuan outstanding',
    '未納額 {outstanding} 元を超えています',
  ),
  notPositive: texts(
    '金额应大于 0',
    '金額應大於 0',
    'The amount must be more than 0',
    '金額は 0 より大きくしてください',
  ),
  receiptTaken: texts(
    '票据号 {receipt} 已登记过',
    '票據號 {receipt} 已登記過',
    'Receipt {receipt} is already recorded',
    '領収書番号 {receipt} は登録済みです',
  ),
  pastDeadline: texts(
    '缓缴截止日期不能早于今天',
    '緩繳截止日期不能早於今天',
    'The deadline cannot be before today',
    '猶予期限は今日以降にしてください',
  ),
  notReadable: texts('没有这份账单', '沒有這份帳單', 'No such bill', 'この請求はありません'),
  notStudent: texts(
    '只有学生本人可以查看自己的账单',
    '只有學生本人可以查看自己的帳單',
    'Only students have bills of their own',
    '自分の請求を見られるのは学生本人だけです',
  ),
  notFinance: texts(
    '只有财务处可以登记缴费、缓缴和导入账单',
    '只有財務處可以登記繳費、緩繳和匯入帳單',
    'Only the finance office records payments and deferrals and imports bills',
    '支払・猶予の登録と請求の取り込みは財務課のみが行えます',
  ),
  noStudent: texts(
    '本校没有学号为 {number} 的学生',
    '本校沒有學號為 {number} 的學生',
    'No student numbered {number} in this school',
    '学籍番号 {number} の学生はいません',
  ),
  nameMismatch: texts(
    '学号 {number} 的学生是 {name}',
    '學號 {number} 的學生是 {name}',
    'Student {number} is {name}',
    '学籍番号 {number} の学生は {name} です',
  ),
  duplicate: texts(
    '与第 {row} 行重复（同一学生同一学年）',
    '與第 {row} 列重複（同一學生同一學年）',
    'Same student and year as row {row}',
    '{row} 行目と重複しています（同じ学生・同じ学年）',
  ),
  beforeEnrolment: texts(
    '学号 {number} 是 {grade} 级学生，{year} 学年尚未入学',
    '學號 {number} 是 {grade} 級學生，{year} 學年尚未入學',
    'Student {number} enrolled in {grade}, so was not a student in {year}',
    '学籍番号 {number} は {grade} 年入学のため、{year} 年度は在学していません',
  ),
  nothingDue: texts(
    '至少填写一项收费金额',
    '至少填寫一項收費金額',
    'Give at least one fee amount',
    '少なくとも 1 つの費目の金額を入力してください',
  ),
  reducedOver: texts(
    '减免金额超过应缴金额',
    '減免金額超過應繳金額',
    'The reduction is more than the amount due',
    '減免額が請求額を超えています',
  ),
  paidOver: texts(
    '该学生已缴 {paid} 元，多于新的应缴金额',
    '該學生已繳 {paid} 元，多於新的應繳金額',
    'The student has already paid {paid} yuan, more than the new amount due',
    'この学生は既に {paid} 元を納付しており、新しい請求額を超えています',
  ),
  reasonRequired: texts(
    '请填写缓缴原因',
    '請填寫緩繳原因',
    'Give the reason for the deferral',
    '猶予の理由を入力してください',
  ),
};

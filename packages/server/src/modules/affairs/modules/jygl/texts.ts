import { texts } from '../../group-refusal.js';

/** The employment group's refusals, in every language. */
export const EMPLOYMENT_TEXTS = {
  noPosting: texts('没有这条招聘信息', '沒有這條招聘資訊', 'No such job posting', 'この求人はありません'),
  notCentre: texts(
    '仅就业指导中心可以发布招聘信息',
    '僅就業指導中心可以發布招聘資訊',
    'Only the employment centre publishes job postings',
    '求人は就職支援センターのみ掲載できます',
  ),
  salaryOrder: texts(
    '最高薪资不能低于最低薪资',
    '最高薪資不能低於最低薪資',
    'The top of the salary range is below its bottom',
    '給与の上限が下限を下回っています',
  ),
  pastDeadline: texts(
    '截止日期不能早于今天',
    '截止日期不能早於今天',
    'The deadline cannot be before today',
    '締切日は今日以降にしてください',
  ),
};

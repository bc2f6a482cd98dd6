import { fillTemplate, type Language } from '@campus/contract';
import { groupTexts, T, type TextParams, type Texts } from '../../group-texts';

/**
 * Work-study's screen texts in the four languages, kept with its screens (they load as one chunk
 * with them). `{name}` placeholders are filled from the params.
 */
const TEXTS = {
  // The index: posts taking students
  hint: T(
    '资助中心发布的校内岗位，家庭经济困难学生优先录用',
    '資助中心發布的校內崗位，家庭經濟困難學生優先錄用',
    'Campus posts the aid centre publishes; students in hardship come first',
    '支援センターが公開する学内ポスト。家計困難の学生が優先されます',
  ),
  caps: T(
    '每周最多{week}小时 · 每月最多{month}小时 · 时薪不低于{pay}元',
    '每週最多{week}小時 · 每月最多{month}小時 · 時薪不低於{pay}元',
    'At most {week} h a week · {month} h a month · at least {pay} yuan an hour',
    '週{week}時間まで・月{month}時間まで・時給{pay}元以上',
  ),
  openPosts: T('正在招聘', '正在招聘', 'Taking students', '募集中'),
  noPosts: T(
    '目前没有正在招聘的岗位',
    '目前沒有正在招聘的崗位',
    'No post is taking students now',
    '現在募集中のポストはありません',
  ),
  free: T('剩余{free}个名额', '剩餘{free}個名額', '{free} place(s) left', '残り{free}名'),
  full: T('名额已满', '名額已滿', 'Full', '定員に達しました'),
  places: T('名额', '名額', 'Places', '定員'),
  placesValue: T('{filled}/{places}人', '{filled}/{places}人', '{filled} of {places}', '{filled}/{places}名'),
  rate: T('{rate}元/小时', '{rate}元/小時', '{rate} yuan/h', '{rate}元/時'),
  monthly: T(
    '每月约{hours}小时，约{pay}元',
    '每月約{hours}小時，約{pay}元',
    'About {hours} h and {pay} yuan a month',
    '月約{hours}時間・約{pay}元',
  ),
  department: T('用工部门', '用工部門', 'Department', '雇用部署'),
  period: T('工作期', '工作期', 'Period', '勤務期間'),
  periodValue: T('{start} 至 {end}', '{start} 至 {end}', '{start} to {end}', '{start}〜{end}'),
  location: T('地点', '地點', 'Where', '場所'),
  duties: T('工作内容', '工作內容', 'Duties', '業務内容'),
  supervisor: T('负责人', '負責人', 'Supervisor', '担当者'),
  pay: T('酬金', '酬金', 'Pay', '報酬'),
  apply: T('申请', '申請', 'Apply', '応募'),
  applied: T('审核中', '審核中', 'Under review', '審査中'),
  placed: T('在岗', '在崗', 'On the post', '勤務中'),
  closedTag: T('已停招', '已停招', 'Closed', '募集終了'),
  view: T('查看申请', '查看申請', 'View application', '応募を見る'),
  viewHours: T('查看工时', '查看工時', 'My hours', '勤務時間を見る'),
  mine: T('我的岗位与工时', '我的崗位與工時', 'My posts and hours', '自分のポストと勤務時間'),
  holding: T(
    '您已在{count}个岗位上岗（每人最多{max}个）',
    '您已在{count}個崗位上崗（每人最多{max}個）',
    'You are on {count} post(s) (at most {max} each)',
    '{count}件のポストで勤務中です（一人{max}件まで）',
  ),

  // The student's records
  since: T('{date}起在岗', '{date}起在崗', 'On the post since {date}', '{date}から勤務'),
  endedOn: T('{date}离岗', '{date}離崗', 'Left on {date}', '{date}に退職'),
  endedTag: T('已离岗', '已離崗', 'Left', '退職済み'),
  resign: T('申请离岗', '申請離崗', 'Resign', '退職届を出す'),
  resigning: T('离岗申请审核中', '離崗申請審核中', 'Resignation under review', '退職届の審査中'),
  totalHours: T('累计工时', '累計工時', 'Hours in all', '累計勤務時間'),
  totalPay: T('已确认酬金', '已確認酬金', 'Confirmed pay', '確定済み報酬'),
  hoursValue: T('{hours}小时', '{hours}小時', '{hours} h', '{hours}時間'),
  money: T('{amount}元', '{amount}元', '{amount} yuan', '{amount}元'),
  noMonths: T('还没有登记工时', '還沒有登記工時', 'No hours logged yet', '勤務時間の登録はまだありません'),
  noPlacements: T(
    '您还没有勤工助学岗位',
    '您還沒有勤工助學崗位',
    'You are not on a work-study post yet',
    'まだ勤労助学のポストはありません',
  ),
  findPosts: T(
    '看看正在招聘的岗位',
    '看看正在招聘的崗位',
    'See the posts taking students',
    '募集中のポストを見る',
  ),
  applications: T('审核中的申请', '審核中的申請', 'Applications under review', '審査中の応募'),
  monthLine: T(
    '{hours}小时 × {rate}元 = {pay}元',
    '{hours}小時 × {rate}元 = {pay}元',
    '{hours} h × {rate} yuan = {pay} yuan',
    '{hours}時間 × {rate}元 = {pay}元',
  ),
  logged: T('待确认', '待確認', 'To confirm', '確認待ち'),
  confirmed: T('已确认', '已確認', 'Confirmed', '確認済み'),
  paid: T('已发放', '已發放', 'Paid', '支給済み'),

  // The staff's screen
  tabPosts: T('岗位', '崗位', 'Posts', 'ポスト'),
  tabHours: T('工时', '工時', 'Hours', '勤務時間'),
  staffHint: T(
    '发布岗位、查看在岗学生、按周登记和确认工时',
    '發布崗位、查看在崗學生、按週登記和確認工時',
    'Publish posts, see who is on them, log and confirm hours week by week',
    'ポストの公開、勤務中の学生、週ごとの勤務時間の登録と確認',
  ),
  supervisorHint: T(
    '您负责的岗位与在岗学生，按周登记工时',
    '您負責的崗位與在崗學生，按週登記工時',
    'The posts you supervise and their students; log their hours week by week',
    '担当ポストと勤務中の学生。週ごとに勤務時間を登録します',
  ),
  publish: T('发布岗位', '發布崗位', 'Publish a post', 'ポストを公開'),
  edit: T('修改', '修改', 'Edit', '編集'),
  close: T('停止招聘', '停止招聘', 'Close', '募集を終了'),
  closeConfirm: T(
    '停止招聘后学生不能再申请“{post}”，在岗学生不受影响。',
    '停止招聘後學生不能再申請「{post}」，在崗學生不受影響。',
    'Students can no longer apply for "{post}"; those on it stay.',
    '「{post}」への応募を締め切ります。勤務中の学生には影響しません。',
  ),
  closedToast: T('已停止招聘', '已停止招聘', 'No longer taking students', '募集を終了しました'),
  savedPost: T('岗位已保存', '崗位已保存', 'Post saved', 'ポストを保存しました'),
  students: T('在岗学生', '在崗學生', 'On the post', '勤務中の学生'),
  noStudents: T('暂无在岗学生', '暫無在崗學生', 'Nobody on the post yet', '勤務中の学生はいません'),
  noStaffPosts: T('还没有岗位', '還沒有崗位', 'No posts yet', 'ポストはまだありません'),
  noSupervised: T(
    '您没有负责的岗位',
    '您沒有負責的崗位',
    'You supervise no post',
    '担当しているポストはありません',
  ),
  editorNew: T('发布岗位', '發布崗位', 'New post', '新しいポスト'),
  editorEdit: T('修改岗位', '修改崗位', 'Edit the post', 'ポストを編集'),
  save: T('保存', '保存', 'Save', '保存'),
  postTitle: T('岗位名称', '崗位名稱', 'Post', 'ポスト名'),
  hourlyRate: T('时薪', '時薪', 'Hourly pay', '時給'),
  rateUnit: T('元/小时', '元/小時', 'yuan/h', '元/時'),
  rateHelp: T(
    '不低于学校规定的最低时薪{min}元',
    '不低於學校規定的最低時薪{min}元',
    "At least the school's least hourly pay of {min} yuan",
    '学校の最低時給{min}元以上',
  ),
  hoursPerMonth: T('每月工时', '每月工時', 'Hours a month', '月の勤務時間'),
  hoursUnit: T('小时', '小時', 'h', '時間'),
  hoursHelp: T(
    '不超过每月{max}小时',
    '不超過每月{max}小時',
    'At most {max} hours a month',
    '月{max}時間以内',
  ),
  supervisorHelp: T(
    '负责录用学生、登记工时',
    '負責錄用學生、登記工時',
    'Accepts students and logs their hours',
    '学生の採用と勤務時間の登録を担当',
  ),
  cancel: T('取消', '取消', 'Cancel', 'キャンセル'),

  // Hours
  month: T('月份', '月份', 'Month', '月'),
  monthValue: T('{year}年{month}月', '{year}年{month}月', '{month}/{year}', '{year}年{month}月'),
  week: T('{from}至{to}', '{from}至{to}', '{from} to {to}', '{from}〜{to}'),
  weekAhead: T('未到', '未到', 'Not yet', '未到来'),
  weekOff: T('不在岗', '不在崗', 'Not on post', '勤務外'),
  total: T('合计', '合計', 'Total', '合計'),
  studentMonth: T(
    '本月各岗位共{hours}小时（上限{max}）',
    '本月各崗位共{hours}小時（上限{max}）',
    '{hours} h this month on all posts (cap {max})',
    '今月は全ポストで{hours}時間（上限{max}）',
  ),
  notLogged: T('未登记', '未登記', 'Not logged', '未登録'),
  saveHours: T('保存工时', '保存工時', 'Save hours', '勤務時間を保存'),
  confirm: T('确认', '確認', 'Confirm', '確認'),
  confirmAll: T(
    '确认全部（{count}）',
    '確認全部（{count}）',
    'Confirm all ({count})',
    'すべて確認（{count}）',
  ),
  savedHours: T('工时已保存', '工時已保存', 'Hours saved', '勤務時間を保存しました'),
  confirmedToast: T('工时已确认', '工時已確認', 'Hours confirmed', '勤務時間を確認しました'),
  noRows: T(
    '这个月没有在岗学生',
    '這個月沒有在崗學生',
    'Nobody was on your posts this month',
    'この月に勤務した学生はいません',
  ),
  notForYou: T(
    '只有资助中心和岗位负责人可以使用',
    '只有資助中心和崗位負責人可以使用',
    'For the aid centre and post supervisors',
    '支援センターとポスト担当者向けです',
  ),
} as const;

export type WsText = keyof typeof TEXTS;

const { text, useTexts, keys } = groupTexts(TEXTS);

/** Every text's key (for the tests that hold the four languages together). */
export const WS_TEXT_KEYS = keys;

/** The work-study texts in a language (for tests and non-React code). */
export const wsText: (language: Language, key: WsText, params?: TextParams) => string = text;

/** A text in every language (a form field's label or help). */
export function wsTexts(key: WsText, params?: TextParams): Texts {
  return Object.fromEntries(
    Object.entries(TEXTS[key]).map(([language, written]) => [language, fillTemplate(written, params)]),
  ) as Texts;
}

/** The work-study texts in the current language. */
export const useWsTexts = useTexts;

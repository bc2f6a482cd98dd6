import { texts as T, type Texts } from '../../group-refusal.js';
import { refuser, type Refuse } from '../../group-refuse.js';

/**
 * The dormitory's refusals in every language (the catalogue's `affairs.groupRule` says them): a
 * rule of beds and rooms the caller broke, with the bed or room named.
 */

export const REFUSALS = {
  noBed: T(
    '您目前没有床位，请先联系宿管中心办理入住',
    '您目前沒有床位，請先聯絡宿管中心辦理入住',
    'You have no bed yet; ask the dormitory office to check you in first',
    'まだベッドがありません。先に寮管理センターで入居手続きをしてください',
  ),
  hasBed: T(
    '您已有床位（{bed}），无需办理入住；如需换房请申请调换宿舍',
    '您已有床位（{bed}），無需辦理入住；如需換房請申請調換宿舍',
    'You already have a bed ({bed}); to move, ask for a room change',
    'すでにベッド（{bed}）があります。部屋を移るには部屋の変更を申請してください',
  ),
  studentHasBed: T(
    '该学生已有床位（{bed}），请先办理退宿或调宿',
    '該學生已有床位（{bed}），請先辦理退宿或調宿',
    'The student already has a bed ({bed}); free it or change rooms instead',
    'この学生にはすでにベッド（{bed}）があります。先に退寮か部屋の変更をしてください',
  ),
  studentNoBed: T(
    '该学生目前没有床位',
    '該學生目前沒有床位',
    'The student has no bed',
    'この学生にはベッドがありません',
  ),
  noTargetBed: T(
    '请先填写要分配的床位编号',
    '請先填寫要分配的床位編號',
    'Fill in the bed to give first',
    '割り当てるベッドを入力してください',
  ),
  bedNotFound: T(
    '床位{bed}不存在，请从空床位列表中选择',
    '床位{bed}不存在，請從空床位列表中選擇',
    'There is no bed {bed}; pick one from the free beds',
    'ベッド{bed}はありません。空きベッドから選んでください',
  ),
  bedTaken: T(
    '床位{bed}已有人入住，请选择其他空床位',
    '床位{bed}已有人入住，請選擇其他空床位',
    'Bed {bed} is already taken; pick another free bed',
    'ベッド{bed}はすでに使われています。別の空きベッドを選んでください',
  ),
  bedReserved: T(
    '床位{bed}为保留床位，不能分配',
    '床位{bed}為保留床位，不能分配',
    'Bed {bed} is held back by the office and cannot be given',
    'ベッド{bed}は保留中のため割り当てできません',
  ),
  wrongSex: T(
    '床位{bed}所在的房间是{sex}生宿舍',
    '床位{bed}所在的房間是{sex}生宿舍',
    'Bed {bed} is in a room for {sex} students',
    'ベッド{bed}は{sex}子学生の部屋です',
  ),
  sameRoom: T(
    '意向床位{bed}就在您现在的房间，请选择其他房间的床位',
    '意向床位{bed}就在您現在的房間，請選擇其他房間的床位',
    'Bed {bed} is in your own room; pick a bed in another room',
    'ベッド{bed}は現在の部屋にあります。別の部屋のベッドを選んでください',
  ),
  notSameBuilding: T(
    '同楼调换须选择{building}的床位',
    '同樓調換須選擇{building}的床位',
    'A change within your building needs a bed in {building}',
    '同じ棟内の変更は{building}のベッドを選んでください',
  ),
  notOtherBuilding: T(
    '跨楼调换须选择{building}以外的床位',
    '跨樓調換須選擇{building}以外的床位',
    'A change to another building needs a bed outside {building}',
    '別の棟への変更は{building}以外のベッドを選んでください',
  ),
  roomFull: T(
    '{room}已住满（{capacity}人），不能再安排学生',
    '{room}已住滿（{capacity}人），不能再安排學生',
    'Room {room} is full ({capacity} students)',
    '{room}は満室です（定員{capacity}人）',
  ),
  openRequest: T(
    '您已有一份正在办理的{module}申请，办结后才能再次申请',
    '您已有一份正在辦理的{module}申請，辦結後才能再次申請',
    'You already have a {module} request under way; wait until it is decided',
    '処理中の{module}申請があります。完了後に申請してください',
  ),
  stale: T(
    '该记录已被他人修改，请刷新后再试',
    '該記錄已被他人修改，請重新整理後再試',
    'Someone else changed this record; reload and try again',
    'この記録は他の人が変更しました。再読み込みしてください',
  ),
  roundExists: T(
    '{week}已有{kind}，请直接录入',
    '{week}已有{kind}，請直接錄入',
    'There is already a round for the week of {week}; enter scores there',
    '{week}の週の点検はすでにあります',
  ),
  roundPublished: T(
    '{round}已发布，成绩不能再修改',
    '{round}已發布，成績不能再修改',
    '{round} is published; its scores can no longer change',
    '{round}は公開済みのため変更できません',
  ),
  notInRoom: T(
    '该学生不住在{room}',
    '該學生不住在{room}',
    'That student does not live in {room}',
    'その学生は{room}に住んでいません',
  ),
  overMax: T(
    '“{item}”最多{max}分',
    '「{item}」最多{max}分',
    '"{item}" gives at most {max} points',
    '「{item}」は最大{max}点です',
  ),
} as const;

const SEX: Record<string, Texts> = {
  male: T('男', '男', 'male', '男'),
  female: T('女', '女', 'female', '女'),
};

export type Refusal = keyof typeof REFUSALS;

export const sexText = (sex: string): Texts => SEX[sex] ?? T(sex, sex, sex, sex);

/**
 * Refuses with the dormitory's reason: at application time as "not eligible", at approval (a bed
 * taken, a room full meanwhile) as a full quota, so the approver keeps the task and may pick again.
 */
export const refuse: Refuse<Refusal> = refuser(REFUSALS);

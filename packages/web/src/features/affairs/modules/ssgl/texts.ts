import type { Language } from '@campus/contract';
import { useCallback } from 'react';
import { useViewStore } from '../../../../stores/view';

/**
 * The dormitory screens' own texts in every language, kept with the group (the generic screens'
 * texts are the workflow namespace's). `{name}` placeholders are filled by `t`.
 */
type Texts = Record<Language, string>;
const T = (zh: string, tw: string, en: string, ja: string): Texts => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

export const DORM_TEXTS = {
  'live.noBed': T(
    '您目前没有床位，如需入住请联系宿管中心',
    '您目前沒有床位，如需入住請聯絡宿管中心',
    'You have no bed; ask the dormitory office if you need one',
    'ベッドがありません。入居を希望する場合は寮管理センターへ',
  ),
  'live.hint': T(
    '我的寝室、床位和室友',
    '我的寢室、床位和室友',
    'Your room, bed and roommates',
    '部屋・ベッド・ルームメイト',
  ),
  'live.room': T(
    '{building} {room}室',
    '{building} {room}室',
    '{building}, room {room}',
    '{building} {room}号室',
  ),
  'live.bed': T('{n}号床', '{n}號床', 'Bed {n}', '{n}番ベッド'),
  'live.kind': T('{n}人间', '{n}人間', '{n}-bed room', '{n}人部屋'),
  'live.floor': T('{n}楼', '{n}樓', 'Floor {n}', '{n}階'),
  'live.since': T('入住时间', '入住時間', 'Moved in', '入居日'),
  'live.fee': T('住宿费', '住宿費', 'Fee', '寮費'),
  'live.feeValue': T('{fee} 元/年', '{fee} 元/年', '{fee} yuan a year', '年{fee}元'),
  'live.code': T('床位编号', '床位編號', 'Bed code', 'ベッド番号'),
  'live.roommates': T('室友', '室友', 'Roommates', 'ルームメイト'),
  'live.noRoommates': T('暂无室友', '暫無室友', 'No roommates yet', 'ルームメイトはいません'),
  'live.manager': T('楼栋管理员', '樓棟管理員', 'Building manager', '棟の管理人'),
  'live.actions': T('办理', '辦理', 'Requests', '手続き'),
  'live.rules': T('宿舍须知', '宿舍須知', 'House rules', '寮のきまり'),
  'live.rulesText': T(
    '23:00 熄灯，22:00 前归寝；禁止使用大功率电器、私拉电线和饲养宠物；离寝请关闭门窗和电源。',
    '23:00 熄燈，22:00 前歸寢；禁止使用大功率電器、私拉電線和飼養寵物；離寢請關閉門窗和電源。',
    'Lights out at 23:00, in by 22:00; no high-power appliances, makeshift wiring or pets; close windows and switch off when you leave.',
    '23時消灯、22時までに帰寮。高電力家電・たこ足配線・ペットは禁止。外出時は窓と電源を切ってください。',
  ),
  'change.current': T('现住床位', '現住床位', 'Your bed now', '現在のベッド'),
  'change.pick': T('选择空床位', '選擇空床位', 'Pick a free bed', '空きベッドを選ぶ'),
  'change.pickHint': T(
    '只显示与您性别相符、尚有空位的房间',
    '只顯示與您性別相符、尚有空位的房間',
    'Only rooms for your sex with a place left are shown',
    '性別に合い空きのある部屋のみ表示',
  ),
  'change.roomLine': T(
    '{room}室 · 已住{occupied}/{capacity}人 · {fee}元/年',
    '{room}室 · 已住{occupied}/{capacity}人 · {fee}元/年',
    'Room {room} · {occupied}/{capacity} taken · {fee} yuan',
    '{room}号室 · {occupied}/{capacity}人 · 年{fee}元',
  ),
  'change.noFree': T(
    '该楼暂无可选空床位',
    '該樓暫無可選空床位',
    'No free bed in this building',
    'この棟に空きベッドはありません',
  ),
  'change.chosen': T('已选：{bed}', '已選：{bed}', 'Chosen: {bed}', '選択：{bed}'),
  'change.needBed': T(
    '请先选择一个空床位',
    '請先選擇一個空床位',
    'Pick a free bed first',
    '先に空きベッドを選んでください',
  ),
  'change.sameBuilding': T('同楼调换', '同樓調換', 'Within my building', '同じ棟内'),
  'change.otherBuilding': T('跨楼调换', '跨樓調換', 'To another building', '別の棟へ'),
  'change.details': T('申请信息', '申請資訊', 'Your request', '申請内容'),
  'change.submit': T('提交申请', '提交申請', 'Submit', '申請する'),
  'occ.hint': T(
    '床位使用情况，点楼栋查看房间',
    '床位使用情況，點樓棟查看房間',
    'How the beds are used; open a building for its rooms',
    'ベッドの利用状況。棟を開くと部屋を表示',
  ),
  'occ.rate': T('入住率', '入住率', 'Occupancy', '入居率'),
  'occ.beds': T('床位', '床位', 'Beds', 'ベッド'),
  'occ.occupied': T('已住', '已住', 'Taken', '入居'),
  'occ.free': T('空床', '空床', 'Free', '空き'),
  'occ.reserved': T('保留', '保留', 'Held', '保留'),
  'occ.male': T('男生', '男生', 'Men', '男子'),
  'occ.female': T('女生', '女生', 'Women', '女子'),
  'occ.buildings': T('楼栋', '樓棟', 'Buildings', '棟'),
  'occ.floors': T('{n}层', '{n}層', '{n} floors', '{n}階建て'),
  'occ.search': T(
    '搜索学生姓名或学号',
    '搜尋學生姓名或學號',
    'Find a student by name or number',
    '学生の氏名・学籍番号で検索',
  ),
  'occ.noMatch': T('没有找到该学生', '沒有找到該學生', 'No student found', '該当する学生はいません'),
  'occ.noBed': T('未分配床位', '未分配床位', 'No bed', 'ベッドなし'),
  'occ.all': T('全部楼栋', '全部樓棟', 'All buildings', 'すべての棟'),
  'occ.emptyBed': T('空', '空', 'Free', '空き'),
  'occ.takenBed': T('已住', '已住', 'Taken', '入居'),
  'occ.room': T('{room}室', '{room}室', 'Room {room}', '{room}号室'),
  'occ.floorLine': T(
    '{floor}楼 · 空床 {free} · 入住率 {rate}',
    '{floor}樓 · 空床 {free} · 入住率 {rate}',
    'Floor {floor} · {free} free · {rate} taken',
    '{floor}階 · 空き{free} · 入居率{rate}',
  ),
  'occ.onlyFree': T(
    '只看有空床的房间',
    '只看有空床的房間',
    'Rooms with a free bed only',
    '空きのある部屋のみ',
  ),
  'rec.title': T('住宿信息', '住宿資訊', 'Accommodation', '住まい'),
  'rec.from': T('申请时床位', '申請時床位', 'Bed when asking', '申請時のベッド'),
  'rec.target': T('意向床位', '意向床位', 'Wanted bed', '希望のベッド'),
  'rec.targetRoom': T(
    '该房间现住 {occupied}/{capacity} 人',
    '該房間現住 {occupied}/{capacity} 人',
    'The room has {occupied} of {capacity} now',
    'この部屋は現在{occupied}/{capacity}人',
  ),
  'rec.moved': T('已于 {time} 调整床位', '已於 {time} 調整床位', 'Moved on {time}', '{time} にベッドを移動'),
  'rec.freed': T(
    '已于 {time} 办结退宿，床位已释放',
    '已於 {time} 辦結退宿，床位已釋放',
    'Moved out on {time}; the bed is free',
    '{time} に退寮、ベッドは空きました',
  ),
  'rec.stage': T('进度', '進度', 'Progress', '進捗'),
  'rec.worker': T('维修人员', '維修人員', 'Repairer', '修理担当'),
  'rec.workerNote': T('维修说明', '維修說明', 'Repair note', '修理内容'),
  'rec.rating': T('评价', '評價', 'Rating', '評価'),
  'rec.stars': T('{n} 星', '{n} 星', '{n} of 5', '星{n}つ'),
  'repair.report': T('我要报修', '我要報修', 'Report a repair', '修理を依頼'),
  'stage.submitted': T('待受理', '待受理', 'Waiting', '受付待ち'),
  'stage.inRepair': T('维修中', '維修中', 'Being repaired', '修理中'),
  'stage.done': T('已完成', '已完成', 'Done', '完了'),
  'stage.rated': T('已评价', '已評價', 'Rated', '評価済み'),
  'stage.declined': T('无法维修', '無法維修', 'Cannot be repaired', '修理不可'),
  'stage.withdrawn': T('已撤销', '已撤銷', 'Cancelled', '取り消し'),
} as const;

export type DormTextKey = keyof typeof DORM_TEXTS;

export function dormText(language: Language, key: DormTextKey, params: Record<string, string | number> = {}) {
  return DORM_TEXTS[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** The dormitory texts in the reader's language. */
export function useDormTexts() {
  const language = useViewStore((s) => s.language);
  return useCallback(
    (key: DormTextKey, params?: Record<string, string | number>) => dormText(language, key, params),
    [language],
  );
}

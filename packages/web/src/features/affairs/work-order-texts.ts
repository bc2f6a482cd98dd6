import { groupTexts, T } from './group-texts';

/** The texts of a work order (报修) on any group's screens: its stages, the work, the rating. */
export const { useTexts: useWorkOrderTexts } = groupTexts({
  report: T('我要报修', '我要報修', 'Report a repair', '修理を依頼'),
  progress: T('维修进度', '維修進度', 'Progress', '修理の進捗'),
  'stage.submitted': T('待受理', '待受理', 'Waiting', '受付待ち'),
  'stage.accepted': T('已受理', '已受理', 'Accepted', '受付済み'),
  'stage.inRepair': T('维修中', '維修中', 'Being repaired', '修理中'),
  'stage.done': T('待评价', '待評價', 'Done, to rate', '完了・評価待ち'),
  'stage.rated': T('已评价', '已評價', 'Rated', '評価済み'),
  'stage.declined': T('无法维修', '無法維修', 'Cannot be repaired', '修理不可'),
  'stage.withdrawn': T('已撤销', '已撤銷', 'Cancelled', '取り消し'),
  worker: T('维修人员', '維修人員', 'Repairer', '担当者'),
  workerNote: T('维修说明', '維修說明', 'Repair note', '修理内容'),
  rating: T('评价', '評價', 'Rating', '評価'),
  stars: T('{n}星', '{n}星', '{n} of 5', '{n}つ星'),
});

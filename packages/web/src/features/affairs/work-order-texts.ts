import { groupTexts, T } from './group-texts';

/** The texts of a work order (报修) on any group's screens: the work and the rating (the stages' names are the contract's dictionary). */
export const { useTexts: useWorkOrderTexts } = groupTexts({
  report: T('我要报修', '我要報修', 'Report a repair', '修理を依頼'),
  progress: T('维修进度', '維修進度', 'Progress', '修理の進捗'),
  worker: T('维修人员', '維修人員', 'Repairer', '担当者'),
  workerNote: T('维修说明', '維修說明', 'Repair note', '修理内容'),
  rating: T('评价', '評價', 'Rating', '評価'),
  stars: T('{n}星', '{n}星', '{n} of 5', '{n}つ星'),
});

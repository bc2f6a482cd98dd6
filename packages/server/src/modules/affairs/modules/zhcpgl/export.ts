import type { Language } from '@campus/contract';
import type { ClassScores, EvaluationScore } from '@campus/contract/affairs/zhcpgl';
import { texts, type Texts } from '../../group-refusal.js';
import { sheetFile, type SheetColumn } from '../../spreadsheet.js';

/** A class's scores with ranks as a spreadsheet (the mechanism's writer), headers in the caller's language. */
const COLUMNS: { key: keyof EvaluationScore; header: Texts; width: number }[] = [
  { key: 'classRank', header: texts('班级排名', '班級排名', 'Class rank', 'クラス順位'), width: 10 },
  { key: 'number', header: texts('学号', '學號', 'Student number', '学籍番号'), width: 14 },
  { key: 'name', header: texts('姓名', '姓名', 'Name', '氏名'), width: 10 },
  { key: 'moral', header: texts('德育', '德育', 'Moral', '徳育'), width: 8 },
  { key: 'academic', header: texts('智育', '智育', 'Academic', '知育'), width: 8 },
  { key: 'sports', header: texts('体育', '體育', 'Sports', '体育'), width: 8 },
  { key: 'bonus', header: texts('加分', '加分', 'Bonus', '加点'), width: 8 },
  { key: 'total', header: texts('总分', '總分', 'Total', '総合点'), width: 8 },
  { key: 'classSize', header: texts('班级人数', '班級人數', 'Class size', 'クラス人数'), width: 10 },
  { key: 'majorRank', header: texts('专业排名', '專業排名', 'Major rank', '専攻順位'), width: 10 },
  { key: 'majorSize', header: texts('专业人数', '專業人數', 'Major size', '専攻人数'), width: 10 },
];

export async function classScoresSheet(
  scores: ClassScores,
  lang: Language,
): Promise<{ file: Buffer; fileName: string }> {
  const columns: SheetColumn<EvaluationScore>[] = COLUMNS.map((c) => ({
    key: c.key,
    header: c.header[lang],
    width: c.width,
    value: (row) => row[c.key] ?? '',
  }));
  const file = await sheetFile(`${scores.className} ${scores.academicYear}`, columns, scores.rows);
  return { file, fileName: `zhcpgl-${scores.academicYear}-${scores.classId}.xlsx` };
}

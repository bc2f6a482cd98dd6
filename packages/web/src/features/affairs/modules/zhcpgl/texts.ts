import { T, groupTexts } from '../../group-texts';

/** The evaluation screens' own texts in every language (the generic screens' are the workflow namespace's). */
const EVALUATION_TEXTS = {
  'mine.hint': T(
    '德育、智育、体育按学校权重折算，另加审核通过的加分',
    '德育、智育、體育按學校權重折算，另加審核通過的加分',
    "Moral, academic and sports parts by the school's weights, plus approved bonus points",
    '徳育・知育・体育を学校の重みで換算し、承認された加点を加算',
  ),
  'mine.none': T(
    '本学年暂无测评成绩',
    '本學年暫無測評成績',
    'No evaluation for this year yet',
    '今年度の評価はまだありません',
  ),
  'mine.total': T('综合测评总分', '綜合測評總分', 'Total score', '総合点'),
  'mine.classRank': T('班级排名', '班級排名', 'Class rank', 'クラス順位'),
  'mine.majorRank': T('专业排名', '專業排名', 'Major rank', '専攻順位'),
  'mine.parts': T('成绩构成', '成績構成', 'Parts', '内訳'),
  'mine.courses': T('课程成绩（智育）', '課程成績（智育）', 'Course marks (academic)', '科目成績（知育）'),
  'mine.credit': T('{credit} 学分', '{credit} 學分', '{credit} credits', '{credit} 単位'),
  'mine.bonuses': T('已计入的加分', '已計入的加分', 'Bonus items counted', '加算された加点'),
  'mine.noBonus': T('暂无加分', '暫無加分', 'No bonus items', '加点はありません'),
  'mine.apply': T('申请加分', '申請加分', 'Apply for a bonus', '加点を申請'),
  'mine.publicity': T('查看公示', '查看公示', 'Publicity', '公示を見る'),
  'mine.history': T('历年成绩', '歷年成績', 'Past years', '過去の年度'),
  'part.moral': T('德育', '德育', 'Moral', '徳育'),
  'part.academic': T('智育', '智育', 'Academic', '知育'),
  'part.sports': T('体育', '體育', 'Sports', '体育'),
  'part.bonus': T('加分', '加分', 'Bonus', '加点'),
  'part.weight': T('权重 {weight}%', '權重 {weight}%', 'weight {weight}%', '重み {weight}%'),
  'part.cap': T('上限 {cap} 分', '上限 {cap} 分', 'up to {cap}', '上限 {cap} 点'),
  'part.missing': T('未录入', '未錄入', 'Not entered', '未入力'),
  'rank.value': T('{rank}/{size}', '{rank}/{size}', '{rank} of {size}', '{rank}/{size}'),
  'rank.tied': T('并列', '並列', 'tied', '同順位'),
  'class.hint': T(
    '按学校当前权重实时计算；调整权重后排名随即更新',
    '按學校當前權重即時計算；調整權重後排名隨即更新',
    "Computed with the school's current weights; a change of weights re-ranks at once",
    '学校の現在の重みで計算。重みを変えると順位もすぐ更新',
  ),
  'class.pick': T('选择班级', '選擇班級', 'Choose a class', 'クラスを選択'),
  'class.weights': T(
    '德育 {moral}% · 智育 {academic}% · 体育 {sports}% · 加分上限 {cap}',
    '德育 {moral}% · 智育 {academic}% · 體育 {sports}% · 加分上限 {cap}',
    'Moral {moral}% · academic {academic}% · sports {sports}% · bonus up to {cap}',
    '徳育 {moral}%・知育 {academic}%・体育 {sports}%・加点上限 {cap}',
  ),
  'class.export': T('导出 Excel', '匯出 Excel', 'Export to Excel', 'Excel に出力'),
  'class.exported': T('已导出 {file}', '已匯出 {file}', 'Exported {file}', '{file} を出力しました'),
  'class.none': T(
    '该班本学年暂无测评成绩',
    '該班本學年暫無測評成績',
    'No scores for this class this year',
    'このクラスの今年度の評価はありません',
  ),
  'class.noClass': T(
    '您名下暂无班级',
    '您名下暫無班級',
    'No classes in your charge',
    '担当クラスはありません',
  ),
  'class.line': T(
    '德 {moral} · 智 {academic} · 体 {sports} · 加 {bonus} · 专业 {majorRank}/{majorSize}',
    '德 {moral} · 智 {academic} · 體 {sports} · 加 {bonus} · 專業 {majorRank}/{majorSize}',
    'M {moral} · A {academic} · S {sports} · +{bonus} · major {majorRank}/{majorSize}',
    '徳 {moral}・知 {academic}・体 {sports}・加 {bonus}・専攻 {majorRank}/{majorSize}',
  ),
  'class.settings': T('调整权重', '調整權重', 'Weights', '重みを調整'),
} as const;

/** The evaluation texts in the reader's language. */
export const useEvaluationTexts = groupTexts(EVALUATION_TEXTS).useTexts;

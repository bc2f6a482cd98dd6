import type { Language } from '@campus/contract';

/**
 * What the platform service starts with in every demo school: the dictionaries the demo
 * processes and forms use, a few data templates, and announcements in each state.
 */
type Names = Record<Exclude<Language, 'zh-CN'>, string>;
type Text = Record<Language, string>;

const entry = (key: string, zhCN: string, zhTW: string, enUS: string, jaJP: string) => ({
  key,
  name: zhCN,
  names: { 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP } satisfies Names,
});
const text = (zhCN: string, zhTW: string, enUS: string, jaJP: string): Text => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});
const other = entry('other', '其他', '其他', 'Other', 'その他');

export const DICTIONARIES: Record<string, ReturnType<typeof entry>[]> = {
  leave_type: [
    entry('sick', '病假', '病假', 'Sick leave', '病気休暇'),
    entry('personal', '事假', '事假', 'Personal leave', '私用休暇'),
    entry('official', '公假', '公假', 'Official leave', '公用休暇'),
    other,
  ],
  dorm_change_reason: [
    entry('roommate', '室友关系', '室友關係', 'Roommate relations', 'ルームメイトとの関係'),
    entry('schedule', '作息差异', '作息差異', 'Different daily schedules', '生活リズムの違い'),
    entry('health', '身体原因', '身體原因', 'Health reasons', '健康上の理由'),
    entry('study', '学习需要', '學習需要', 'Study needs', '学習上の必要'),
    other,
  ],
  scholarship_type: [
    entry('national', '国家奖学金', '國家獎學金', 'National Scholarship', '国家奨学金'),
    entry(
      'encouragement',
      '国家励志奖学金',
      '國家勵志獎學金',
      'National Encouragement Scholarship',
      '国家励志奨学金',
    ),
    entry('academic', '学业奖学金', '學業獎學金', 'Academic Scholarship', '学業奨学金'),
  ],
  gender: [
    entry('male', '男', '男', 'Male', '男性'),
    entry('female', '女', '女', 'Female', '女性'),
    entry('unknown', '未知', '未知', 'Not set', '未設定'),
  ],
  family_relation: [
    entry('father', '父亲', '父親', 'Father', '父'),
    entry('mother', '母亲', '母親', 'Mother', '母'),
    entry('guardian', '监护人', '監護人', 'Guardian', '保護者'),
    entry('sibling', '兄弟姐妹', '兄弟姊妹', 'Sibling', '兄弟姉妹'),
    entry('grandparent', '祖父母', '祖父母', 'Grandparent', '祖父母'),
    other,
  ],
};

const label = {
  number: text('学号', '學號', 'Student number', '学籍番号'),
  name: text('姓名', '姓名', 'Name', '氏名'),
  gender: text('性别', '性別', 'Gender', '性別'),
  className: text('班级', '班級', 'Class', 'クラス'),
  phone: text('手机号', '手機號', 'Mobile', '携帯電話'),
  title: text('标题', '標題', 'Title', 'タイトル'),
  publicItem: text('类型', '類型', 'Type', '種類'),
  status: text('状态', '狀態', 'Status', '状態'),
  publicDate: text('发布时间', '發佈時間', 'Published', '公開日時'),
  publishedFrom: text('发布时间起', '發佈時間起', 'Published from', '公開日（から）'),
  publishedTo: text('发布时间止', '發佈時間止', 'Published until', '公開日（まで）'),
  loseDate: text('失效时间', '失效時間', 'Expires', '有効期限'),
};

/** Columns or sort fields, each shown under its own key's label. */
const labelled = (...keys: (keyof typeof label)[]) => keys.map((key) => ({ key, label: label[key] }));

export const TEMPLATES = [
  {
    id: 'classRoster',
    dataset: 'myClassStudents',
    definition: {
      name: text('班级学生名册', '班級學生名冊', 'Class roster', 'クラス名簿'),
      columns: labelled('number', 'name', 'gender', 'className', 'phone'),
      filters: [
        { key: 'name', op: 'SL', label: label.name },
        { key: 'number', op: 'SLL', label: label.number },
        { key: 'gender', op: 'S', label: label.gender },
        { key: 'className', op: 'SL', label: label.className },
      ],
      sorts: labelled('number', 'name'),
      defaultSort: { key: 'number', order: 'ASC' },
    },
  },
  {
    id: 'classContacts',
    dataset: 'myClassStudents',
    definition: {
      name: text('学生联系方式', '學生聯絡方式', 'Student contacts', '学生連絡先'),
      columns: labelled('name', 'className', 'phone'),
      filters: [{ key: 'name', op: 'SL', label: label.name }],
      sorts: labelled('name'),
      defaultSort: { key: 'name', order: 'ASC' },
    },
  },
  {
    id: 'myNotices',
    dataset: 'myAnnouncements',
    definition: {
      name: text('我发布的公告', '我發佈的公告', 'My announcements', '自分のお知らせ'),
      columns: labelled('title', 'publicItem', 'status', 'publicDate', 'loseDate'),
      filters: [
        { key: 'title', op: 'SL', label: label.title },
        { key: 'status', op: 'S', label: label.status },
        { key: 'publicDate', op: 'DL', label: label.publishedFrom },
        { key: 'publicDate', op: 'DG', label: label.publishedTo },
      ],
      sorts: labelled('publicDate'),
      defaultSort: { key: 'publicDate', order: 'DESC' },
    },
  },
];

const DAY = 24 * 3600 * 1000;

/** Demo announcements, relative to the seeding time: published, pinned, a draft and an expired one. */
export const DEMO_NEWS = [
  {
    title: '关于加强学生请假管理的通知',
    publicItem: 'important',
    status: 'publish',
    publishedDaysAgo: 2,
    expiresInDays: 60,
    content:
      '<p>各学院、各位同学：</p><p>为规范学生请假管理，现将有关事项通知如下：</p><ul><li>请假 <strong>2 天以内</strong>由辅导员审批；</li><li>2-7 天需学院审批；</li><li>7 天以上需学生工作处审批。</li></ul><p>返校后请及时在系统中<strong>销假</strong>。</p>',
  },
  {
    title: '2025-2026 学年国家奖学金评审工作启动',
    publicItem: 'notices',
    status: 'publish',
    publishedDaysAgo: 5,
    expiresInDays: 30,
    content:
      '<p>本学年国家奖学金评审工作即日启动，请符合条件的同学在系统中提交申请，由辅导员推荐、学院评审小组会签、学生工作处审定。</p>',
  },
  {
    title: '宿舍安全检查安排',
    publicItem: 'notices',
    status: 'publish',
    publishedDaysAgo: 1,
    expiresInDays: null,
    content: '<p>宿舍管理中心将于本周四晚进行宿舍安全检查，请同学们清理违规电器，保持通道畅通。</p>',
  },
  {
    title: '期中考试安排',
    publicItem: 'notices',
    status: 'publish',
    publishedDaysAgo: 40,
    expiresInDays: -10,
    content: '<p>期中考试安排已结束，本通知已失效。</p>',
  },
  {
    title: '寒假离校登记提醒',
    publicItem: 'notices',
    status: 'drafts',
    publishedDaysAgo: null,
    expiresInDays: null,
    content: '<p>请同学们在离校前完成寒假离校登记。（草稿）</p>',
  },
] as const;

export const daysFrom = (now: number, days: number) => now + days * DAY;

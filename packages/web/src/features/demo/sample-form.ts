import { localizedText, type FormDefinition } from '@campus/contract';

/** The form's sections, each named once for the fields under it. */
const SECTIONS = {
  text: localizedText('文本', '文字', 'Text', 'テキスト'),
  numbers: localizedText('数字与计算', '數字與計算', 'Numbers', '数値と計算'),
  dates: localizedText('日期', '日期', 'Dates', '日付'),
  choices: localizedText('选择', '選擇', 'Choices', '選択'),
  files: localizedText('附件与签名', '附件與簽名', 'Files and signature', '添付と署名'),
  rows: localizedText('明细', '明細', 'Rows', '明細'),
};

const YUAN = localizedText('元', '元', 'CNY', '元');

/** One field of every type the form format has, with the limits and rules each can carry. */
export const SAMPLE_FORM: FormDefinition = {
  key: 'demoEveryField',
  name: localizedText('示例表单', '示例表單', 'Demo form', 'デモフォーム'),
  fields: [
    {
      key: 'title',
      type: 'text',
      required: true,
      maxLength: 30,
      section: SECTIONS.text,
      label: localizedText('标题', '標題', 'Title', 'タイトル'),
    },
    {
      key: 'description',
      type: 'textarea',
      minLength: 5,
      maxLength: 200,
      section: SECTIONS.text,
      label: localizedText('说明', '說明', 'Description', '説明'),
      help: localizedText('至少5个字', '至少5個字', 'At least 5 characters', '5文字以上'),
    },
    {
      key: 'phone',
      type: 'phone',
      section: SECTIONS.text,
      label: localizedText('手机号', '手機號', 'Mobile', '携帯番号'),
    },
    {
      key: 'idCard',
      type: 'idCard',
      section: SECTIONS.text,
      label: localizedText('身份证号', '身分證號', 'ID card number', '身分証番号'),
    },
    {
      key: 'email',
      type: 'email',
      section: SECTIONS.text,
      label: localizedText('邮箱', '郵箱', 'E-mail', 'メール'),
    },
    {
      key: 'count',
      type: 'integer',
      min: 1,
      max: 10,
      section: SECTIONS.numbers,
      label: localizedText('人数', '人數', 'People', '人数'),
      unit: localizedText('人', '人', 'people', '人'),
    },
    {
      key: 'price',
      type: 'money',
      min: 0,
      section: SECTIONS.numbers,
      label: localizedText('单价', '單價', 'Unit price', '単価'),
      unit: YUAN,
    },
    {
      key: 'total',
      type: 'computed',
      compute: { op: 'product', fields: ['count', 'price'] },
      section: SECTIONS.numbers,
      label: localizedText('合计（自动计算）', '合計（自動計算）', 'Total (computed)', '合計（自動計算）'),
      unit: YUAN,
    },
    {
      key: 'score',
      type: 'number',
      section: SECTIONS.numbers,
      label: localizedText('分数', '分數', 'Score', '点数'),
    },
    {
      key: 'day',
      type: 'date',
      min: 'today',
      section: SECTIONS.dates,
      label: localizedText(
        '日期（不早于今天）',
        '日期（不早於今天）',
        'Date (today or later)',
        '日付（今日以降）',
      ),
    },
    {
      key: 'meetingAt',
      type: 'datetime',
      section: SECTIONS.dates,
      label: localizedText('时间', '時間', 'Date and time', '日時'),
    },
    {
      key: 'period',
      type: 'dateRange',
      required: true,
      section: SECTIONS.dates,
      label: localizedText('起止日期', '起止日期', 'From – to', '期間'),
    },
    {
      key: 'days',
      type: 'computed',
      compute: { op: 'rangeDays', range: 'period' },
      section: SECTIONS.dates,
      label: localizedText('天数（自动计算）', '天數（自動計算）', 'Days (computed)', '日数（自動計算）'),
      unit: localizedText('天', '天', 'days', '日'),
    },
    {
      key: 'kind',
      type: 'select',
      dictionary: 'leave_type',
      section: SECTIONS.choices,
      label: localizedText(
        '下拉（数据字典）',
        '下拉（數據字典）',
        'Drop-down (dictionary)',
        'プルダウン（辞書）',
      ),
    },
    {
      key: 'size',
      type: 'radio',
      required: true,
      options: [
        { value: 's', label: 'S' },
        { value: 'm', label: 'M' },
        { value: 'l', label: 'L' },
      ],
      section: SECTIONS.choices,
      label: localizedText('单选', '單選', 'One of', '単一選択'),
    },
    {
      key: 'hobbies',
      type: 'checkbox',
      options: [
        { value: 'read', label: localizedText('阅读', '閱讀', 'Reading', '読書') },
        {
          value: 'sport',
          label: localizedText('运动', '運動', 'Sport', 'スポーツ'),
        },
        { value: 'music', label: localizedText('音乐', '音樂', 'Music', '音楽') },
      ],
      section: SECTIONS.choices,
      label: localizedText('多选', '多選', 'Several of', '複数選択'),
    },
    {
      key: 'agree',
      type: 'switch',
      section: SECTIONS.choices,
      label: localizedText('开关', '開關', 'Switch', 'スイッチ'),
    },
    {
      key: 'photos',
      type: 'image',
      maxCount: 3,
      maxSizeMB: 2,
      section: SECTIONS.files,
      label: localizedText('图片', '圖片', 'Images', '画像'),
      help: localizedText(
        '最多3张，每张不超过2MB',
        '最多3張，每張不超過2MB',
        'Up to 3 images, 2 MB each',
        '最大3枚、各2MBまで',
      ),
    },
    {
      key: 'files',
      type: 'upload',
      accept: ['.pdf', '.docx', 'image/*'],
      maxCount: 5,
      section: SECTIONS.files,
      label: localizedText('文件', '文件', 'Files', 'ファイル'),
    },
    {
      key: 'signature',
      type: 'signature',
      section: SECTIONS.files,
      label: localizedText('手写签名', '手寫簽名', 'Signature', '手書き署名'),
    },
    {
      key: 'members',
      type: 'subTable',
      minRows: 1,
      maxRows: 5,
      section: SECTIONS.rows,
      label: localizedText('家庭成员', '家庭成員', 'Family members', '家族'),
      columns: [
        {
          key: 'name',
          type: 'text',
          required: true,
          label: localizedText('姓名', '姓名', 'Name', '氏名'),
        },
        {
          key: 'relation',
          type: 'select',
          dictionary: 'family_relation',
          label: localizedText('关系', '關係', 'Relation', '続柄'),
        },
        {
          key: 'mobile',
          type: 'phone',
          label: localizedText('电话', '電話', 'Phone', '電話'),
        },
      ],
    },
  ],
};

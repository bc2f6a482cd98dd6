import type { FormDefinition } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import type { DemoClock } from '../../demo/clock.js';
import { schoolRoot } from '../../school-root.js';

/**
 * Information collection's demo in the first school: the office's winter-holiday whereabouts
 * registration for every student, open for ten more days and filled by part of the demo
 * counsellor's students (the named demo student has not: the journey fills it), and the
 * counsellor's contact check of last month, closed, filled by most of the classes.
 */
type Db = Kysely<DB>;

const L = (zh: string, tw: string, en: string, ja: string) => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

const HOLIDAY: FormDefinition = {
  key: 'xxcj_holiday',
  name: L('寒假离返校登记', '寒假離返校登記', 'Winter holiday whereabouts', '冬休みの帰省登録'),
  fields: [
    {
      key: 'stay',
      label: L('寒假去向', '寒假去向', 'Where you spend the holiday', '冬休みの滞在先'),
      type: 'radio',
      required: true,
      options: [
        { value: 'home', label: L('回家', '回家', 'Home', '帰省') },
        { value: 'school', label: L('留校', '留校', 'At school', '学内に残る') },
        { value: 'other', label: L('其他', '其他', 'Elsewhere', 'その他') },
      ],
    },
    {
      key: 'leaveDate',
      label: L('离校日期', '離校日期', 'Leaving on', '出発日'),
      type: 'date',
      required: true,
    },
    {
      key: 'destination',
      label: L('目的地', '目的地', 'Destination', '行き先'),
      type: 'text',
      required: true,
      maxLength: 100,
    },
    {
      key: 'transport',
      label: L('交通方式', '交通方式', 'Travelling by', '交通手段'),
      type: 'select',
      options: [
        { value: 'train', label: L('火车/高铁', '火車/高鐵', 'Train', '列車') },
        { value: 'bus', label: L('长途汽车', '長途汽車', 'Coach', '長距離バス') },
        { value: 'plane', label: L('飞机', '飛機', 'Plane', '飛行機') },
        { value: 'car', label: L('家长接送', '家長接送', 'Parents drive', '保護者の送迎') },
      ],
    },
    {
      key: 'emergencyPhone',
      label: L('紧急联系人电话', '緊急聯絡人電話', 'Emergency contact phone', '緊急連絡先'),
      type: 'phone',
      required: true,
    },
  ],
};

const CONTACT: FormDefinition = {
  key: 'xxcj_contact',
  name: L('学生联系方式核对', '學生聯絡方式核對', 'Contact details check', '連絡先の確認'),
  fields: [
    { key: 'qq', label: L('QQ号', 'QQ號', 'QQ number', 'QQ番号'), type: 'text', maxLength: 20 },
    {
      key: 'parentPhone',
      label: L('家长电话', '家長電話', "Parent's phone", '保護者の電話'),
      type: 'phone',
      required: true,
    },
    {
      key: 'correct',
      label: L(
        '系统中的信息是否准确',
        '系統中的資訊是否準確',
        'Is your record correct',
        '登録情報は正しいですか',
      ),
      type: 'radio',
      required: true,
      options: [
        { value: 'yes', label: L('准确', '準確', 'Yes', 'はい') },
        {
          value: 'no',
          label: L('有误，已提交变更', '有誤，已提交變更', 'No, change requested', 'いいえ、変更を申請済み'),
        },
      ],
    },
  ],
};

export async function seedCollections(
  db: Db,
  tenantId: string,
  clock: DemoClock,
  people: {
    office: { id: string; name: string };
    counsellor: { id: string; name: string };
    classIds: string[];
  },
  students: readonly { id: string }[],
): Promise<void> {
  const root = await schoolRoot(db, tenantId);
  const holiday = newId();
  const contact = newId();
  await db
    .insertInto('infoCollection')
    .values([
      {
        id: holiday,
        tenantId,
        title: '2026年寒假离返校信息登记',
        description: '请全体同学在离校前如实填写寒假去向与紧急联系人，学院将据此做好假期安全管理。',
        form: JSON.stringify(HOLIDAY),
        orgIds: JSON.stringify([root.id]),
        grades: '[]',
        deadline: clock.now + 10 * 86_400_000,
        createdBy: people.office.id,
        creatorName: people.office.name,
        createdAt: clock.at(-3, 9, 0),
      },
      {
        id: contact,
        tenantId,
        title: '新学期学生联系方式核对',
        description: '核对本人及家长联系方式，发现系统信息有误请同时提交信息变更申请。',
        form: JSON.stringify(CONTACT),
        orgIds: JSON.stringify(people.classIds),
        grades: '[]',
        deadline: clock.at(-20, 18, 0),
        createdBy: people.counsellor.id,
        creatorName: people.counsellor.name,
        createdAt: clock.at(-30, 10, 0),
      },
    ])
    .execute();
  const entries = students.flatMap((s, i) => [
    ...(i % 5 !== 0
      ? [
          {
            collectionId: contact,
            tenantId,
            studentId: s.id,
            answers: JSON.stringify({
              qq: String(2_800_000_000 + i * 7919),
              parentPhone: `1370013${String(2000 + i).padStart(4, '0')}`,
              correct: i % 7 === 0 ? 'no' : 'yes',
            }),
            submittedAt: clock.at(-25 + (i % 4), 20, 10 + (i % 40)),
          },
        ]
      : []),
    ...(i % 3 !== 0
      ? [
          {
            collectionId: holiday,
            tenantId,
            studentId: s.id,
            answers: JSON.stringify({
              stay: i % 6 === 1 ? 'school' : 'home',
              leaveDate: clock.day(12 + (i % 5)),
              destination: i % 6 === 1 ? '学校' : ['南京市', '苏州市', '合肥市', '杭州市', '济南市'][i % 5],
              transport: ['train', 'bus', 'train', 'car'][i % 4],
              emergencyPhone: `1370013${String(3000 + i).padStart(4, '0')}`,
            }),
            submittedAt: clock.at(-2 + (i % 2), 21, i % 60),
          },
        ]
      : []),
  ]);
  if (entries.length) await db.insertInto('infoCollectionEntry').values(entries).execute();
}

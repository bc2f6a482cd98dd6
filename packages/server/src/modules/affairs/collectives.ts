import {
  ModuleState,
  type AffairModuleDescriptor,
  type CollectiveChoice,
  type FormDefinition,
  type FormValues,
} from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { readFact } from './facts.js';
import { groupRefusal, inEveryLanguage, say, texts } from './group-refusal.js';
import type { AffairRegistry } from './registry/registry.js';

/**
 * The collectives a member may speak for (a collective honour's applicant, MODULES §7): the
 * classes they lead as class monitor (the `head` duty) or counsel (the `counsellor` duty), and the
 * dormitory room they live in (the `room` fact, which dormitories provide). The apply screen offers
 * only these, and a submission naming any other is refused, naming the field, whichever way it
 * came in.
 */
type Db = Kysely<DB>;

export async function collectivesOf(
  registry: AffairRegistry,
  db: Db,
  tenantId: string,
  userId: string,
): Promise<CollectiveChoice[]> {
  const classes = await db
    .selectFrom('orgDuty as d')
    .innerJoin('org as o', (join) =>
      join.onRef('o.id', '=', 'd.orgId').onRef('o.tenantId', '=', 'd.tenantId'),
    )
    .select(['o.name', 'o.code'])
    .distinct()
    .where('d.tenantId', '=', tenantId)
    .where('d.userId', '=', userId)
    .where('d.duty', 'in', ['head', 'counsellor'])
    .where('o.type', '=', 'class')
    .orderBy('o.code')
    .execute();
  const room = (await readFact(registry, 'room', db, tenantId, [userId]))?.get(userId);
  return [
    ...classes.map((c): CollectiveChoice => ({ name: c.name, kind: 'class' })),
    ...(room ? [{ name: room, kind: 'room' as const }] : []),
  ];
}

const REFUSALS = {
  notYours: texts(
    '{field}只能是你担任班长或辅导员的班级，或你所住的宿舍；“{value}”不在其中',
    '{field}只能是你擔任班長或輔導員的班級，或你所住的宿舍；「{value}」不在其中',
    '{field} must be a class you lead as monitor or counsel, or the room you live in: "{value}" is not one',
    '{field}は、あなたが委員長またはカウンセラーを務めるクラスか、住んでいる寮室に限ります。「{value}」は該当しません',
  ),
  room: texts(
    '{honour}以宿舍申请：{field}请选择你所住的宿舍',
    '{honour}以宿舍申請：{field}請選擇你所住的宿舍',
    '{honour} is for a dormitory room: choose the room you live in as {field}',
    '{honour}は寮室単位の表彰です。{field}にはあなたの寮室を選んでください',
  ),
  class: texts(
    '{honour}以班级申请：{field}请选择你担任班长或辅导员的班级',
    '{honour}以班級申請：{field}請選擇你擔任班長或輔導員的班級',
    '{honour} is for a class: choose a class you lead as monitor or counsel as {field}',
    '{honour}はクラス単位の表彰です。{field}には委員長またはカウンセラーを務めるクラスを選んでください',
  ),
  none: texts(
    '集体荣誉由班长、辅导员代表班级，或由宿舍成员代表宿舍申请；你没有担任班长或辅导员的班级，也未入住宿舍',
    '集體榮譽由班長、輔導員代表班級，或由宿舍成員代表宿舍申請；你沒有擔任班長或輔導員的班級，也未入住宿舍',
    'A collective honour is applied for by the monitor or counsellor of a class, or by a resident of a room: you lead or counsel no class and have no room',
    '団体表彰はクラス委員長・カウンセラーがクラスを、寮生が寮室を代表して申請します。あなたには該当するクラスも寮室もありません',
  ),
};

/** Why the member may not apply at all (they speak for no collective), in every language; else null. */
export const noCollective = (choices: readonly CollectiveChoice[]) =>
  choices.length === 0 ? REFUSALS.none : null;

/** The form's first value when the member speaks for one collective only: that one. */
export const onlyCollective = (
  module: AffairModuleDescriptor,
  choices: readonly CollectiveChoice[] | undefined,
): FormValues =>
  module.collective && choices?.length === 1 ? { [module.collective.field]: choices[0]!.name } : {};

/** The kind of collective the submission's honour calls for. */
const kindWanted = (module: AffairModuleDescriptor, values: FormValues) =>
  module.collective!.rooms.includes(String(values[module.collective!.by])) ? 'room' : 'class';

/** Refuses a submission naming a collective the applicant does not speak for, or one of the wrong kind. */
export async function checkCollective(
  registry: AffairRegistry,
  db: Db,
  tenantId: string,
  module: AffairModuleDescriptor,
  form: FormDefinition,
  values: FormValues,
  applicantId: string,
): Promise<void> {
  if (!module.collective) return;
  const { field, by } = module.collective;
  const fieldOf = (key: string) => form.fields.find((f) => f.key === key);
  const label = inEveryLanguage(fieldOf(field)?.label ?? field);
  const choices = await collectivesOf(registry, db, tenantId, applicantId);
  const value = String(values[field] ?? '');
  const chosen = choices.find((c) => c.name === value);
  if (!chosen)
    throw groupRefusal(ModuleState.FORM_DATA_INVALID, say(REFUSALS.notYours, { field: label, value }), field);
  const wanted = kindWanted(module, values);
  if (chosen.kind === wanted) return;
  const honourField = fieldOf(by);
  const option =
    honourField && 'options' in honourField
      ? honourField.options?.find((o) => o.value === values[by])
      : undefined;
  const honour = inEveryLanguage(option?.label ?? String(values[by]));
  throw groupRefusal(ModuleState.FORM_DATA_INVALID, say(REFUSALS[wanted], { honour, field: label }), field);
}

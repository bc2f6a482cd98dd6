import {
  LANGUAGES,
  localize,
  ModuleState,
  type AffairModuleDescriptor,
  type FormValues,
  type Language,
  type WorkOrderSteps,
} from '@campus/contract';
import { TRADE_OF_CATEGORY, type DormRequestRecord, type RepairTrade } from '@campus/contract/affairs/ssgl';
import type { Kysely } from 'kysely';
import type { BpmInstance, DB } from '../../../../db/schema.js';
import type { InstanceEvent } from '../../../../engine/events.js';
import type { CommandContext } from '../../../../engine/runtime/run.js';
import type { AffairExtension } from '../../extension.js';
import { formValuesOf } from '../../rows.js';
import { openSteps, workOrderOf } from '../../work-order.js';
import { bedLabel, bedOfStudent, bedsByCodes, bedsByIds, placeOf } from './beds-repo.js';
import { checkTargetBed, moveStudent, type MoveKind } from './moves.js';
import { refuse } from './refusals.js';
import { rowsByInstance } from '../../instance-rows.js';

/**
 * What the dormitory's requests do beyond the mechanism, in the command's transaction: at
 * submission the student must have a bed and no other request of the kind under way (a room
 * change also a bed it may take, in the building its kind says); the bed they had is kept beside
 * the request; when a room change is approved the bed moves, when moving out is approved the bed
 * is freed (moves.ts guards beds and rooms). Their record is that bed, a change's wanted bed with
 * its room's occupancy, the move, and a repair's work order (the mechanism's, work-order.ts) and trade.
 */
type Db = Kysely<DB>;

/** Request kinds a student may have only one of under way; a change and moving out exclude each other. */
const EXCLUSIVE: Record<string, readonly string[]> = {
  ssgl_dorm_change: ['ssgl_dorm_change', 'ssgl_check_out'],
  ssgl_check_out: ['ssgl_dorm_change', 'ssgl_check_out'],
  ssgl_outside_live: ['ssgl_outside_live'],
  ssgl_stay_night: ['ssgl_stay_night'],
  ssgl_check_in: ['ssgl_check_in'],
};

const MOVES: Record<string, MoveKind> = {
  ssgl_dorm_change: 'change',
  ssgl_check_out: 'checkOut',
  ssgl_check_in: 'checkIn',
};
const CHECK_IN = 'ssgl_check_in';

/** A module's title in every language (a refusal names it). */
const titles = (module: AffairModuleDescriptor) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, localize(module.title, lang)])) as Record<
    Language,
    string
  >;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function openRequestOf(db: Db, instance: BpmInstance, processKeys: readonly string[]) {
  return db
    .selectFrom('bpmInstance')
    .select(['id', 'defName'])
    .where('tenantId', '=', instance.tenantId)
    .where('starterId', '=', instance.starterId)
    .where('defKey', 'in', processKeys)
    .where('status', '=', 'running')
    .where('id', '!=', instance.id)
    .executeTakeFirst();
}

async function submitted(ctx: CommandContext, module: AffairModuleDescriptor, event: InstanceEvent) {
  const { instance } = event;
  const bed = await bedOfStudent(ctx.db, ctx.tenantId, instance.starterId);
  // Checking in is for students without a bed; every other request needs one.
  if (module.processKey === CHECK_IN) {
    if (bed) refuse('hasBed', { bed: bedLabel(bed) });
  } else if (!bed) refuse('noBed');
  const exclusive = EXCLUSIVE[module.processKey];
  if (exclusive) {
    const open = await openRequestOf(ctx.db, instance, exclusive);
    if (open) refuse('openRequest', { module: titles(module) });
  }
  if (bed && module.processKey === 'ssgl_dorm_change') {
    const code = text(event.data.targetBed);
    const target = await checkTargetBed(ctx.db, ctx.tenantId, instance.starterId, code);
    if (target.roomId === bed.roomId) refuse('sameRoom', { bed: code });
    const sameBuilding = target.buildingId === bed.buildingId;
    if (event.data.changeType === 'sameBuilding' && !sameBuilding)
      refuse('notSameBuilding', { building: bed.buildingName });
    if (event.data.changeType === 'otherBuilding' && sameBuilding)
      refuse('notOtherBuilding', { building: bed.buildingName });
  }
  const row = { bedId: bed?.bedId ?? null, movedAt: null };
  const existing = await ctx.db
    .selectFrom('dormRequest')
    .select('instanceId')
    .where('instanceId', '=', instance.id)
    .executeTakeFirst();
  if (existing)
    await ctx.db.updateTable('dormRequest').set(row).where('instanceId', '=', instance.id).execute();
  else
    await ctx.db
      .insertInto('dormRequest')
      .values({
        ...row,
        instanceId: instance.id,
        tenantId: ctx.tenantId,
        moduleKey: module.key,
        studentId: instance.starterId,
        createdAt: ctx.now,
      })
      .execute();
}

async function approved(ctx: CommandContext, module: AffairModuleDescriptor, event: InstanceEvent) {
  const kind = MOVES[module.processKey];
  if (!kind) return;
  const toBed = kind === 'checkOut' ? null : text(event.data.targetBed);
  if (kind === 'checkIn' && !toBed) refuse('noTargetBed', {}, ModuleState.AFFAIR_QUOTA_FULL, 'targetBed');
  await moveStudent(ctx.db, ctx.tenantId, {
    studentId: event.instance.starterId,
    toBed,
    kind,
    instanceId: event.instance.id,
    operatorId: ctx.actor.id,
    now: ctx.now,
  });
  await ctx.db
    .updateTable('dormRequest')
    .set({ movedAt: ctx.now })
    .where('instanceId', '=', event.instance.id)
    .execute();
}

/** What each open step of a dormitory repair means (contract ssgl/repair.bpmn). */
const REPAIR_STEPS: WorkOrderSteps = { accept: 'submitted', repair: 'inRepair', rate: 'done' };
const REPAIR = 'ssgl_repair';

/** The trade a repair goes to: the office's choice, else the one its kind suggests. */
function tradeOf(values: FormValues): RepairTrade {
  return (text(values.trade) as RepairTrade) || (TRADE_OF_CATEGORY[text(values.category)] ?? 'general');
}

export const dormExtension: AffairExtension<DormRequestRecord> = {
  async records({ db, tenantId }, instances) {
    if (instances.length === 0) return new Map();
    const byInstance = await rowsByInstance(db, 'dormRequest', instances);
    const rows = [...byInstance.values()];
    const codes = instances.map((i) => text(formValuesOf(i).targetBed)).filter(Boolean);
    const [froms, targets, nodes] = await Promise.all([
      bedsByIds(
        db,
        tenantId,
        rows.map((r) => r.bedId).filter((id): id is string => id !== null),
      ),
      bedsByCodes(db, tenantId, codes),
      openSteps(db, instances),
    ]);
    const fromById = new Map(froms.map((b) => [b.bedId, b]));
    const targetByCode = new Map(targets.map((b) => [b.code, b]));
    return new Map(
      instances.map((i) => {
        const row = byInstance.get(i.id);
        const from = row?.bedId ? fromById.get(row.bedId) : undefined;
        const target = targetByCode.get(text(formValuesOf(i).targetBed));
        const record: DormRequestRecord = {
          bed: from ? bedLabel(from) : null,
          from: from ? placeOf(from) : null,
          target: target ? placeOf(target) : null,
          targetRoom: target ? { occupied: target.occupied, capacity: target.capacity } : null,
          movedAt: row?.movedAt ?? null,
          trade: i.defKey === REPAIR ? tradeOf(formValuesOf(i)) : null,
          ...(i.defKey === REPAIR ? workOrderOf(i, nodes.get(i.id), REPAIR_STEPS) : {}),
        };
        return [i.id, record];
      }),
    );
  },

  async onEvent(ctx, module, event) {
    if (event.action === 'start') await submitted(ctx, module, event);
    if (event.status === 'end' && event.instance.status !== 'end' && event.result === 'agree')
      await approved(ctx, module, event);
  },
};

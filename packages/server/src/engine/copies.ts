import type { Person } from '../core/org/people.js';
import type { MemberProfile } from '../core/org/profile.js';
import { noticePeople } from '../core/messages/notice.js';
import type { Insertable } from 'kysely';
import type { BpmInstance, DB } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import type { UserTaskNode } from './model.js';
import { resolveAssignees } from './runtime/assign.js';
import type { CommandContext, FormData } from './runtime/context.js';
import { insertHistory, type Db } from './runtime/store.js';
import { subjectTexts } from './subjects.js';

/**
 * Copies of a request (抄送): a `bpm_copy_to` row per receiver (which lets them read the request:
 * queries.ts canRead), an inner message in every language with a push, and one `copyTo` row on the
 * timeline naming them. The manual copy action (modules/bpm/history) and a step's campus:copyTo
 * (when the step is agreed) both send through here, in their caller's transaction.
 */
export interface Copies {
  tenantId: string;
  instance: BpmInstance;
  sender: Person;
  receivers: readonly Person[];
  opinion: string | null;
  now: number;
  /** The version the timeline row carries (the instance's, or the command's). */
  version: number;
}

/** Sends the copies; someone who already has a copy of the request gets none again. Returns who got one. */
export async function sendCopies(db: Db, copies: Copies): Promise<string[]> {
  const { tenantId, instance, sender, opinion, now } = copies;
  const receivers = [...new Map(copies.receivers.map((r) => [r.id, r])).values()];
  const added = await addCopies(
    db,
    instance.id,
    receivers.map((r) => ({
      id: newId(),
      tenantId,
      instanceId: instance.id,
      senderId: sender.id,
      senderName: sender.name,
      receiverId: r.id,
      receiverName: r.name,
      opinion,
      readAt: null,
      createdAt: now,
    })),
  );
  if (added.length === 0) return added;
  await noticePeople(
    db,
    tenantId,
    {
      receivers: added,
      subject: 'bpm.message.copySubject',
      content: 'bpm.message.copyContent',
      params: { subject: subjectTexts(instance), sender: sender.name, opinion: opinion ?? '' },
      sender,
      bizType: 'bpm.instance',
      bizId: instance.id,
      url: `bpmn/instance?id=${encodeURIComponent(instance.id)}`,
    },
    now,
  );
  await insertHistory(db, {
    id: newId(),
    tenantId,
    instanceId: instance.id,
    nodeId: 'copyTo',
    nodeName: receivers
      .filter((r) => added.includes(r.id))
      .map((r) => r.name)
      .join(','),
    action: 'copyTo',
    opinion,
    actorId: sender.id,
    actorName: sender.name,
    taskCreatedAt: now,
    createdAt: now,
    version: copies.version,
  });
  return added;
}

/** Adds copies (once per receiver and request); returns the receivers that are new. */
async function addCopies(db: Db, instanceId: string, rows: Insertable<DB['bpmCopyTo']>[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const existing = await db
    .selectFrom('bpmCopyTo')
    .select('receiverId')
    .where('instanceId', '=', instanceId)
    .where(
      'receiverId',
      'in',
      rows.map((r) => r.receiverId),
    )
    .execute();
  const known = new Set(existing.map((e) => e.receiverId));
  const fresh = rows.filter((r) => !known.has(r.receiverId));
  if (fresh.length) {
    await db
      .insertInto('bpmCopyTo')
      .values(fresh)
      .onConflict((oc) => oc.columns(['instanceId', 'receiverId']).doNothing())
      .execute();
  }
  return fresh.map((r) => r.receiverId);
}

/**
 * A step with campus:copyTo was agreed: everyone its rules name for this starter gets a copy from
 * the approver whose decision passed the step. Resolved like assignees (resolveAssignees), without
 * the starter (they read their own request) and without the approver (they sent it); someone
 * several rules name gets one copy. Rules that find nobody send nothing: a copy never blocks an
 * approval.
 */
export async function copyAgreedStep(
  ctx: CommandContext,
  input: {
    instance: BpmInstance;
    node: UserTaskNode;
    starter: MemberProfile;
    data: FormData;
    version: number;
  },
): Promise<string[]> {
  const { instance, node, starter, data } = input;
  if (node.copyTo.length === 0) return [];
  const people = (await resolveAssignees(ctx.db, ctx.tenantId, node.copyTo, starter, data)).filter(
    (person) => person.id !== instance.starterId && person.id !== ctx.actor.id,
  );
  return sendCopies(ctx.db, {
    tenantId: ctx.tenantId,
    instance,
    sender: ctx.actor,
    receivers: people.map((p) => ({ id: p.id, name: p.name })),
    opinion: null,
    now: ctx.now,
    version: input.version,
  });
}

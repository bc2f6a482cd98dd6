import type { Kysely } from 'kysely';
import { memberProfile } from '../../../../core/org/profile.js';
import type { DB } from '../../../../db/schema.js';
import type { InstanceEvent } from '../../../../engine/events.js';
import { newId } from '../../../../lib/ids.js';
import { createPoint } from '../../checkin/service.js';
import type { AffairExtension } from '../../extension.js';
import { checkinUse } from './checkin-use.js';
import { SIGN_IN_EARLY_MS } from './group.js';
import { activityRefusal } from './refusals.js';

/**
 * Holding an activity (`holdActivity`) as the workflow runs it: the times must be in order when
 * it is submitted; the last approval publishes the activity in the same transaction, with its
 * check-in point for the sign-in (open from half an hour before the start to the end, shown by
 * the organiser).
 */
type Values = Readonly<Record<string, unknown>>;

/** A form's 'yyyy-MM-dd HH:mm' in the school's time (China, UTC+8) as epoch ms. */
export function schoolTime(value: unknown): number {
  if (typeof value !== 'string') return NaN;
  const [date, time = '00:00'] = value.trim().split(/[ T]/);
  return Date.parse(`${date}T${time.slice(0, 5)}:00+08:00`);
}

function timesOf(values: Values) {
  const startsAt = schoolTime(values.startsAt);
  const endsAt = schoolTime(values.endsAt);
  const signUpEndsAt = schoolTime(values.signUpEndsAt);
  if (!(signUpEndsAt <= startsAt)) throw activityRefusal('timeOrder', {}, 'signUpEndsAt');
  if (!(startsAt < endsAt)) throw activityRefusal('timeOrder', {}, 'endsAt');
  return { startsAt, endsAt, signUpEndsAt };
}

const approved = (event: InstanceEvent) =>
  event.status === 'end' && event.instance.status !== 'end' && event.result === 'agree';

/** Publishes an approved request's activity (once: the request's id is unique). */
export async function publish(
  db: Kysely<DB>,
  tenantId: string,
  requestId: string,
  organiser: { id: string; name: string },
  values: Values,
  now: number,
) {
  const times = timesOf(values);
  const profile = await memberProfile(db, tenantId, organiser.id);
  const name = String(values.name ?? '');
  const place = String(values.place ?? '');
  const point = await createPoint(
    checkinUse(db),
    tenantId,
    organiser.id,
    { name, place, startsAt: times.startsAt - SIGN_IN_EARLY_MS, endsAt: times.endsAt },
    now,
  );
  const id = newId();
  await db
    .insertInto('activity')
    .values({
      id,
      tenantId,
      requestId,
      organiserId: organiser.id,
      organiserName: organiser.name,
      collegeId: profile?.collegeId ?? null,
      name,
      category: String(values.category ?? ''),
      level: String(values.level ?? ''),
      place,
      description: String(values.description ?? ''),
      ...times,
      capacity: Number(values.capacity),
      accepted: 0,
      credits: Number(values.credits ?? 0),
      acceptsWorks: values.acceptsWorks === true ? 'Y' : 'N',
      status: 'published',
      pointId: point.id,
      summary: null,
      summaryPhotos: null,
      summarisedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

export const holdActivity: AffairExtension = {
  async beforeSubmit(_ctx, _module, values) {
    timesOf(values);
  },
  async onEvent(ctx, _module, event) {
    if (!approved(event)) return;
    await publish(
      ctx.db,
      ctx.tenantId,
      event.instance.id,
      { id: event.instance.starterId, name: event.instance.starterName },
      event.data,
      ctx.now,
    );
  },
};

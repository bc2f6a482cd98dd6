import type { Language } from '@campus/contract';
import type { JourneyStep, JourneyStepState, OnboardingJourney } from '@campus/contract/affairs/yxxt';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { requireGroupApplicant } from '../../audience.js';
import { latestRequests, readFact, type BillState } from '../../facts.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { texts as T, type Texts } from '../../group-refusal.js';
import { configOf } from './config.js';
import { storedForm } from './forms.js';
import { standingOf } from './freshmen.js';
import { ONBOARDING_PURPOSE, YXXT } from './group.js';

/**
 * The freshman's journey: each step's state read from where its record lives, through the
 * mechanism (facts.ts), never by importing another group: personal information (its own
 * collection form), the bill (notConfigured while no group keeps bills), the green channel (the
 * zzgl module's latest request), the bed, and the check-in (the mechanism's records).
 */
const BILL_STATE: Record<BillState, JourneyStepState> = {
  paid: 'done',
  deferred: 'done',
  reduced: 'done',
  partial: 'pending',
  unpaid: 'todo',
};

/** What the payment step says of the bill, in the caller's language. */
const BILL_WORDS: Record<BillState, Texts> = {
  paid: T('已缴清', '已繳清', 'Paid in full', '納付済み'),
  deferred: T('已办理缓缴', '已辦理緩繳', 'Payment deferred', '納付猶予中'),
  reduced: T('已减免', '已減免', 'Waived', '免除済み'),
  partial: T(
    '已部分缴费，尚有欠费',
    '已部分繳費，尚有欠費',
    'Partly paid; some is still due',
    '一部納付済み、未納あり',
  ),
  unpaid: T('尚未缴费', '尚未繳費', 'Not paid yet', '未納'),
};

export async function journeyOf(
  db: Kysely<DB>,
  registry: AffairRegistry,
  caller: AuthContext,
  lang: Language,
): Promise<OnboardingJourney> {
  requireGroupApplicant(YXXT, caller);
  const config = await configOf(db, caller.tenantId);
  const ids = [caller.userId];
  const [me, school, checkin, beds, bills, green, standing, info] = await Promise.all([
    db
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .innerJoin('org as o', 'o.id', 'm.orgId')
      .select(['u.mobile', 'u.email', 'o.grade'])
      .where('m.tenantId', '=', caller.tenantId)
      .where('m.userId', '=', caller.userId)
      .executeTakeFirst(),
    db.selectFrom('tenant').select('name').where('id', '=', caller.tenantId).executeTakeFirstOrThrow(),
    db
      .selectFrom('checkinRecord as r')
      .innerJoin('checkinPoint as p', 'p.id', 'r.pointId')
      .select(['r.createdAt', 'p.name', 'p.place'])
      .where('r.tenantId', '=', caller.tenantId)
      .where('r.purpose', '=', ONBOARDING_PURPOSE)
      .where('r.studentId', '=', caller.userId)
      .orderBy('r.createdAt')
      .executeTakeFirst(),
    readFact(registry, 'bed', db, caller.tenantId, ids),
    readFact(registry, 'bill', db, caller.tenantId, ids),
    latestRequests(db, caller.tenantId, 'greenChannel', ids),
    standingOf(db, caller.tenantId, caller.userId),
    storedForm(db, caller.tenantId, caller.userId, 'info'),
  ]);
  const bed = beds?.get(caller.userId) ?? null;
  const bill = bills?.get(caller.userId);
  const greenState = green.get(caller.userId);
  const steps: JourneyStep[] = [
    {
      key: 'info',
      state: info ? 'done' : 'todo',
      detail: null,
      path: `${config.basePath}/personalInfo`,
    },
    {
      key: 'payment',
      state: bills === null ? 'notConfigured' : bill ? BILL_STATE[bill] : 'todo',
      detail: bill ? BILL_WORDS[bill][lang] : null,
      path: bills === null ? null : '/xgxt/sfgl/paymentInquiry',
    },
    {
      key: 'greenChannel',
      state: greenState === 'approved' ? 'done' : greenState === 'running' ? 'pending' : 'todo',
      detail: null,
      path: '/xgxt/zzgl/greenChannel',
    },
    {
      key: 'dormitory',
      state: beds === null ? 'notConfigured' : bed ? 'done' : 'todo',
      detail: bed,
      path: beds === null ? null : '/xgxt/ssgl/studentLive',
    },
    {
      key: 'checkin',
      state: checkin ? 'done' : 'todo',
      detail: checkin ? `${checkin.name} · ${checkin.place}` : null,
      path: `${config.basePath}/signScan`,
    },
  ];
  const welcome = typeof config.welcome === 'string' ? config.welcome : (config.welcome[lang] ?? '');
  return {
    variant: config.variant,
    basePath: config.basePath,
    schoolName: school.name,
    welcome: welcome.replaceAll('{school}', school.name),
    cohort: config.cohort,
    freshman: me?.grade === config.cohort,
    status: standing?.standing ?? (checkin ? 'checkedIn' : 'notArrived'),
    statusReason: standing?.reason ?? null,
    checkedInAt: checkin ? Number(checkin.createdAt) : null,
    steps,
  };
}

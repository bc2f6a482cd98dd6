import type { Language } from '@campus/contract';
import type {
  JourneyStep,
  JourneyStepState,
  OnboardingFormKind,
  OnboardingJourney,
} from '@campus/contract/affairs/yxxt';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { requireGroupApplicant } from '../../audience.js';
import { latestRequests, readFact, type BillState } from '../../facts.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { texts as T, type Texts } from '../../group-refusal.js';
import { configOf } from './config.js';
import { filledForms } from './forms.js';
import { greenChannelRound } from './green-channel-round.js';
import { variantRoutes } from './variant-routes.js';
import { standingOf } from './freshmen.js';
import { ONBOARDING_PURPOSE, YXXT } from './group.js';

/**
 * The freshman's journey: each step's state read from where its record lives, through the
 * mechanism (facts.ts), never by importing another group: personal information (its own
 * collection form), the bill (notConfigured while no group keeps bills; what is left of a partly
 * paid one), the green channel (the zzgl module's latest request, or whether a round is open), the
 * bed, the arrival, the variant's certificates, joining the army (optional: only for those who
 * enlist) and the check-in (the mechanism's records).
 */
const BILL_STATE: Record<BillState, JourneyStepState> = {
  paid: 'done',
  deferred: 'done',
  reduced: 'done',
  // 部分缴费 with what is left, never 审核中: nobody reviews a payment (issue 30 item 17).
  partial: 'partial',
  unpaid: 'todo',
};

/** An amount in fen as the bill shows it: ¥1,234.50. */
const yuan = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What the payment step says of the bill, in the caller's language. */
const BILL_WORDS: Record<BillState, Texts> = {
  paid: T('已缴清', '已繳清', 'Paid in full', '納付済み'),
  deferred: T('已办理缓缴', '已辦理緩繳', 'Payment deferred', '納付猶予中'),
  reduced: T('已减免', '已減免', 'Waived', '免除済み'),
  partial: T(
    '已部分缴费，尚欠{owed}',
    '已部分繳費，尚欠{owed}',
    'Partly paid; {owed} still due',
    '一部納付済み、残り{owed}',
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
  const [me, school, checkin, beds, bills, owed, green, standing, forms, greenRound] = await Promise.all([
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
    readFact(registry, 'billOwed', db, caller.tenantId, ids),
    latestRequests(db, caller.tenantId, 'greenChannel', ids),
    standingOf(db, caller.tenantId, caller.userId),
    filledForms(db, caller.tenantId, caller.userId),
    greenChannelRound(db, registry, caller, lang),
  ]);
  const bed = beds?.get(caller.userId) ?? null;
  const bill = bills?.get(caller.userId);
  const greenState = green.get(caller.userId);
  const form = (key: OnboardingFormKind, route: string, unfilled: JourneyStepState): JourneyStep => ({
    key,
    state: forms.has(key) ? 'done' : unfilled,
    detail: null,
    path: `${config.basePath}/${route}`,
  });
  // The variant's own forms (cjxy's certificate upload) join the journey where the variant has them.
  const offers = (route: string) => variantRoutes(config.variant).has(route);
  const steps: JourneyStep[] = [
    form('info', 'personalInfo', 'todo'),
    {
      key: 'payment',
      state: bills === null ? 'notConfigured' : bill ? BILL_STATE[bill] : 'todo',
      detail: bill ? BILL_WORDS[bill][lang].replace('{owed}', yuan(owed?.get(caller.userId) ?? 0)) : null,
      path: bills === null ? null : '/xgxt/sfgl/paymentInquiry',
    },
    greenState
      ? {
          key: 'greenChannel',
          state: greenState === 'approved' ? 'done' : greenState === 'running' ? 'pending' : 'todo',
          detail: null,
          path: '/xgxt/zzgl/greenChannel',
        }
      : greenRound.open
        ? { key: 'greenChannel', state: 'todo', detail: null, path: '/xgxt/zzgl/greenChannel' }
        : // No round open: say when one opens (or that none is set) instead of inviting an application.
          { key: 'greenChannel', state: 'closed', detail: greenRound.reason, path: null },
    {
      key: 'dormitory',
      state: beds === null ? 'notConfigured' : bed ? 'done' : 'todo',
      detail: bed,
      path: beds === null ? null : '/xgxt/ssgl/studentLive',
    },
    form('arrival', 'arrivalInfo', 'todo'),
    ...(offers('certificateUpload') ? [form('certificate', 'certificateUpload', 'todo')] : []),
    // Only those who enlist fill it in: never "to do" for everyone (MODULES §1: keep the place).
    form('army', 'joinArmy', 'optional'),
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

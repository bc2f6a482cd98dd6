import type { FormDefinition, FormValues, Language } from '@campus/contract';
import type { OnboardingFormKind, OnboardingFormReply } from '@campus/contract/affairs/yxxt';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { applyFormData, localizeForm } from '../../../../engine/forms.js';
import type { AuthContext } from '../../../../http/auth.js';
import { requireGroupApplicant } from '../../audience.js';
import { groupForm, RECORDING } from '../../group-form.js';
import { YXXT } from './group.js';
import { pickRow, pickRows } from '../../row-where.js';

/**
 * The freshman's own forms (contract yxxt/*.form.json): personal information, arrival, joining
 * the army, certificates. One row per student and kind, filled in and corrected by the freshman
 * with the form format's validator and upload rules (files must be the writer's own uploads).
 */
export const FORMS: Record<OnboardingFormKind, () => FormDefinition> = {
  info: groupForm('yxxt', 'info.form.json'),
  arrival: groupForm('yxxt', 'arrival.form.json'),
  army: groupForm('yxxt', 'army.form.json'),
  certificate: groupForm('yxxt', 'certificate.form.json'),
};
export const questionForm = groupForm('yxxt', 'question.form.json');

export async function storedForm(
  db: Kysely<DB>,
  tenantId: string,
  studentId: string,
  kind: OnboardingFormKind,
) {
  return pickRow(db, 'onboardingForm', ['formValues', 'updatedAt'], { tenantId, studentId, kind });
}

/** Which of the freshman's forms they have filled in (the journey's steps). */
export async function filledForms(
  db: Kysely<DB>,
  tenantId: string,
  studentId: string,
): Promise<Set<OnboardingFormKind>> {
  const rows = await pickRows(db, 'onboardingForm', ['kind'], { tenantId, studentId });
  return new Set(rows.map((row) => row.kind as OnboardingFormKind));
}

export async function myForm(
  db: Kysely<DB>,
  caller: AuthContext,
  kind: OnboardingFormKind,
  lang: Language,
): Promise<OnboardingFormReply> {
  requireGroupApplicant(YXXT, caller);
  const row = await storedForm(db, caller.tenantId, caller.userId, kind);
  return {
    kind,
    form: localizeForm(FORMS[kind](), lang),
    values: row ? (JSON.parse(row.formValues) as FormValues) : null,
    updatedAt: row ? Number(row.updatedAt) : null,
  };
}

export async function saveMyForm(
  db: Kysely<DB>,
  caller: AuthContext,
  kind: OnboardingFormKind,
  submitted: unknown,
  lang: Language,
  now = Date.now(),
): Promise<OnboardingFormReply> {
  requireGroupApplicant(YXXT, caller);
  await db.transaction().execute(async (trx) => {
    const row = await storedForm(trx, caller.tenantId, caller.userId, kind);
    const current = row ? (JSON.parse(row.formValues) as FormValues) : {};
    const values = await applyFormData(trx, caller.tenantId, FORMS[kind](), RECORDING, current, submitted, {
      checkRequired: true,
      now,
      writerId: caller.userId,
    });
    const formValues = JSON.stringify(values);
    await trx
      .insertInto('onboardingForm')
      .values({ tenantId: caller.tenantId, studentId: caller.userId, kind, formValues, updatedAt: now })
      .onConflict((oc) =>
        oc.columns(['tenantId', 'studentId', 'kind']).doUpdateSet({ formValues, updatedAt: now }),
      )
      .execute();
  });
  return myForm(db, caller, kind, lang);
}

/** Which forms each student has filled in. */
export async function formsFilled(
  db: Kysely<DB>,
  tenantId: string,
  studentIds: readonly string[],
): Promise<Map<string, OnboardingFormKind[]>> {
  const found = new Map<string, OnboardingFormKind[]>();
  if (studentIds.length === 0) return found;
  const rows = await db
    .selectFrom('onboardingForm')
    .select(['studentId', 'kind'])
    .where('tenantId', '=', tenantId)
    .where('studentId', 'in', studentIds)
    .execute();
  for (const row of rows)
    found.set(row.studentId, [...(found.get(row.studentId) ?? []), row.kind as OnboardingFormKind]);
  return found;
}

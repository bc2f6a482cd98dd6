import { SYMPTOM_LABELS, type HealthAnswers, type healthFindings } from '@campus/contract/affairs/yqfk';
import type { AffairModuleDescriptor, FormValues } from '@campus/contract';
import { memberProfile } from '../../../../core/org/profile.js';
import { submitRequest } from '../../../../engine/requests.js';
import type { CommandContext } from '../../../../engine/runtime/run.js';
import { startableVersionOf } from '../../../../engine/versions.js';
import type { AuthContext } from '../../../../http/auth.js';
import type { SubmittedRequest } from '../../extension.js';
import { refuse } from './refusals.js';

/**
 * The counsellor's to-do for an abnormal report: the healthFollowUp module's request, started as
 * the student's in the report's transaction, so it is in the counsellor's pending list at once
 * (the engine staffs `relation:counsellor`) and the follow-up is recorded on its step. Its
 * findings are in the school's language; only the student and the step's counsellor read them
 * (the engine's readers).
 */
export const FOLLOW_UP_PROCESS = 'yqfk_health_follow_up';

function findingsText(findings: ReturnType<typeof healthFindings>, answers: HealthAnswers): string {
  return [
    findings.fever ? `${answers.temperature.toFixed(1)}°C` : '',
    ...findings.symptoms.map((s) => SYMPTOM_LABELS[s]['zh-CN']),
    findings.contact ? '接触史' : '',
  ]
    .filter(Boolean)
    .join('；');
}

export async function startFollowUp(
  command: CommandContext,
  caller: AuthContext,
  report: { id: string; date: string; findings: ReturnType<typeof healthFindings>; answers: HealthAnswers },
): Promise<string> {
  const starter = (await memberProfile(command.db, caller.tenantId, caller.userId))!;
  const process = await startableVersionOf(command.db, caller.tenantId, FOLLOW_UP_PROCESS);
  const started = await submitRequest(command, {
    process,
    starter,
    submitted: {
      reportDate: report.date,
      reportId: report.id,
      findings: findingsText(report.findings, report.answers),
    },
  });
  return started.instanceId;
}

/**
 * A follow-up starts only from its report: the module's beforeSubmit refuses any other way in
 * (the generic apply, the BPM API) unless the named report is the starter's, abnormal, and has
 * no follow-up yet.
 */
export async function onlyFromReport(
  ctx: CommandContext,
  _module: AffairModuleDescriptor,
  values: FormValues,
  request: SubmittedRequest,
): Promise<void> {
  const reportId = typeof values.reportId === 'string' ? values.reportId : '';
  const report = await ctx.db
    .selectFrom('healthReport')
    .select(['id'])
    .where('tenantId', '=', ctx.tenantId)
    .where('id', '=', reportId)
    .where('studentId', '=', request.starterId)
    .where('abnormal', '=', 1)
    .where('followUpId', 'is', null)
    .executeTakeFirst();
  if (!report) refuse('notFromReport', {}, undefined, 'reportId');
}

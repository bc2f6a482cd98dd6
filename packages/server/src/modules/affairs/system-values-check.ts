import { LANGUAGES, localize, ModuleState, type FormDefinition, type FormValues } from '@campus/contract';
import type { InstanceEvent } from '../../engine/events.js';
import type { CommandContext } from '../../engine/runtime/run.js';
import { groupRefusal, say, texts, type Texts } from './group-refusal.js';
import { isSystemValue, type SystemValue, type SystemValues } from './system-fields.js';

/**
 * Submissions against the fields the system fills (system-fields.ts): the module's own apply puts
 * the system's values in whatever was typed (its form shows them read-only), and every start,
 * whichever way it came in, has a missing one filled and one that says otherwise refused.
 */

/** The submitted values with the system's in the fields it fills (the module's own apply). */
export function withSystemValues(values: FormValues | undefined, held: SystemValues): FormValues {
  const merged: FormValues = { ...values };
  for (const [field, { value }] of held) merged[field] = value;
  return merged;
}

const NOT_YOURS: Record<SystemValue['source']['from'], Texts> = {
  calendar: texts(
    '{field}取自学校校历，应为 {value}',
    '{field}取自學校校曆，應為 {value}',
    '{field} comes from the school calendar: it is {value}',
    '{field}は学校の暦によるもので、{value} です',
  ),
  record: texts(
    '{field}取自你的学籍信息，与所填不符；如有误，请先更正学籍信息',
    '{field}取自你的學籍資訊，與所填不符；如有誤，請先更正學籍資訊',
    '{field} comes from your student record and does not match; if the record is wrong, have it corrected first',
    '{field}は学籍情報によるもので、入力と一致しません。誤りがあれば先に学籍情報を訂正してください',
  ),
  evaluation: texts(
    '{field}取自综合测评，应为 {value}',
    '{field}取自綜合測評，應為 {value}',
    '{field} comes from the comprehensive evaluation: it is {value}',
    '{field}は総合評価によるもので、{value} です',
  ),
};

/** A field's label in every language, for a refusal said in the reader's. */
function labelOf(form: FormDefinition, field: string): Texts {
  const label = form.fields.find((f) => f.key === field)?.label ?? field;
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, localize(label, lang)])) as Texts;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * At a start (the module's apply and the BPM API's alike): the system's values fill the fields
 * sent blank and are kept on the request; a field sent otherwise is refused, naming it.
 */
export async function enforceSystemValues(
  ctx: CommandContext,
  event: InstanceEvent,
  held: SystemValues,
  form: FormDefinition,
): Promise<void> {
  let filled = false;
  for (const [field, { value, source }] of held) {
    const sent = event.data[field];
    if (isBlank(sent)) {
      event.data[field] = value;
      filled = true;
    } else if (!isSystemValue(sent, value)) {
      // The ID number is never echoed back: the refusal says only that it does not match.
      throw groupRefusal(
        ModuleState.FORM_DATA_INVALID,
        say(NOT_YOURS[source.from], { field: labelOf(form, field), value: String(value) }),
        field,
      );
    }
  }
  if (!filled) return;
  await ctx.db
    .updateTable('bpmInstance')
    .set({ data: JSON.stringify(event.data) })
    .where('id', '=', event.instance.id)
    .execute();
}

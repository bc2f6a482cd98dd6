import { localize, SANCTION_KINDS, type Language, type RecordSummary } from '@campus/contract';
import { SANCTION_CAUSE_NAMES, type SanctionCause } from '@campus/contract/affairs/wjcf';
import type { ReferenceReader } from '../../../../engine/references.js';
import { AppError } from '../../../../http/errors.js';
import { texts } from '../../group-refusal.js';
import { readSanction } from './sanctions.js';

/**
 * A sanction named by an appeal or a lifting request (their `sanctionId`, `refers: sanction`), as
 * the request's screens show it: its kind, cause, facts, decision number and date, and the link to
 * its page. Read through readSanction, so only the student and the staff in charge of them see it;
 * anyone else, a reviewer of the request included, gets no summary.
 */
const LABELS = {
  kindName: texts('处分决定', '處分決定', 'Sanction', '処分決定'),
  cause: texts('违纪类型', '違紀類型', 'Cause', '違反の種類'),
  facts: texts('违纪事实', '違紀事實', 'Facts', '違反の事実'),
  decisionNo: texts('处分文号', '處分文號', 'Decision no.', '処分番号'),
  decisionDate: texts('处分日期', '處分日期', 'Decided on', '処分日'),
};

export const sanctionReference: ReferenceReader = async (db, id, { caller, lang }) => {
  const row = await readSanction(db, caller, id).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!row) return null;
  const say = (text: Record<Language, string>) => text[lang];
  const kind = localize(SANCTION_KINDS[row.kind] ?? row.kind, lang);
  const cause = SANCTION_CAUSE_NAMES[(row.cause ?? 'other') as SanctionCause];
  const decisionNo = row.decisionNo ?? '';
  const facts: RecordSummary['facts'] = [
    { label: say(LABELS.cause), value: cause ? localize(cause, lang) : '' },
    { label: say(LABELS.facts), value: row.facts ?? '' },
    { label: say(LABELS.decisionNo), value: decisionNo },
    { label: say(LABELS.decisionDate), value: row.decisionDate ?? row.startDate },
  ];
  return {
    kind: 'sanction',
    kindName: say(LABELS.kindName),
    title: decisionNo ? `${kind} · ${decisionNo}` : kind,
    facts: facts.filter((fact) => fact.value !== ''),
    link: `/xgxt/discipline/disciplineView?id=${encodeURIComponent(row.id)}`,
  };
};

import type { PendingReach } from '@campus/contract';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { ChipTabs } from '../../components/chip-tabs';

/**
 * The to-do list's split by how a task reached the approver (docs/API.md, the pending splits),
 * as staff think of it: named personally, through their role or duty in the school (an org, a
 * duty such as counsellor of the class, a role, a position, a group), transferred to them, or
 * held for someone else. Each chip is the list filter `Q^reach^SIN`; '' is everything.
 */
const CHIPS = [
  { key: 'mine', reaches: ['user'] },
  { key: 'role', reaches: ['org', 'orgManager', 'role', 'position', 'group'] },
  { key: 'shift', reaches: ['shift'] },
  { key: 'delegate', reaches: ['assignee'] },
] as const satisfies readonly { key: string; reaches: readonly PendingReach[] }[];

/** The filter value of a chip ('' for all). */
export const reachFilter = (chip: string): string =>
  CHIPS.find((c) => c.key === chip)?.reaches.join(',') ?? '';

export function ReachChips({ value, onChange }: { value: string; onChange: (chip: string) => void }) {
  const { t } = useWorkflowTexts();
  return (
    <ChipTabs activeKey={value} onChange={onChange}>
      <ChipTabs.Tab key="" title={t('bpm.filter.all')} />
      {CHIPS.map(({ key }) => (
        <ChipTabs.Tab key={key} title={t(`bpm.reach.${key}`)} />
      ))}
    </ChipTabs>
  );
}

/** A person picked in the selector: enough to send (id) and to show (name). */
export interface PickedUser {
  id: string;
  name: string;
  /** Where they work, to tell two people of the same name apart. */
  orgName?: string | null;
}

/** Toggles a person: single mode replaces the choice, multiple mode adds or removes. */
export function toggleUser(
  selected: readonly PickedUser[],
  user: PickedUser,
  multiple: boolean,
): PickedUser[] {
  const present = selected.some((u) => u.id === user.id);
  if (!multiple) return present ? [] : [user];
  return present ? selected.filter((u) => u.id !== user.id) : [...selected, user];
}

/** The employee-query filters for what the selector shows now: a search wins over the browsing. */
export function employeeFilters(search: string, orgId: string | undefined): Record<string, string> {
  if (search.trim()) return { 'Q^name^SL': search.trim() };
  return orgId ? { 'Q^orgId^S': orgId } : {};
}

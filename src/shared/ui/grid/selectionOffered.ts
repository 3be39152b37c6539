/**
 * Whether a grid offers its rows' selection checkboxes: only when the person may take at least one of the
 * bulk actions a selection is for (a checkbox that leads to nothing but refusals is a promise the screen cannot
 * keep). Not while what the person may do is unknown (`capabilities` null): the checkboxes come with the answer.
 */
export function selectionOffered(
  capabilities: Readonly<Record<string, { allowed: boolean } | undefined>> | null | undefined,
  bulkActions: readonly string[]
): boolean {
  return !!capabilities && bulkActions.some(action => capabilities[action]?.allowed === true)
}

/**
 * Whether two lists hold the same items (by id) in the same places: what a progress report or a refresh of an
 * unchanged page leaves, where the lists' own identities change. A walk of the two lists, no map.
 */
export function samePlaces(before: readonly { id: string }[], after: readonly { id: string }[]): boolean {
  return (
    before === after ||
    (before.length === after.length && after.every((item, i) => item.id === before[i]!.id))
  )
}

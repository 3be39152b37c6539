/**
 * The columns the wall leaves out so that the ones it shows fit its width (no column off-screen or cut at the
 * edge): the lesser ones first, in `dropOrder`, until the rest fit. `widths` are the columns' least widths (a
 * column that takes the room left over counts at its minimum), in px, of the columns shown, in their order;
 * `fixed` is what the row has besides (the selection checkboxes). Columns not in `dropOrder` always stay.
 */
export function fittingColumns(
  widths: ReadonlyMap<string, number>,
  available: number,
  dropOrder: readonly string[],
  fixed = 0
): string[] {
  let total = fixed + [...widths.values()].reduce((sum, width) => sum + width, 0)
  const dropped: string[] = []
  for (const field of dropOrder) {
    if (total <= available) break
    const width = widths.get(field)
    if (width === undefined) continue
    dropped.push(field)
    total -= width
  }
  return dropped
}

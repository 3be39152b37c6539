import type { ColumnMapping, ImportTargetList } from './importTypes'

/** "First name", "first_name", "FIRST-NAME" and "FirstName" are the same name. */
const comparable = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '')

/**
 * Each list column filled from the file's column of the same name (case, accents, spaces, underscores and
 * dashes aside), each file column used once; a list column without a namesake is left undecided.
 */
export function autoMap(header: readonly string[], list: ImportTargetList): ColumnMapping {
  const mapping: Record<string, number | null> = {}
  const used = new Set<number>()
  for (const column of list.columnNames) {
    const wanted = comparable(column)
    const index = header.findIndex(
      (name, i) => !used.has(i) && name.trim() !== '' && comparable(name) === wanted
    )
    if (index >= 0) {
      mapping[column] = index
      used.add(index)
    }
  }
  return mapping
}

export type MappingProblem =
  /** these phone columns have no choice yet (a column of the file, or "no such number in the file") */
  | { kind: 'phone-undecided'; columns: string[] }
  /** every phone column is left out: a contact without a number cannot be dialled */
  | { kind: 'no-phone' }
  /** the list has no phone column at all */
  | { kind: 'list-without-phone' }
  /** a column of the file is chosen for several list columns */
  | { kind: 'column-twice'; columns: string[] }

/** Why the mapping cannot be used yet, or null when it can. */
export function mappingProblem(mapping: ColumnMapping, list: ImportTargetList): MappingProblem | null {
  if (list.phoneColumns.length === 0) return { kind: 'list-without-phone' }
  const undecided = list.phoneColumns.filter(column => !(column in mapping) || mapping[column] === undefined)
  if (undecided.length) return { kind: 'phone-undecided', columns: undecided }
  if (list.phoneColumns.every(column => mapping[column] === null)) return { kind: 'no-phone' }
  const byIndex = new Map<number, string[]>()
  for (const column of list.columnNames) {
    const index = mapping[column]
    if (index == null) continue
    byIndex.set(index, [...(byIndex.get(index) ?? []), column])
  }
  const twice = [...byIndex.values()].find(columns => columns.length > 1)
  return twice ? { kind: 'column-twice', columns: twice } : null
}

/**
 * What this browser changed in the last minute, so that listings show the truth through the platform's lag.
 * Genesys Cloud's listings are eventually consistent: after a delete the object may still be listed for a while,
 * after a save it may still be listed at its older version (docs/architecture.md, "Recent changes"). The app's
 * own changes are kept here (in local storage: a reload, or another tab of the same browser, knows them too) for
 * RECENT_CHANGE_MS (ids and versions only matter to the organisation that has them: nothing to forget at a
 * sign-out), and every listing of that kind is passed through `reconcileRows` / `newestOf`:
 *
 * - a removed object is hidden (it does not come back on the next refresh);
 * - a listed object at an older version than the one saved here shows what the save answered (newest wins).
 *
 * Reading a single object by id is consistent on the platform: nothing is needed there.
 */
export const RECENT_CHANGE_MS = 60_000

/** The kinds of objects whose listings may lag; a schedule is its campaign's (`id`: the campaign's). */
export const CHANGE_KINDS = [
  'campaign',
  'campaignSchedule',
  'sequence',
  'callableTimeSet',
  'contactList',
  'dncList'
] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]

export interface RecentChange {
  kind: ChangeKind
  id: string
  /** when it was made (ms since 1970) */
  at: number
  /** deleted here; otherwise saved at `version` */
  removed: boolean
  version?: number
  /** what the save answered (the fields a listing of this kind shows), laid over an older listed version */
  saved?: Record<string, unknown>
  /** saved after it was removed here (a schedule made anew): its versions start again from 1 */
  recreated?: boolean
}

const STORAGE_KEY = 'campaignManager.recentChanges'
/**
 * The browser's own storage, every use of it inside a try (a refused storage throws: nothing is remembered, the
 * lag may show). Not the shared `localStore()`: the list module comes with the signed-in pages, and importing the
 * storage module into it makes the bundler split the sign-in page's first-load code into more modules, over
 * the /login budget (bench:bundle).
 */
const localStore = () => window.localStorage
/** more than anyone changes in a minute; a bound on what storage keeps */
const MAX_CHANGES = 200

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** One stored entry, read field by field (storage is an input: anything malformed is dropped). */
function readChange(value: unknown): RecentChange | null {
  if (!isRecord(value)) return null
  const { kind, id, at, removed, version, saved, recreated } = value
  if (!CHANGE_KINDS.includes(kind as ChangeKind) || typeof id !== 'string' || !id) return null
  if (typeof at !== 'number' || !Number.isFinite(at) || typeof removed !== 'boolean') return null
  const change: RecentChange = { kind: kind as ChangeKind, id, at, removed }
  if (!removed) {
    if (typeof version !== 'number' || !Number.isFinite(version)) return null
    change.version = version
    if (isRecord(saved)) change.saved = saved
    if (recreated === true) change.recreated = true
  }
  return change
}

const fresh = (change: RecentChange, now: number) => now - change.at < RECENT_CHANGE_MS && change.at <= now

function readAll(now: number): RecentChange[] {
  if (typeof window === 'undefined') return []
  let parsed: unknown
  try {
    parsed = JSON.parse(localStore().getItem(STORAGE_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap(value => readChange(value) ?? []).filter(change => fresh(change, now))
}

function writeAll(changes: readonly RecentChange[]): void {
  const kept = changes.slice(-MAX_CHANGES)
  try {
    if (kept.length === 0) localStore().removeItem(STORAGE_KEY)
    else localStore().setItem(STORAGE_KEY, JSON.stringify(kept))
  } catch {
    // full or refused storage: the lag may show, nothing breaks
  }
}

/** Keeps `change` as the one for its object (the latest note wins). */
function note(change: RecentChange, now: number): void {
  if (typeof window === 'undefined') return
  const others = readAll(now).filter(one => one.kind !== change.kind || one.id !== change.id)
  writeAll([...others, change])
}

/** The person deleted it: listings hide it for a minute. */
export function noteRemoved(kind: ChangeKind, id: string, now = Date.now()): void {
  note({ kind, id, at: now, removed: true }, now)
}

/**
 * The person saved it and the platform answered `version` (with `saved`, what listings of the kind show of
 * it): for a minute a listing at an older version shows that instead.
 */
export function noteSaved(
  kind: ChangeKind,
  id: string,
  version: number,
  saved?: Record<string, unknown>,
  now = Date.now()
): void {
  const before = readAll(now).find(one => one.kind === kind && one.id === id)
  const change: RecentChange = { kind, id, at: now, removed: false, version }
  if (saved) change.saved = saved
  if (before?.removed || before?.recreated) change.recreated = true
  note(change, now)
}

/** Every change of the last minute (what the listings answered now are reconciled with). */
export const recentChanges = (now = Date.now()): RecentChange[] => readAll(now)

/**
 * What to show of one object a listing answered (`listed`, null when it has none): nothing once it was removed
 * here; what was saved here when the listing carries an older version (or any other version of one made anew
 * after a removal); otherwise the listing's.
 */
export function newestOf<T extends { version?: number }>(
  listed: T | null,
  change: RecentChange | undefined
): T | null {
  if (!change || listed === null) return listed
  if (change.removed) return null
  if (change.version === undefined || listed.version === undefined) return listed
  const older = change.recreated ? listed.version !== change.version : listed.version < change.version
  return older ? { ...listed, ...(change.saved as Partial<T> | undefined), version: change.version } : listed
}

/** The changes of one kind, by id. */
export const changesOf = (kind: ChangeKind, changes: readonly RecentChange[]): Map<string, RecentChange> =>
  new Map(changes.filter(change => change.kind === kind).map(change => [change.id, change]))

/**
 * A listing's rows of one kind as the person should see them (newestOf each), and how many rows it hid (a
 * paged listing's `total` counts them).
 */
export function reconcileRows<Row extends { id: string; version?: number }>(
  rows: readonly Row[],
  kind: ChangeKind,
  changes: readonly RecentChange[]
): { rows: Row[]; hidden: number } {
  const byId = changesOf(kind, changes)
  if (byId.size === 0) return { rows: [...rows], hidden: 0 }
  const shown = rows.flatMap(row => newestOf(row, byId.get(row.id)) ?? [])
  return { rows: shown, hidden: rows.length - shown.length }
}

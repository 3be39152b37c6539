/**
 * Imports the platform is still processing (the realism mode: contacts or DNC numbers added in bulk are applied
 * `importMs` after they were sent). Each list keeps its imports in the order they were sent; an import is
 * applied whole once its time has come, by whoever reads the list first (`due`). While one is pending, the
 * list's import status is the latest one's, its progress rising with the clock.
 */
import { importAt, type ImportStatus } from './contactRecord'

interface Pending<T> {
  payload: T
  records: number
  startedAt: number
  dueAt: number
}

export class PendingImports<T> {
  private byList = new Map<string, Pending<T>[]>()

  clear(): void {
    this.byList.clear()
  }

  drop(listId: string): void {
    this.byList.delete(listId)
  }

  /** The lists with an import under way. */
  listIds(): string[] {
    return [...this.byList.keys()]
  }

  start(listId: string, payload: T, records: number, now: number, durationMs: number): void {
    const queue = this.byList.get(listId) ?? []
    queue.push({ payload, records, startedAt: now, dueAt: now + Math.max(0, durationMs) })
    this.byList.set(listId, queue)
  }

  /** Takes the imports whose time has come, oldest first (an import is never due before one sent earlier). */
  due(listId: string, now: number): T[] {
    const queue = this.byList.get(listId)
    if (!queue) return []
    const ready = queue.filter(item => item.dueAt <= now)
    const rest = queue.filter(item => item.dueAt > now)
    if (rest.length === 0) this.byList.delete(listId)
    else this.byList.set(listId, rest)
    return ready.map(item => item.payload)
  }

  /** The latest import's status while one is under way; undefined when none is. */
  status(listId: string, now: number): ImportStatus | undefined {
    const latest = this.byList.get(listId)?.at(-1)
    if (!latest) return undefined
    const span = latest.dueAt - latest.startedAt
    // never 100 % while pending: the import is done only once it has been applied
    return importAt(latest.records, span <= 0 ? 0 : Math.min(0.99, (now - latest.startedAt) / span))
  }
}

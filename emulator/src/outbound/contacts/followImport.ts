/**
 * An import under way in the realism mode, followed on real time: at each quarter of its duration the list's due
 * imports are applied and, when its status changed since it was last announced, the change is announced (the
 * import-status event), the last time as done.
 */
import { later } from './later'

const STEPS = 4

export interface ImportFollower {
  /** whether the list is still the one imported into (not deleted, not reset since) */
  current(): boolean
  /** applies the list's imports whose time has come */
  settle(): void
  /** the list's import status now (compared with the last one announced) */
  status(): unknown
  announce(): void
}

export function followImport(durationMs: number, follower: ImportFollower): void {
  let said = JSON.stringify(follower.status())
  for (let step = 1; step <= STEPS; step++) {
    // the last step a moment after the end, so that the clock says the import is due
    later((durationMs * step) / STEPS + (step === STEPS ? 1 : 0), () => {
      if (!follower.current()) return
      follower.settle()
      const now = JSON.stringify(follower.status())
      if (now === said) return
      said = now
      follower.announce()
    })
  }
}

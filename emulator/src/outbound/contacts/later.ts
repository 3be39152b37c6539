/**
 * Work the realism mode does after an answer (an import's progress, an export becoming ready), on real time.
 * The timer never keeps the process alive, and a task never throws out of it: the emulator may have been reset
 * or closed meanwhile, and the task re-reads what it needs (the emulator's clock may also have moved).
 */
export function later(ms: number, task: () => void): void {
  setTimeout(
    () => {
      try {
        task()
      } catch {
        // the state the task was for is gone (a reset): nothing to do
      }
    },
    Math.max(0, ms)
  ).unref()
}

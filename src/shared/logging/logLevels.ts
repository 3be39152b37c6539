/**
 * Seq's level names, in order. The index is the numeric level used by the threshold
 * (NEXT_PUBLIC_LOG_LEVEL_THRESHOLD): Verbose=0 … Fatal=5.
 */
export const LOG_LEVELS = ['Verbose', 'Debug', 'Information', 'Warning', 'Error', 'Fatal'] as const

export type LogLevel = (typeof LOG_LEVELS)[number]

export const levelNumber = (level: LogLevel): number => LOG_LEVELS.indexOf(level)

/** Reads a threshold from configuration; anything that is not 0–5 falls back to 0 (log everything). */
export function parseLevelThreshold(value: string | undefined): number {
  const parsed = Number(value?.trim())
  return Number.isInteger(parsed) && parsed >= 0 && parsed < LOG_LEVELS.length ? parsed : 0
}

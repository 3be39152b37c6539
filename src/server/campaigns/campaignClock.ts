import { processSingleton } from '@/server/db'

const override = processSingleton<() => number>('campaignClock')

/**
 * The campaigns' clock (ms since the epoch): snapshot ages and progress samples are measured on it. Tests set
 * it to the emulator's clock, so the platform's progress and our samples agree on what time it is.
 */
export const campaignNow = (): number => (override.get() ?? Date.now)()

/** For tests: another clock, or back to the real one with undefined. */
export const setCampaignClock = (now: (() => number) | undefined): void => override.set(now)

import { processSingleton } from '@/server/db'

const override = processSingleton<() => number>('campaignClock')

/**
 * The campaigns' clock (ms since the epoch) over the server's: snapshot ages and progress samples are measured
 * on it. It is the server's clock (ServerDeps.now) unless a test set another: tests set it to the emulator's
 * clock, so the platform's progress and our samples agree on what time it is.
 */
export const campaignClock =
  (serverNow: () => number): (() => number) =>
  () =>
    (override.get() ?? serverNow)()

/** The campaigns' clock over the real one. */
export const campaignNow = campaignClock(Date.now)

/** For tests: another clock, or back to the server's with undefined. */
export const setCampaignClock = (now: (() => number) | undefined): void => override.set(now)

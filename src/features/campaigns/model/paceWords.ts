import type { TFunction } from 'i18next'

import type { CampaignPace } from '@/shared/campaigns/campaignRow'

import { formatDuration } from './formatDuration'

/** A value to show as a figure (isolated, so that right-to-left text never reorders it), or a quiet word. */
export interface PaceWord {
  text: string
  figure: boolean
}

/** "measuring…" while an active campaign's pace is not known yet (fewer than two samples); "—" otherwise. */
const notYet = (t: TFunction, active: boolean): PaceWord => ({
  text: active ? t('table.measuring') : '—',
  figure: false
})

/**
 * What the overview says of a campaign's pace: "3.5/min", or "measuring…" / "—" while it is not known. One
 * wording for the grid's cells and the phone's cards.
 */
export function paceWord(
  t: TFunction,
  pace: Pick<CampaignPace, 'contactsPerMinute'> | undefined,
  active: boolean,
  formatNumber: (value: number) => string
): PaceWord {
  const perMinute = pace?.contactsPerMinute ?? null
  if (perMinute === null) return notYet(t, active)
  return { text: t('table.pace', { pace: formatNumber(perMinute) }), figure: true }
}

/**
 * The time left at the pace measured: "1 h 20 min"; "measuring…" while an active campaign's pace is; "—" once
 * the pace is known but the time left cannot be told from it (nothing left to call, no contacts counted).
 */
export function etaWord(
  t: TFunction,
  pace: Pick<CampaignPace, 'contactsPerMinute' | 'etaSeconds'> | undefined,
  active: boolean
): PaceWord {
  const eta = formatDuration(pace?.etaSeconds ?? null)
  if (eta) return { text: t(eta.key, eta.values), figure: true }
  return pace?.contactsPerMinute == null ? notYet(t, active) : { text: '—', figure: false }
}

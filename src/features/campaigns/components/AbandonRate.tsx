import type { TFunction } from 'i18next'

import type { CampaignPerformance } from '@/shared/campaigns/performanceTypes'

import type { Formatters } from '../hooks/useFormatters'
import { Figure } from './Figure'

/** Today's abandon rate against the campaign's target: red, and said in words, when over. */
export function AbandonRate({
  t,
  format,
  performance
}: {
  t: TFunction
  format: Formatters
  performance: CampaignPerformance | null | undefined
}) {
  if (!performance || performance.abandonRate === null) return <span className="cm-quiet">—</span>
  const rate = format.number.format(Math.round(performance.abandonRate * 10) / 10)
  const target = performance.abandonTarget
  if (target === null) return <Figure>{t('performance.percent', { value: rate })}</Figure>
  const values = { rate, target: format.number.format(target) }
  return performance.abandonRate > target ? (
    <span className="cm-over" data-testid="abandon-over">
      <Figure>{t('performance.abandonOver', values)}</Figure>
    </span>
  ) : (
    <Figure>{t('performance.abandon', values)}</Figure>
  )
}

import type { ReactNode } from 'react'

import { useCampaignsT } from '../i18n/CampaignTexts'

/**
 * A figure with its unit ("3.5/min", "120 / 400 · 30 %", "1 h 20 min") in the direction of the language it is
 * written in, isolated from the layout's: with the layout right to left, English figures are not reordered
 * ("min/3.5"), and Arabic ones read as Arabic does.
 */
export function Figure({ children, testId }: { children: ReactNode; testId?: string }) {
  const { language } = useCampaignsT()
  return (
    // A plain element: it is in every figure cell of the grid, where a styled one costs each render.
    <bdi dir={language.startsWith('ar') ? 'rtl' : 'ltr'} data-testid={testId}>
      {children}
    </bdi>
  )
}

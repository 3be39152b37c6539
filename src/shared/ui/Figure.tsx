import type { ReactNode } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

/**
 * A figure with its unit ("1,234 / 5,000 · 25 %") in the direction of the language it is written in, isolated
 * from the layout's: with the layout right to left, English figures are not reordered, and Arabic ones read as
 * Arabic does. (The campaign overview has its own, cheaper in its hottest cells: features/campaigns Figure.)
 */
export function Figure({ children, testId }: { children: ReactNode; testId?: string }) {
  const { language } = useScreenTexts()
  return (
    <bdi dir={language.startsWith('ar') ? 'rtl' : 'ltr'} data-testid={testId}>
      {children}
    </bdi>
  )
}

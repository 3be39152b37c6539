import Box from '@mui/material/Box'
import { visuallyHidden } from '@mui/utils'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

/**
 * A cell whose value could not be read (the campaigns, when their read failed): a quiet "—" that a pointer's
 * title and a screen reader explain, instead of "none", which would be wrong.
 */
export function UnavailableValue() {
  const { t } = useScreenTexts()
  const text = t('lists.campaignsUnavailable.cell')
  return (
    <Box component="span" title={text} sx={{ color: 'text.secondary' }} data-testid="campaigns-unavailable">
      <span aria-hidden>—</span>
      <Box component="span" sx={visuallyHidden}>
        {text}
      </Box>
    </Box>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

import { boxedSx, gutterSx } from './boxed'

export function Footer() {
  const { t } = useTranslation()
  return (
    <Box component="footer" sx={{ ...gutterSx, py: 2 }}>
      <Box sx={boxedSx}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('shell.footer')}
        </Typography>
      </Box>
    </Box>
  )
}

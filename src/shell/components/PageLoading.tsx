import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'

/** Inside a layout, while a page's own code loads: a spinner, announced politely. */
export function PageLoading() {
  const { t } = useTranslation()
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  )
}

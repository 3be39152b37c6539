import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import Link from 'next/link'
import { useTranslation } from 'react-i18next'

import { messagePageSx } from './messagePageSx'

/** The error pages' body: a code, a title, a sentence and the way back home. */
export function ErrorView({ code, title, body }: { code: string; title: string; body: string }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ ...messagePageSx, textAlign: 'center' }}>
      <Typography variant="h1" component="p" sx={{ fontWeight: 600, color: 'primary.main' }}>
        {code}
      </Typography>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
      <Button component={Link} href="/" variant="contained">
        {t('errors.backHome')}
      </Button>
    </Box>
  )
}

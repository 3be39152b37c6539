import OpenInNew from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'

import { safeReturnUrl } from '@/features/auth'

import { messagePageSx } from './messagePageSx'
import { storageBlockedTexts } from './storageBlockedTexts'

/**
 * What the app shows when the browser refuses it storage (a cross-site frame with third-party storage
 * blocked, or site data turned off): why it cannot sign in here, and the way out — the same page in a tab of
 * its own, where the site's storage is its own.
 */
export function StorageBlockedView() {
  return (
    <storageBlockedTexts.Provider>
      <StorageBlocked />
    </storageBlockedTexts.Provider>
  )
}

function StorageBlocked() {
  const { t } = storageBlockedTexts.useTexts()
  const here = safeReturnUrl(`${window.location.pathname}${window.location.search}`)
  return (
    <Box sx={{ ...messagePageSx, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
        {t('title')}
      </Typography>
      <Typography>{t('body')}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{t('howTo')}</Typography>
      <Button
        component="a"
        href={new URL(here, window.location.origin).href}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        endIcon={<OpenInNew aria-hidden />}
      >
        {t('open')}
      </Button>
      <Typography color="text.secondary" variant="body2">
        {t('settings')}
      </Typography>
    </Box>
  )
}

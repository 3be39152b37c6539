import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

import { clientAppRefusedTexts } from './clientAppRefusedTexts'
import { messagePageSx } from './messagePageSx'

interface Props {
  reason: 'hostOrigin' | 'targetEnv'
  /** what the Genesys UI passed, shown as text (never a link: it is not followed) */
  hostOrigin?: string
  targetEnv?: string
}

/**
 * What the app shows when it is opened as a Client App by a Genesys Cloud outside the build's regions
 * (docs/security.md): why it does not sign in, and whom to ask. Nothing on it leads to the host it names.
 */
export function ClientAppRefusedView(props: Props) {
  return (
    <clientAppRefusedTexts.Provider>
      <ClientAppRefused {...props} />
    </clientAppRefusedTexts.Provider>
  )
}

function ClientAppRefused({ reason, hostOrigin, targetEnv }: Props) {
  const { t } = clientAppRefusedTexts.useTexts()
  return (
    <Box sx={{ ...messagePageSx, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
        {t('title')}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t(reason, { host: hostOrigin ?? '', env: targetEnv ?? '', interpolation: { escapeValue: false } })}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{t('howTo')}</Typography>
    </Box>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import Link from 'next/link'
import { useTranslation } from 'react-i18next'

import { AppLogo } from '@/shared/ui/AppLogo'

/**
 * The logo and the product name, leading home. `compact`: the logo only (collapsed navigation); `small`: in
 * the navigation drawer's header.
 */
export function Brand({ compact = false, small = false }: { compact?: boolean; small?: boolean }) {
  const { t } = useTranslation()
  return (
    <Box
      component={Link}
      href="/"
      aria-label={t('shell.home')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: small ? 1.25 : 1.5,
        minWidth: 0,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 }
      }}
    >
      <AppLogo size={small ? 28 : 32} style={{ flexShrink: 0 }} />
      {!compact && (
        <Typography
          component="span"
          variant="h6"
          sx={{
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            ...(small ? { fontSize: '0.9375rem' } : { display: { xs: 'none', sm: 'inline' } })
          }}
        >
          {t('app.name')}
        </Typography>
      )}
    </Box>
  )
}

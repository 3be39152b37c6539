import Typography from '@mui/material/Typography'

import { useScreenTexts } from '@/shared/i18n/featureTexts'

interface LiveModeProps {
  /** events arrive (the platform pushes changes) */
  live: boolean
  /** "Live", or "Updating every 30 s" */
  label: string
  /** what it means, on hover */
  hint: string
  /** events arrive but the page's last read failed: what they do not tell is old (an amber dot) */
  stale?: boolean
}

/**
 * "Live" (a green dot) or "Updating every N s" (a grey one): whether what the page shows is pushed to it or
 * asked for; amber while events arrive but the page's last read failed (never green beside "could not be
 * reached"). A status, said politely when it changes.
 */
export function LiveMode({ live, label, hint, stale = false }: LiveModeProps) {
  return (
    <Typography
      variant="body2"
      role="status"
      data-testid="live-mode"
      data-live={live}
      data-stale={stale}
      title={hint}
      noWrap
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'text.secondary',
        '&::before': {
          content: '""',
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: stale ? 'warning.main' : live ? 'success.main' : 'text.disabled'
        }
      }}
    >
      {label}
    </Typography>
  )
}

/**
 * LiveMode in a screen's words (the screens' shared `lists.live…` texts): "Live", or "Updating every N s" when
 * the screen asks every `pollMs` instead.
 */
export function ScreenLiveMode({ live, pollMs }: { live: boolean; pollMs: number }) {
  const { t } = useScreenTexts()
  return (
    <LiveMode
      live={live}
      label={live ? t('lists.live') : t('lists.polling', { seconds: Math.round(pollMs / 1000) })}
      hint={live ? t('lists.liveHint') : t('lists.pollingHint')}
    />
  )
}

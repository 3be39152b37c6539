import Typography from '@mui/material/Typography'

interface LiveModeProps {
  /** events arrive (the platform pushes changes) */
  live: boolean
  /** "Live", or "Updating every 30 s" */
  label: string
  /** what it means, on hover */
  hint: string
}

/**
 * "Live" (a green dot) or "Updating every N s" (a grey one): whether what the page shows is pushed to it or
 * asked for. A status, said politely when it changes.
 */
export function LiveMode({ live, label, hint }: LiveModeProps) {
  return (
    <Typography
      variant="body2"
      role="status"
      data-testid="live-mode"
      data-live={live}
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
          bgcolor: live ? 'success.main' : 'text.disabled'
        }
      }}
    >
      {label}
    </Typography>
  )
}

import Box from '@mui/material/Box'

/** The present moment across the timeline: a thin line at `position` (0–1) of the week, drawn only. */
export function NowLine({ position, label }: { position: number; label?: string }) {
  return (
    <Box
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      data-testid="now-line"
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        insetInlineStart: `${position * 100}%`,
        width: '2px',
        marginInlineStart: '-1px',
        bgcolor: 'error.main',
        pointerEvents: 'none',
        zIndex: 2
      }}
    />
  )
}

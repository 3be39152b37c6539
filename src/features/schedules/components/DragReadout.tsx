import Paper from '@mui/material/Paper'
import Popper, { type PopperProps } from '@mui/material/Popper'
import { type Ref, useEffect, useRef } from 'react'

type PopperInstance = NonNullable<PopperProps['popperRef']> extends Ref<infer I> ? I : never

/**
 * Where a run goes while it is dragged or changed by the keyboard ("Tue 9:00 AM–5:15 PM (+3 h 15 min)"), above
 * its bar. In a portal: a grid row paints nothing outside itself (AppDataGrid's `contain`). Hidden from screen
 * readers, which hear the change when it is made (the page's polite status).
 */
export function DragReadout({ anchor, text }: { anchor: HTMLElement; text: string }) {
  const popper = useRef<PopperInstance | null>(null)
  // the bar grows, shrinks or moves under it
  useEffect(() => {
    void popper.current?.update()
  }, [text])
  return (
    <Popper
      open
      anchorEl={anchor}
      placement="top"
      popperRef={popper}
      sx={{ zIndex: 'tooltip', pointerEvents: 'none' }}
    >
      <Paper
        data-testid="drag-readout"
        aria-hidden
        elevation={4}
        sx={{
          mb: 0.75,
          px: 1,
          py: 0.5,
          fontSize: '0.8125rem',
          fontWeight: 500,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap'
        }}
      >
        {text}
      </Paper>
    </Popper>
  )
}

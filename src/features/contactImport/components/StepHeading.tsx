import Typography from '@mui/material/Typography'
import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A step's heading (h3, under the dialog's h2 title). It takes the focus when its step appears, so that a
 * keyboard or screen reader user lands on the new step rather than on the page behind (the button they pressed
 * is gone) — but not when the dialog opens on the first step: the dialog places the focus then.
 */
export function StepHeading({ children, autoFocus = true }: { children: ReactNode; autoFocus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (autoFocus) ref.current?.focus()
  }, [autoFocus])
  return (
    <Typography
      ref={ref}
      component="h3"
      variant="subtitle1"
      tabIndex={-1}
      sx={{
        fontWeight: 600,
        mb: 1.5,
        '&:focus': { outline: 'none' },
        '&:focus-visible': { outline: 'auto' }
      }}
    >
      {children}
    </Typography>
  )
}

import Drawer from '@mui/material/Drawer'
import type { ReactNode } from 'react'

import { layoutTokens } from '@/theme'

interface SideDrawerProps {
  open: boolean
  onClose: () => void
  /** the id of its title (the dialog's name) */
  labelledBy: string
  /** the id of what describes it, if anything */
  describedBy?: string
  /** the page stays visible behind it, undimmed (the Theme Customizer: its changes show at once) */
  clearBackdrop?: boolean
  children: ReactNode
}

/**
 * A panel from the side of the screen (the inline end) over the page, 400 px wide, the whole width on a phone:
 * a modal dialog (focus kept inside, Escape closes, focus back to what opened it) named by its title.
 */
export function SideDrawer({
  open,
  onClose,
  labelledBy,
  describedBy,
  clearBackdrop,
  children
}: SideDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        backdrop: clearBackdrop ? { invisible: true } : undefined,
        paper: {
          'aria-labelledby': labelledBy,
          'aria-describedby': describedBy,
          sx: {
            width: { xs: '100%', sm: layoutTokens.customizerWidth },
            border: 0,
            borderInlineStart: 'var(--cm-surface-border)',
            boxShadow: 'var(--cm-shadow-md)'
          }
        }
      }}
    >
      {children}
    </Drawer>
  )
}

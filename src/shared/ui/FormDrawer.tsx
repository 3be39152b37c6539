import Close from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useState } from 'react'

import { SideDrawer } from './SideDrawer'

interface FormDrawerProps {
  open: boolean
  onClose: () => void
  title: string
  /** the close button's name */
  closeLabel: string
  /** the form: given the title's id (its name) and which opening this is (a fresh form each time: its key) */
  children: (drawer: { titleId: string; opening: number }) => ReactNode
}

/**
 * A form in a side drawer (add a person, add or remove numbers): a modal dialog named by its title, with a
 * close button beside it; Escape or the button leaves it, and each opening starts a fresh form.
 */
export function FormDrawer({ open, onClose, title, closeLabel, children }: FormDrawerProps) {
  const titleId = useId()
  const [opening, setOpening] = useState(0)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setOpening(opening + 1)
  }
  return (
    <SideDrawer open={open} onClose={onClose} labelledBy={titleId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 3,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider'
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <IconButton aria-label={closeLabel} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      {children({ titleId, opening })}
    </SideDrawer>
  )
}

import type { MenuProps } from '@mui/material/Menu'
import dynamic from 'next/dynamic'
import { useState } from 'react'

const loadMenu = () => import('@mui/material/Menu')

// MUI's Menu brings Popover, Modal, the focus trap and transitions: about 15 kB (gzip) that no page needs
// before someone opens a menu. It loads then (or earlier, on hover or focus of the button: preloadMenu).
const Menu = dynamic(loadMenu, { ssr: false })

export function preloadMenu(): void {
  void loadMenu().catch(() => undefined)
}

/** A Menu that is only loaded once first opened, and then stays mounted so that it can animate closed. */
export function LazyMenu(props: MenuProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  return opened ? <Menu {...props} /> : null
}

import type { MenuProps } from '@mui/material/Menu'
import dynamic from 'next/dynamic'
import { type MouseEvent, useId, useState } from 'react'

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

/**
 * A button that opens a LazyMenu: its ARIA state (what it controls, that it opens a menu, whether it is open),
 * opening on press, the menu's code fetched on hover or focus; and the menu's anchoring. Spread `button` on the
 * IconButton and `menu` on the LazyMenu.
 */
export function useMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const close = () => setAnchor(null)
  return {
    close,
    button: {
      'aria-controls': anchor ? menuId : undefined,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
      onPointerEnter: preloadMenu,
      onFocus: preloadMenu
    },
    menu: { id: menuId, anchorEl: anchor, open: Boolean(anchor), onClose: close }
  }
}

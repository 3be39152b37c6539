import Box from '@mui/material/Box'
import dynamic from 'next/dynamic'

import type { NavigationIconName } from './navigationIcons'

// The icons' paths are about 2 kB that /login (and every route's first load, the 220 kB budget) does without:
// they come in a chunk of their own, in a box of their final size meanwhile, so nothing moves when they arrive.
// (next/dynamic's placeholder has no props: it is the small icon's size, which the menu and the drawer show;
// in the horizontal navigation's buttons MUI sizes every start icon at 20 px, the small size, anyway.)
const Glyph = dynamic(() => import('./navigationIcons').then(module => module.NavigationIconGlyph), {
  ssr: false,
  loading: () => (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', flexShrink: 0, width: '1.25rem', height: '1.25rem' }}
    />
  )
})

/** A navigation item's icon (navigationItems.ts names it). */
export function NavigationIcon({ name, fontSize }: { name: NavigationIconName; fontSize?: 'small' }) {
  return <Glyph name={name} fontSize={fontSize} />
}

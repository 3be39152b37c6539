import Box from '@mui/material/Box'
import dynamic from 'next/dynamic'

import type { NavigationIconName } from './navigationIcons'

// The icons' paths are about 2 kB that /login (and every route's first load, the 220 kB budget) does without:
// they come in a chunk of their own, in a box of their final size meanwhile, so nothing moves when they arrive.
const placeholder = (fontSize?: 'small') => (
  <Box
    component="span"
    aria-hidden
    sx={{
      display: 'inline-block',
      flexShrink: 0,
      width: '1em',
      height: '1em',
      fontSize: fontSize === 'small' ? '1.25rem' : '1.5rem'
    }}
  />
)
const Glyph = dynamic(() => import('./navigationIcons').then(module => module.NavigationIconGlyph), {
  ssr: false,
  loading: () => placeholder()
})
const SmallGlyph = dynamic(() => import('./navigationIcons').then(module => module.NavigationIconGlyph), {
  ssr: false,
  loading: () => placeholder('small')
})

/** A navigation item's icon (navigationItems.ts names it). */
export function NavigationIcon({ name, fontSize }: { name: NavigationIconName; fontSize?: 'small' }) {
  return fontSize === 'small' ? <SmallGlyph name={name} fontSize="small" /> : <Glyph name={name} />
}

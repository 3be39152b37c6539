import Tooltip from '@mui/material/Tooltip'
import { type CSSProperties, type ReactNode, useState } from 'react'

import { inPageTooltip } from '@/shared/ui/inPageTooltip'

const ANCHOR: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none' }

interface CellTooltipProps {
  /** nothing to say: no tooltip at all */
  title: string | null
  /** shown while this is true (a grid cell's keyboard focus); by default while pointed at or focused within */
  open?: boolean
  /** the wrapper's layout (it is an inline box unless told otherwise) */
  style?: CSSProperties
  children: ReactNode
}

/**
 * A tooltip for a grid cell's content that costs nothing until it shows. It hangs on a box laid over the
 * content, after it: the content keeps its place in the tree when the tooltip comes (a link or a switch that
 * moved under the pointer would be a new element by the mouse up, and the click would be lost, or the focus),
 * and the tooltip's own component exists only while it is shown. A tooltip in every cell of every row cost the
 * overview's first render dearly.
 */
export function CellTooltip({ title, open, style, children }: CellTooltipProps) {
  const [active, setActive] = useState(false)
  const shown = title !== null && title !== '' && (open ?? active)
  const track = open === undefined && title !== null && title !== ''
  return (
    <span
      style={{ position: 'relative', display: 'inline-flex', alignItems: 'center', ...style }}
      onPointerEnter={track ? () => setActive(true) : undefined}
      onPointerLeave={track ? () => setActive(false) : undefined}
      onFocus={track ? () => setActive(true) : undefined}
      onBlur={track ? () => setActive(false) : undefined}
    >
      {children}
      {shown && (
        <Tooltip slotProps={inPageTooltip} title={title} open>
          <span style={ANCHOR} aria-hidden="true" />
        </Tooltip>
      )}
    </span>
  )
}

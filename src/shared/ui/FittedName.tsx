import Tooltip from '@mui/material/Tooltip'
import {
  type CSSProperties,
  type ElementType,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useRef,
  useState
} from 'react'

import { inPageTooltip } from './inPageTooltip'
import { splitName } from './splitName'

/*
 * Plain inline styles, no styled component: a wall of 2,000 campaigns renders one of these in every row it
 * scrolls past, and an emotion class per cell costs each render of the rows.
 */
const ROOT: CSSProperties = {
  position: 'relative',
  display: 'inline-flex',
  minWidth: 0,
  maxWidth: '100%',
  verticalAlign: 'bottom'
}
const PART: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'pre' }
// The start gives way first (its shrink factor dwarfs the end's); past a few letters of it, the end shrinks too.
const HEAD: CSSProperties = { ...PART, flex: '0 1000 auto', minWidth: '2.5em' }
const SHORT_HEAD: CSSProperties = { ...PART, flex: '0 1000 auto', minWidth: 0 }
const TAIL: CSSProperties = { ...PART, flex: '0 1 auto', minWidth: 0 }
const WHOLE: CSSProperties = { ...PART, flex: '0 1 auto', minWidth: 0 }
const ANCHOR: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none' }

/** The name is cut where it is shown: one of its parts is wider than its box. */
const isCut = (root: HTMLElement | null) =>
  root !== null &&
  [...root.querySelectorAll<HTMLElement>('[data-name-part]')].some(
    part => part.scrollWidth > part.clientWidth
  )

export type FittedNameProps = {
  /** the whole name */
  name: string
  /**
   * What it is: a span by default, focusable by itself (tabIndex 0 unless told); a link component for a name
   * that leads to its page (the other props go to it: href, component, className, tabIndex…).
   */
  as?: ElementType
  tabIndex?: number
  style?: CSSProperties
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
} & Record<string, unknown>

/**
 * A name in a narrow place (a grid's column, a card): when it does not fit, its start and its END stay in view
 * with the ellipsis in the middle ("Annual Review Bo… – East"), since names of one family differ at their end;
 * pointed at or focused, a cut name shows whole in a tooltip (Escape hides it). Screen readers read the whole
 * name: it is the element's text, only drawn cut. Its direction follows the name (`dir="auto"`): a Latin name
 * in an Arabic page keeps its start on the left, an Arabic one on the right; the cut stays in the middle.
 * Measured only when pointed at or focused, never on render: no observer per row.
 */
export function FittedName({
  name,
  as: Root = 'span',
  tabIndex,
  style,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  onKeyDown,
  ...rest
}: FittedNameProps) {
  const root = useRef<HTMLElement>(null)
  const [shown, setShown] = useState(false)
  const { head, tail } = splitName(name)
  const show = () => setShown(isCut(root.current))
  const hide = () => setShown(false)
  return (
    <Root
      {...rest}
      ref={root}
      dir="auto"
      data-fitted-name=""
      tabIndex={tabIndex ?? (Root === 'span' ? 0 : undefined)}
      style={style ? { ...ROOT, ...style } : ROOT}
      onPointerEnter={(event: PointerEvent<HTMLElement>) => {
        onPointerEnter?.(event)
        show()
      }}
      onPointerLeave={(event: PointerEvent<HTMLElement>) => {
        onPointerLeave?.(event)
        hide()
      }}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        onFocus?.(event)
        show()
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        onBlur?.(event)
        hide()
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        onKeyDown?.(event)
        if (event.key === 'Escape') hide()
      }}
    >
      {tail === '' ? (
        <span data-name-part="" style={WHOLE}>
          {head}
        </span>
      ) : (
        <>
          <span data-name-part="" style={Array.from(head).length > 3 ? HEAD : SHORT_HEAD}>
            {head}
          </span>
          <span data-name-part="" style={TAIL}>
            {tail}
          </span>
        </>
      )}
      {shown && (
        <Tooltip slotProps={inPageTooltip} title={name} open>
          <span style={ANCHOR} aria-hidden="true" />
        </Tooltip>
      )}
    </Root>
  )
}

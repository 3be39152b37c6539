import { type ChangeEvent, forwardRef, type KeyboardEvent, type MouseEvent } from 'react'

export interface GridRowCheckboxProps {
  checked?: boolean
  disabled?: boolean
  tabIndex?: number
  className?: string
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void
  onClick?: (event: MouseEvent<HTMLInputElement>) => void
  onMouseDown?: (event: MouseEvent<HTMLInputElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void
  /** the grid passes the input's own attributes here (its name, aria-label, aria-disabled) */
  slotProps?: { htmlInput?: Record<string, unknown> }
}

/**
 * A row's selection checkbox as the house grid draws it: the browser's own checkbox in the theme's primary
 * colour (styled by AppDataGrid), not MUI's Checkbox — a button base, a ripple, an icon and styles of its own
 * in every row that mounts, on every scroll of a wall of 2,000. It takes what the grid gives its `rowCheckbox`
 * slot (a row's checkbox is never half-checked: the grid has no row groups here), and is a checkbox to
 * assistive technology and the keyboard like any other.
 */
export const GridRowCheckbox = forwardRef<HTMLInputElement, GridRowCheckboxProps>(function GridRowCheckbox(
  { checked, disabled, tabIndex, className, onChange, onClick, onMouseDown, onKeyDown, slotProps },
  ref
) {
  return (
    <input
      {...slotProps?.htmlInput}
      ref={ref}
      type="checkbox"
      className={className ? `cm-row-checkbox ${className}` : 'cm-row-checkbox'}
      checked={checked === true}
      disabled={disabled}
      tabIndex={tabIndex}
      onChange={onChange}
      onClick={onClick}
      onMouseDown={onMouseDown}
      onKeyDown={onKeyDown}
    />
  )
})

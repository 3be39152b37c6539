import Box from '@mui/material/Box'
import Button, { type ButtonProps } from '@mui/material/Button'
import Tooltip from '@mui/material/Tooltip'
import { visuallyHidden } from '@mui/utils'
import NextLink from 'next/link'
import { useId } from 'react'

import { inPageTooltip } from '@/shared/ui/inPageTooltip'

type ExplainedButtonProps = Omit<ButtonProps, 'disabled' | 'href' | 'LinkComponent'> & {
  /** why it cannot be used now; null: it can */
  unavailable: string | null
  /** a link (to a page of the app) while available */
  href?: string
}

/**
 * A button that, when it cannot be used, says why, to the pointer (a tooltip) and to the keyboard and screen
 * readers alike. Never `disabled`: a disabled button is skipped by Tab, so its reason could not be reached.
 * Unavailable, it keeps its place in the tab order with aria-disabled, the disabled look and the reason as its
 * description, and ignores clicks.
 */
export function ExplainedButton({ unavailable, href, onClick, className, ...props }: ExplainedButtonProps) {
  const reasonId = useId()
  const available = unavailable === null
  return (
    <Tooltip slotProps={inPageTooltip} describeChild title={unavailable ?? ''}>
      {/* The disabled look takes no pointer events: the tooltip listens on this wrapper. */}
      <span>
        <Button
          {...props}
          {...(available && href ? { component: NextLink, href } : {})}
          className={[className, available ? '' : 'Mui-disabled'].filter(Boolean).join(' ') || undefined}
          aria-disabled={available ? undefined : true}
          aria-describedby={available ? undefined : reasonId}
          onClick={available ? onClick : event => event.preventDefault()}
        />
        {!available && (
          <Box component="span" id={reasonId} sx={visuallyHidden}>
            {unavailable}
          </Box>
        )}
      </span>
    </Tooltip>
  )
}

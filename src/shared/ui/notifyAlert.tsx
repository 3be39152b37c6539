import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import NextLink from 'next/link'
import toast from 'react-hot-toast'

/** An alert's way on: a link to what it is about, and optionally a button. */
export interface AlertLinks {
  /** one toast per id: an alert said again replaces its toast */
  id: string
  href: string
  linkText: string
  action?: { label: string; onClick: () => void }
}

// Alerts stay until read or closed (a wall screen may be looked at minutes later); 2 minutes at most.
const ALERT_DURATION_MS = 120_000

function AlertBody({ message, links }: { message: string; links: AlertLinks }) {
  return (
    <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
      <span>{message}</span>
      <span style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link component={NextLink} href={links.href} onClick={() => toast.dismiss(links.id)}>
          {links.linkText}
        </Link>
        {links.action && (
          <Button size="small" onClick={links.action.onClick}>
            {links.action.label}
          </Button>
        )}
      </span>
    </span>
  )
}

/**
 * A toast that needs the person's attention, with a link to what it is about (a campaign over its abandon
 * target…), in the app's toaster like notify's (kept apart from notify: only the screens that alert load it).
 */
export const notifyAlert = (message: string, links: AlertLinks) =>
  toast(<AlertBody message={message} links={links} />, {
    id: links.id,
    icon: '⚠️',
    duration: ALERT_DURATION_MS
  })

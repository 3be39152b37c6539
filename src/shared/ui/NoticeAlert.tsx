import Alert from '@mui/material/Alert'

/** What a screen says of the last thing the person did there. */
export interface Notice {
  severity: 'info' | 'success' | 'error'
  text: string
}

/**
 * A screen's notice above its list: a failure is said at once (an alert), the rest politely (a status); the
 * person closes it (`closeText`: the close button's name).
 */
export function NoticeAlert({
  notice,
  closeText,
  onClose
}: {
  notice: Notice | null
  closeText: string
  onClose: () => void
}) {
  if (!notice) return null
  return (
    <Alert
      severity={notice.severity}
      role={notice.severity === 'error' ? 'alert' : 'status'}
      onClose={onClose}
      closeText={closeText}
    >
      {notice.text}
    </Alert>
  )
}

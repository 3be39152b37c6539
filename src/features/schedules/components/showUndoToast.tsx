import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import toast from 'react-hot-toast'

/**
 * The week view's one notice with Undo: each change's notice takes the place of the one before (same toast id),
 * so that saves in a row never stack identical "saved · Undo" toasts; Undo undoes the latest change.
 */
const UNDO_TOAST_ID = 'schedules-undo'

/** A change said in a toast for ten seconds, with its way back (the button closes the toast and undoes). */
export function showUndoToast(text: string, undoLabel: string, onUndo: () => void) {
  toast(
    shown => (
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <span>{text}</span>
        <Button
          size="small"
          onClick={() => {
            toast.dismiss(shown.id)
            onUndo()
          }}
        >
          {undoLabel}
        </Button>
      </Box>
    ),
    { id: UNDO_TOAST_ID, duration: 10_000 }
  )
}

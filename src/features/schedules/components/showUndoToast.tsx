import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import toast from 'react-hot-toast'

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
    { duration: 10_000 }
  )
}

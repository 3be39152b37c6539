import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { type ReactNode, useId } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { HUMAN_NAME_MAX_LENGTH } from '@/shared/text/humanName'

import { useUnsavedGuard } from './useUnsavedGuard'
import type { VersionedEditor, VersionedRow } from './useVersionedEditor'
import { type ConflictRow, differingRows, VersionConflictDialog } from './VersionConflictDialog'

interface EditorDialogProps<Row extends VersionedRow> {
  /** the editor's state (useVersionedEditor) */
  editor: VersionedEditor<Row>
  /** a wide editor (a week of hours per zone): the dialog's medium width, its fields further apart */
  wide?: boolean
  /** the form's own fields, yours and theirs, once a 409 said their version (the name's row is added here) */
  differences?: (theirs: Row) => readonly ConflictRow[]
  onClose: () => void
  /** the form's own fields, after the name */
  children: ReactNode
}

/**
 * A versioned object's editor as a dialog: the title (`titleEdit` with the name read, or `titleNew`), the
 * name, the form's own fields, what went wrong (a live region), Cancel and Save (Create for a new one); the
 * conflict dialog over it. Texts are the kind's `<texts>.editor.*` and `<texts>.conflict.*`. Unsaved changes are
 * guarded: a click beside the dialog does not close it, and leaving the page asks first (Cancel and Escape
 * still close it).
 */
export function EditorDialog<Row extends VersionedRow>({
  editor,
  wide = false,
  differences,
  onClose,
  children
}: EditorDialogProps<Row>) {
  const { t } = useScreenTexts()
  const titleId = useId()
  const { texts, base, saving } = editor
  useUnsavedGuard(editor.dirty && !saving)
  const theirs = editor.conflict.current
  const label = t(`${texts}.editor.name`)
  const differing = theirs
    ? differingRows([
        { field: 'name', label, yours: editor.name, theirs: theirs.name },
        ...(differences?.(theirs) ?? [])
      ])
    : []
  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (!saving && !(editor.dirty && reason === 'backdropClick')) onClose()
      }}
      aria-labelledby={titleId}
      maxWidth={wide ? 'md' : 'sm'}
      fullWidth
      scroll="paper"
    >
      {/* the form inside the dialog's paper, not the paper itself: a form may not carry role="dialog" (axe) */}
      <Box component="form" onSubmit={editor.submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {base ? t(`${texts}.editor.titleEdit`, { name: base.name }) : t(`${texts}.editor.titleNew`)}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: wide ? 2.5 : 2 }}>
          <TextField
            label={label}
            value={editor.name}
            onChange={event => editor.setName(event.target.value)}
            error={editor.nameError !== null}
            helperText={editor.nameError ?? undefined}
            required
            size="small"
            autoFocus
            slotProps={{ htmlInput: { maxLength: HUMAN_NAME_MAX_LENGTH * 2 } }}
          />
          {children}
        </DialogContent>
        <Box aria-live="polite">
          {(editor.failure || (editor.submitted && editor.invalid)) && (
            <Alert severity="error" sx={{ mx: 3, mt: 2 }}>
              {editor.failure ?? t(`${texts}.editor.problems.fix`)}
            </Alert>
          )}
        </Box>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={saving}>
            {t(`${texts}.editor.cancel`)}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t(`${texts}.editor.${saving ? 'saving' : base ? 'save' : 'create'}`)}
          </Button>
        </DialogActions>
        {base && (
          <VersionConflictDialog
            open={editor.conflict.open}
            title={t(`${texts}.conflict.title`)}
            body={t(`${texts}.conflict.body`, { name: base.name })}
            differences={
              theirs && {
                rows: differing,
                caption: t('editor.conflict.caption'),
                field: t('editor.conflict.field'),
                yours: t('editor.conflict.yours'),
                theirs: t('editor.conflict.now')
              }
            }
            secondary={{ label: t(`${texts}.conflict.keep`), onClick: editor.conflict.keep }}
            primary={{ label: t(`${texts}.conflict.reload`), onClick: editor.conflict.reload }}
            busy={editor.conflict.busy}
            onClose={editor.conflict.keep}
          />
        )}
      </Box>
    </Dialog>
  )
}

import Close from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useId, useRef, useState } from 'react'

import type { ApiFailure } from '@/features/sessionApi'
import type { Role } from '@/shared/acl'
import { HUMAN_NAME_MAX_LENGTH } from '@/shared/text/humanName'
import { notify } from '@/shared/ui/notify'

import { failureMessageKey } from '../model/failureMessage'
import { type NewUserErrors, type NewUserForm, toNewUser, validateNewUser } from '../model/validateNewUser'
import { addUser } from '../model/usersSlice'
import { useUsersDispatch } from '../model/usersStore'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { SideDrawer } from '@/shared/ui/SideDrawer'

const FIELDS = ['fullName', 'email', 'role'] as const
type Field = (typeof FIELDS)[number]

/** Field errors the API answers with a code, shown at the field concerned. */
const FIELD_FAILURES: Record<string, [Field, string]> = {
  'user.email_taken': ['email', 'emailTaken'],
  'user.role_not_allowed': ['role', 'roleNotAllowed']
}

interface AddUserFormProps {
  /** the roles the signed-in person may give (never above their own) */
  roles: readonly Role[]
  titleId: string
  onDone: () => void
}

/** The add-user form: checked as it is sent, then again at every change; the server's refusals shown in it. */
function AddUserForm({ roles, titleId, onDone }: AddUserFormProps) {
  const { t } = useScreenTexts()
  const dispatch = useUsersDispatch()
  const [form, setForm] = useState<NewUserForm>({ fullName: '', email: '', role: roles.at(-1) ?? '' })
  const [errors, setErrors] = useState<NewUserErrors>({})
  const [checking, setChecking] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({})
  const ids = { fullName: useId(), email: useId(), role: useId() }

  const change = (field: Field, value: string) => {
    const next = { ...form, [field]: value } as NewUserForm
    setForm(next)
    if (checking) setErrors(validateNewUser(next, roles))
  }

  const focusFirst = (found: NewUserErrors) => {
    const first = FIELDS.find(field => found[field])
    if (first) fields.current[first]?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setChecking(true)
    setFormError(null)
    const found = validateNewUser(form, roles)
    setErrors(found)
    if (Object.keys(found).length > 0) return focusFirst(found)
    setBusy(true)
    try {
      const answer = await dispatch(addUser(toNewUser(form))).unwrap()
      notify.success(t('users.add.success', { name: answer.user.fullName }))
      onDone()
    } catch (caught) {
      const failure = caught as ApiFailure
      const atField = FIELD_FAILURES[failure.code]
      if (atField) {
        const [field, key] = atField
        const next = { [field]: key }
        setErrors(next)
        focusFirst(next)
      } else {
        setFormError(failureMessageKey(failure))
      }
      setBusy(false)
    }
  }

  // the name's problems are the shared name rule's texts (the same words wherever a name is typed)
  const helper = (field: Field) => {
    const error = errors[field]
    if (!error) return undefined
    return error.startsWith('nameRule.')
      ? t(error, { max: HUMAN_NAME_MAX_LENGTH })
      : t(`users.validation.${error}`)
  }

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={event => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, p: 3 }}
    >
      {formError && (
        <Alert severity="error" role="alert">
          {t(formError)}
        </Alert>
      )}
      <TextField
        id={ids.fullName}
        inputRef={(element: HTMLInputElement | null) => {
          fields.current.fullName = element
        }}
        label={t('users.add.fullName')}
        value={form.fullName}
        onChange={event => change('fullName', event.target.value)}
        error={Boolean(errors.fullName)}
        helperText={helper('fullName')}
        required
        autoFocus
        autoComplete="off"
        fullWidth
      />
      <TextField
        id={ids.email}
        inputRef={(element: HTMLInputElement | null) => {
          fields.current.email = element
        }}
        type="email"
        label={t('users.add.email')}
        value={form.email}
        onChange={event => change('email', event.target.value)}
        error={Boolean(errors.email)}
        helperText={helper('email') ?? t('users.add.emailHint')}
        required
        autoComplete="off"
        fullWidth
      />
      <TextField
        id={ids.role}
        inputRef={(element: HTMLSelectElement | null) => {
          fields.current.role = element
        }}
        select
        label={t('users.add.role')}
        value={form.role}
        onChange={event => change('role', event.target.value)}
        error={Boolean(errors.role)}
        helperText={helper('role') ?? t('users.add.roleHint')}
        required
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {roles.map(role => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', pt: 1 }}>
        <Button onClick={onDone} color="inherit" disabled={busy}>
          {t('lists.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('users.add.submit')}
        </Button>
      </Box>
    </Box>
  )
}

interface AddUserDrawerProps {
  open: boolean
  onClose: () => void
  roles: readonly Role[]
}

/** The add-user drawer (400 px, full width on phones): a modal dialog; Escape or the close button leaves it. */
export function AddUserDrawer({ open, onClose, roles }: AddUserDrawerProps) {
  const { t } = useScreenTexts()
  const titleId = useId()
  // A fresh form each time the drawer opens.
  const [opening, setOpening] = useState(0)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setOpening(opening + 1)
  }
  return (
    <SideDrawer open={open} onClose={onClose} labelledBy={titleId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 3,
          py: 2,
          borderBottom: 1,
          borderColor: 'divider'
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {t('users.add.title')}
        </Typography>
        <IconButton aria-label={t('users.add.close')} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <AddUserForm key={opening} roles={roles} titleId={titleId} onDone={onClose} />
    </SideDrawer>
  )
}

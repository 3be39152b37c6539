import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { type FormEvent, useId, useState } from 'react'

import type { ApiFailure } from '@/features/sessionApi'
import type { Role } from '@/shared/acl'
import type { DirectoryPerson } from '@/shared/users/userTypes'
import { HUMAN_NAME_MAX_LENGTH } from '@/shared/text/humanName'
import { notify } from '@/shared/ui/notify'

import { failureMessageKey } from '../model/failureMessage'
import { type NewUserErrors, type NewUserForm, toNewUser, validateNewUser } from '../model/validateNewUser'
import { useAddUserMutation } from '../api/usersApi'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { FormDrawer } from '@/shared/ui/FormDrawer'

import { DirectoryLookup } from './DirectoryLookup'

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
  const [addUser] = useAddUserMutation()
  const [form, setForm] = useState<NewUserForm>({ fullName: '', email: '', role: roles.at(-1) ?? '' })
  const [errors, setErrors] = useState<NewUserErrors>({})
  const [checking, setChecking] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // the person picked in the directory: their Genesys Cloud id goes with the address it came with
  const [picked, setPicked] = useState<DirectoryPerson | null>(null)
  const ids = { fullName: useId(), email: useId(), role: useId() }

  const change = (field: Field, value: string) => {
    const next = { ...form, [field]: value } as NewUserForm
    setForm(next)
    if (field === 'email') setPicked(null)
    if (checking) setErrors(validateNewUser(next, roles))
  }

  const pick = (person: DirectoryPerson) => {
    const next = { ...form, fullName: person.name, email: person.email }
    setForm(next)
    setPicked(person)
    if (checking) setErrors(validateNewUser(next, roles))
  }

  const focusFirst = (found: NewUserErrors) => {
    const first = FIELDS.find(field => found[field])
    if (first) document.getElementById(ids[first])?.focus()
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
      const newUser = toNewUser(form)
      const answer = await addUser(
        picked ? { ...newUser, platformUserId: picked.platformUserId } : newUser
      ).unwrap()
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

  /** What every field of the form has: its id (to focus it), its value, its error; each is required. */
  const fieldProps = (field: Field) => ({
    id: ids[field],
    value: form[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    error: Boolean(errors[field]),
    required: true,
    fullWidth: true
  })

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
      <DirectoryLookup onPick={pick} />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
        {picked ? t('users.add.lookup.picked', { name: picked.name, email: picked.email }) : ''}
      </Typography>
      <TextField
        {...fieldProps('fullName')}
        label={t('users.add.fullName')}
        helperText={helper('fullName')}
        autoComplete="off"
      />
      <TextField
        {...fieldProps('email')}
        type="email"
        label={t('users.add.email')}
        helperText={helper('email') ?? t('users.add.emailHint')}
        autoComplete="off"
      />
      <TextField
        {...fieldProps('role')}
        select
        label={t('users.add.role')}
        helperText={helper('role') ?? t('users.add.roleHint')}
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
  return (
    <FormDrawer open={open} onClose={onClose} title={t('users.add.title')} closeLabel={t('users.add.close')}>
      {({ titleId, opening }) => (
        <AddUserForm key={opening} roles={roles} titleId={titleId} onDone={onClose} />
      )}
    </FormDrawer>
  )
}

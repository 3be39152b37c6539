import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'

import { type ApiFailure } from '@/features/sessionApi'
import { failureOfData } from '@/shared/data'
import { notify } from '@/shared/ui/notify'
import { isUnlistedSignIn, UNLISTED_SIGN_IN_CHOICES, type UnlistedSignIn } from '@/shared/users/userTypes'

import { useSaveUsersSettingsMutation, useUsersSettingsQuery } from '../api/usersApi'
import { failureMessageKey } from '../model/failureMessage'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

/**
 * For admins: what people of the organisation who sign in before anyone listed them become (admin by
 * default, the spec's rule; or supervisor, client, or refused until listed). The choices are a radio group
 * (arrow keys move between them, as a screen reader announces), saved only with "Save rule"; the result is
 * told in a toast.
 */
export function SignInRuleCard({ company }: { company: string }) {
  const { t } = useScreenTexts()
  const titleId = useId()
  const descriptionId = useId()
  const legendId = useId()
  const settings = useUsersSettingsQuery()
  const [saveRule, saving] = useSaveUsersSettingsMutation()
  const saved = settings.data?.settings.unlistedSignIn ?? null
  // the person's choice, until saved (then the rule as the server keeps it)
  const [chosen, setChosen] = useState<UnlistedSignIn | null>(null)
  const choice = chosen ?? saved
  const failure = settings.data ? null : ((settings.error as ApiFailure | undefined) ?? null)
  // (a failed read stays said while it is read again, until an answer comes)
  const phase = saving.isLoading ? 'saving' : failure ? 'loadError' : saved ? 'ready' : 'loading'

  const save = async () => {
    if (!choice) return
    try {
      await saveRule(choice).unwrap()
      setChosen(null)
      notify.success(t('users.signInRule.saved'))
    } catch (error) {
      notify.error(`${t('users.signInRule.saveError')} ${t(failureMessageKey(failureOfData(error)))}`)
    }
  }

  const busy = phase === 'loading' || phase === 'saving'
  return (
    <Card component="section" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <Box sx={{ height: 4 }}>{busy && <LinearProgress aria-label={t('users.signInRule.loading')} />}</Box>
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('users.signInRule.title')}
        </Typography>
        <Typography id={descriptionId} color="text.secondary">
          {t('users.signInRule.description', { company })}
        </Typography>
        {phase === 'loadError' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
                {t('lists.retry')}
              </Button>
            }
          >
            {t('users.signInRule.loadError')} {failure ? t(failureMessageKey(failure)) : ''}
          </Alert>
        ) : (
          <Box
            component="form"
            onSubmit={event => {
              event.preventDefault()
              void save()
            }}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}
          >
            <FormControl component="fieldset" disabled={busy}>
              <FormLabel component="legend" id={legendId}>
                {t('users.signInRule.legend')}
              </FormLabel>
              <RadioGroup
                aria-labelledby={legendId}
                value={choice ?? ''}
                onChange={event =>
                  setChosen(isUnlistedSignIn(event.target.value) ? event.target.value : null)
                }
              >
                {UNLISTED_SIGN_IN_CHOICES.map(option => (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={<Radio />}
                    label={t(`users.signInRule.options.${option}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <Button type="submit" variant="contained" disabled={busy || choice === null || choice === saved}>
              {t('users.signInRule.save')}
            </Button>
          </Box>
        )}
      </Box>
    </Card>
  )
}

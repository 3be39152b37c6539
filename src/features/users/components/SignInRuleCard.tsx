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
import { useEffect, useId, useState } from 'react'

import { type ApiFailure, failureOf } from '@/features/sessionApi'
import { notify } from '@/shared/ui/notify'
import { isUnlistedSignIn, UNLISTED_SIGN_IN_CHOICES, type UnlistedSignIn } from '@/shared/users/userTypes'

import { requestSaveUsersSettings, requestUsersSettings } from '../api/usersApi'
import { failureMessageKey } from '../model/failureMessage'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

type Phase = 'loading' | 'ready' | 'loadError' | 'saving'

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
  const [phase, setPhase] = useState<Phase>('loading')
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [saved, setSaved] = useState<UnlistedSignIn | null>(null)
  const [choice, setChoice] = useState<UnlistedSignIn | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    requestUsersSettings(controller.signal).then(
      ({ settings }) => {
        setSaved(settings.unlistedSignIn)
        setChoice(settings.unlistedSignIn)
        setPhase('ready')
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setFailure(failureOf(error))
        setPhase('loadError')
      }
    )
    return () => controller.abort()
  }, [attempt])

  const save = async () => {
    if (!choice) return
    setPhase('saving')
    try {
      const { settings } = await requestSaveUsersSettings(choice)
      setSaved(settings.unlistedSignIn)
      setChoice(settings.unlistedSignIn)
      notify.success(t('users.signInRule.saved'))
    } catch (error) {
      notify.error(`${t('users.signInRule.saveError')} ${t(failureMessageKey(failureOf(error)))}`)
    } finally {
      setPhase('ready')
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
              <Button color="inherit" size="small" onClick={() => setAttempt(attempt + 1)}>
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
                  setChoice(isUnlistedSignIn(event.target.value) ? event.target.value : null)
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

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'

import type { DncListRow } from '@/shared/dncLists/dncListTypes'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { FormDrawer } from '@/shared/ui/FormDrawer'

import { useDncListQuery } from '../api/dncListsApi'
import type { NumbersMode } from './dncListColumns'
import { NumbersForm } from './NumbersForm'

interface NumbersDrawerProps {
  open: boolean
  /** the list whose numbers change */
  list: DncListRow
  mode: NumbersMode
  onClose: () => void
  /** some numbers were sent: the list's size has changed */
  onChanged: () => void
  /** every number was sent: what was done (the drawer's work is over; the page says it) */
  onSent: (text: string) => void
}

interface NumbersStepProps extends Omit<NumbersDrawerProps, 'open' | 'onClose'> {
  titleId: string
  onDone: () => void
}

/**
 * The organisation's default country first (GET /api/dnc-lists/:id: numbers written without theirs are of it),
 * then the form; a failure to read it says so, with Retry.
 */
function NumbersStep({ list, mode, titleId, onDone, onChanged, onSent }: NumbersStepProps) {
  const { t } = useScreenTexts()
  const detail = useDncListQuery(list.id)
  const country = detail.data?.defaultCountry
  if (country)
    return (
      <NumbersForm
        list={list}
        mode={mode}
        country={country}
        titleId={titleId}
        onDone={onDone}
        onChanged={onChanged}
        onSent={onSent}
      />
    )
  if (detail.isError && !detail.isFetching)
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
              {t('lists.retry')}
            </Button>
          }
        >
          {t('dncLists.numbers.loadError')}
        </Alert>
      </Box>
    )
  return (
    <Box sx={{ p: 3 }} role="status">
      <LinearProgress aria-label={t('dncLists.numbers.loading')} />
      <Typography sx={{ mt: 1 }}>{t('dncLists.numbers.loading')}</Typography>
    </Box>
  )
}

/**
 * The add-numbers (or remove-numbers) drawer: a modal dialog named by its title; Escape or Close leaves it. A
 * send that went through ends it: `onSent` (the page closes it and says what was done).
 */
export function NumbersDrawer({ open, list, mode, onClose, onChanged, onSent }: NumbersDrawerProps) {
  const { t } = useScreenTexts()
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t(`dncLists.numbers.title.${mode}`, { name: list.name })}
      closeLabel={t('dncLists.numbers.closeDrawer')}
    >
      {({ titleId, opening }) =>
        open && (
          <NumbersStep
            key={`${opening}-${list.id}-${mode}`}
            list={list}
            mode={mode}
            titleId={titleId}
            onDone={onClose}
            onChanged={onChanged}
            onSent={onSent}
          />
        )
      }
    </FormDrawer>
  )
}

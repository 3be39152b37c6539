import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'

import { failureOfData } from '@/shared/data'
import { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback'
import { useScreenTexts } from '@/shared/i18n/featureTexts'
import { neededOf, sayPermissionNeeded } from '@/shared/permissions/permissionNeeded'
import type { DirectoryPerson } from '@/shared/users/userTypes'

import { useDirectorySearchQuery } from '../api/usersApi'

/** the fewest characters looked up (the server refuses fewer: they would match most of an organisation) */
export const DIRECTORY_MIN_CHARS = 2
/** one lookup per pause in typing */
export const DIRECTORY_DELAY_MS = 300

interface DirectoryLookupProps {
  /** a person picked: the form takes their name, address and Genesys Cloud id */
  onPick: (person: DirectoryPerson) => void
}

/** "Team Lead · Collections": what tells two people of one name apart. */
const roleLine = ({ title, department }: DirectoryPerson) => [title, department].filter(Boolean).join(' · ')

/**
 * Finds the person in the organisation's Genesys Cloud directory (GET /apps/users/directory): a combobox that
 * looks up from two characters once typing pauses, shows name, address and title · department, marks (and
 * does not offer) people already on the list, and says why when the directory cannot be searched — typing the
 * name and address below stays possible either way.
 */
export function DirectoryLookup({ onPick }: DirectoryLookupProps) {
  const { t } = useScreenTexts()
  const [input, setInput] = useState('')
  const [query, setQuery] = useState('')
  const lookUp = useDebouncedCallback((text: string) => setQuery(text), DIRECTORY_DELAY_MS)
  const ready = query.length >= DIRECTORY_MIN_CHARS
  // currentData: the answer to this query only (an older one while the next is on its way would mislead)
  const { currentData, error, isFetching } = useDirectorySearchQuery(query, { skip: !ready })
  const current = ready && input.trim() === query
  const answer = current && !error ? currentData : undefined
  const people = answer?.people ?? []
  const searching = input.trim().length >= DIRECTORY_MIN_CHARS && (!current || isFetching)

  const failure = current && error ? failureOfData(error) : null
  const problem = failure
    ? `${
        failure.code === 'platform.missing_permission'
          ? sayPermissionNeeded(t, neededOf(failure.details))
          : t('users.add.lookup.failed')
      } ${t('users.add.lookup.typeInstead')}`
    : null
  const more =
    answer && answer.total > answer.people.length
      ? t('users.add.lookup.more', { shown: answer.people.length, total: answer.total })
      : null
  const hint = problem ?? more ?? t('users.add.lookup.hint')

  return (
    <Autocomplete<DirectoryPerson, false, false, false>
      options={people}
      // the server matched them: nothing to filter again here
      filterOptions={options => options}
      getOptionLabel={person => person.name}
      getOptionKey={person => person.platformUserId}
      getOptionDisabled={person => person.listed}
      isOptionEqualToValue={(option, value) => option.platformUserId === value.platformUserId}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason === 'reset') return
        setInput(value)
        lookUp(value.trim())
      }}
      onChange={(_event, person) => {
        if (!person) return
        onPick(person)
        setInput('')
        setQuery('')
      }}
      loading={searching}
      loadingText={t('users.add.lookup.searching')}
      noOptionsText={
        input.trim().length < DIRECTORY_MIN_CHARS
          ? t('users.add.lookup.tooShort', { min: DIRECTORY_MIN_CHARS })
          : (problem ?? t('users.add.lookup.none'))
      }
      renderOption={({ key, ...props }, person) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {person.name}
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
            {person.email}
          </Typography>
          {(roleLine(person) || person.listed) && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {[roleLine(person), person.listed ? t('users.add.lookup.listed') : '']
                .filter(Boolean)
                .join(' — ')}
            </Typography>
          )}
        </Box>
      )}
      renderInput={params => (
        <TextField
          {...params}
          label={t('users.add.lookup.label')}
          helperText={hint}
          error={Boolean(problem)}
          autoFocus
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {searching && (
                    <CircularProgress
                      color="inherit"
                      size={18}
                      aria-label={t('users.add.lookup.searching')}
                    />
                  )}
                  {params.slotProps.input.endAdornment}
                </>
              )
            }
          }}
        />
      )}
    />
  )
}

import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useId, useMemo, useState } from 'react'

import { useScreenTexts } from '@/shared/i18n/featureTexts'
import type { SequenceDefinition, SequenceRow, SequencesAnswer } from '@/shared/schedules/scheduleTypes'
import { EditorDialog, useVersionedEditor } from '@/shared/ui/editor'

import {
  useCreateSequenceMutation,
  useLazySequencesQuery,
  useUpdateSequenceMutation
} from '../api/sequencesApi'
import { SEQUENCE } from '../model/sequenceKind'
import { CampaignOrder, type OrderedCampaign } from './CampaignOrder'

type Choice = SequencesAnswer['campaigns'][number]

interface SequenceEditorProps {
  /** the sequence to change, or null for a new one */
  row: SequenceRow | null
  /** the campaigns a sequence may hold */
  choices: readonly Choice[]
  onClose: () => void
  onSaved: (row: SequenceRow, created: boolean) => void
}

const isSequence = (value: unknown): value is SequenceRow =>
  typeof value === 'object' && value !== null && Array.isArray((value as SequenceRow).campaigns)

/**
 * A sequence's editor (the one editor of versioned objects, src/shared/ui/editor): its name, its campaigns picked
 * from those a sequence may hold and put in order (drag, or each one's up and down buttons, the new place
 * announced), and whether it repeats. Saved with the version it was read at: a 409 `sequence.conflict` shows
 * what differs and offers to reload it.
 */
export function SequenceEditor({ row, choices, onClose, onSaved }: SequenceEditorProps) {
  const { t } = useScreenTexts()
  const orderId = useId()
  const [campaigns, setCampaigns] = useState<OrderedCampaign[]>(() => row?.campaigns ?? [])
  const [repeat, setRepeat] = useState(row?.repeat ?? false)
  const [search, setSearch] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const [create] = useCreateSequenceMutation()
  const [update] = useUpdateSequenceMutation()
  const [readSequences] = useLazySequencesQuery()

  const editor = useVersionedEditor({
    row,
    kind: SEQUENCE,
    valid: campaigns.length > 0,
    definition: (name): SequenceDefinition => ({
      name,
      campaignIds: campaigns.map(campaign => campaign.id),
      repeat
    }),
    draft: [campaigns.map(campaign => campaign.id), repeat],
    save: (definition, base) =>
      base
        ? update({ id: base.id, definition, version: base.version }).unwrap()
        : create(definition).unwrap(),
    reread: async base =>
      (await readSequences({}).unwrap()).rows.find(sequence => sequence.id === base.id) ?? null,
    currentOf: current => (isSequence(current) ? current : null),
    startFrom: fresh => {
      setCampaigns(fresh.campaigns)
      setRepeat(fresh.repeat)
    },
    onSaved
  })

  // The live status of each campaign, from the campaigns a sequence may hold (a row's may be older).
  const statusOf = useMemo(() => new Map(choices.map(choice => [choice.id, choice.status])), [choices])
  const shown = campaigns.map(campaign => ({
    ...campaign,
    status: statusOf.get(campaign.id) ?? campaign.status
  }))
  const options = useMemo(
    () =>
      choices
        .filter(choice => !campaigns.some(campaign => campaign.id === choice.id))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [choices, campaigns]
  )

  const order = (list: readonly OrderedCampaign[]) => list.map(campaign => campaign.name).join(' → ')
  const repeats = (value: boolean) => t(`sequences.repeat.${value ? 'yes' : 'no'}`)
  const differences = (theirs: SequenceRow) => [
    {
      field: 'campaigns',
      label: t('sequences.columns.campaigns'),
      yours: order(campaigns),
      theirs: order(theirs.campaigns)
    },
    {
      field: 'repeat',
      label: t('sequences.columns.repeat'),
      yours: repeats(repeat),
      theirs: repeats(theirs.repeat)
    }
  ]

  return (
    <EditorDialog editor={editor} differences={differences} onClose={onClose}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={orderId} component="h3" variant="subtitle2">
          {t('sequences.editor.campaigns')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('sequences.editor.dragHelp')}
        </Typography>
        <CampaignOrder
          labelledBy={orderId}
          campaigns={shown}
          onChange={setCampaigns}
          announce={setAnnouncement}
        />
        {editor.submitted && campaigns.length === 0 && (
          <Alert severity="error">{t('sequences.editor.problems.campaignsRequired')}</Alert>
        )}
        <Autocomplete<Choice>
          options={options}
          value={null}
          inputValue={search}
          onInputChange={(_, value, reason) => setSearch(reason === 'reset' ? '' : value)}
          onChange={(_, choice) => {
            if (!choice) return
            setCampaigns(list => [...list, { id: choice.id, name: choice.name, status: choice.status }])
            setAnnouncement(
              t('sequences.editor.added', { name: choice.name, position: campaigns.length + 1 })
            )
            setSearch('')
          }}
          getOptionLabel={option => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText={t('sequences.editor.noOptions')}
          renderOption={(props, option) => {
            const { key, ...rest } = props as typeof props & { key: string }
            return (
              <li key={key} {...rest}>
                <Box sx={{ display: 'flex', gap: 1, width: '100%' }}>
                  <span>{option.name}</span>
                  <Box component="span" sx={{ color: 'text.secondary', marginInlineStart: 'auto' }}>
                    {t(`sequences.campaignStatus.${option.status}`)}
                  </Box>
                </Box>
              </li>
            )
          }}
          size="small"
          renderInput={params => <TextField {...params} label={t('sequences.editor.add')} />}
        />
      </Box>
      <FormControlLabel
        control={<Switch checked={repeat} onChange={event => setRepeat(event.target.checked)} />}
        label={t('sequences.editor.repeat')}
      />
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </EditorDialog>
  )
}

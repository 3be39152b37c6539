import TextField from '@mui/material/TextField'
import { useState } from 'react'

import { useDebouncedCallback } from '@/shared/hooks/useDebouncedCallback'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

/** How long a list's search waits for a pause in typing before it asks the server. */
export const LIST_SEARCH_DELAY_MS = 300

interface ListSearchFieldProps {
  /** the screen's texts' prefix: `<texts>.search.label` and `.placeholder` */
  texts: string
  /** the search the screen opened with (from the address bar) */
  q: string
  onSearch: (q: string) => void
}

/** A list's search box: the server is asked once typing pauses, with the text trimmed. */
export function ListSearchField({ texts, q, onSearch }: ListSearchFieldProps) {
  const { t } = useScreenTexts()
  const [text, setText] = useState(q)
  const search = useDebouncedCallback((value: string) => onSearch(value), LIST_SEARCH_DELAY_MS)
  return (
    <TextField
      type="search"
      size="small"
      label={t(`${texts}.search.label`)}
      placeholder={t(`${texts}.search.placeholder`)}
      value={text}
      onChange={event => {
        setText(event.target.value)
        search(event.target.value.trim())
      }}
      sx={{ flex: '1 1 240px' }}
    />
  )
}

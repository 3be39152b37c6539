import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

import type { ListDefinition } from '../model/listDefinition'
import type { ListQuery, ListQueryAction } from '../model/listQuery'
import { ListFilterSelect } from './ListFilterSelect'
import { ListSearchField } from './ListSearchField'

interface ListToolbarProps {
  definition: ListDefinition
  query: ListQuery
  change: (action: ListQueryAction) => void
  /** the screen's own controls (add a row, a summary), at the end of the line */
  actions?: ReactNode
  /** the grid's density and columns */
  gridControls: ReactNode
}

/**
 * The bar above a list: the search (debounced), one select per filter of the definition, then the screen's
 * actions and the grid's controls at the end of the line; everything wraps on narrow screens.
 */
export function ListToolbar({ definition, query, change, actions, gridControls }: ListToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
      <ListSearchField texts={definition.texts} q={query.q} onSearch={q => change({ type: 'search', q })} />
      {definition.filters.map(filter => (
        <ListFilterSelect
          key={filter.field}
          filter={filter}
          value={query.filters[filter.field]?.[0]}
          onChange={values => change({ type: 'filter', field: filter.field, values })}
        />
      ))}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, marginInlineStart: 'auto' }}
      >
        {actions}
        {gridControls}
      </Box>
    </Box>
  )
}

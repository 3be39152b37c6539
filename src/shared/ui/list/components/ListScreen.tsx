import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import {
  type GridColDef,
  GridPreferencePanelsValue,
  type GridValidRowModel,
  useGridApiRef
} from '@mui/x-data-grid'
import type { ReactNode } from 'react'

import { useGridPreferences } from '@/shared/ui/grid/useGridPreferences'

import type { ListController } from '../hooks/useList'
import { ListGrid } from './ListGrid'
import { ListGridControls } from './ListGridControls'
import { ListSourceNotice } from './ListSourceNotice'
import { ListStatus } from './ListStatus'
import { ListToolbar } from './ListToolbar'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

export interface ListScreenProps<Row extends GridValidRowModel> {
  /** the list's query and data (useList) */
  list: ListController<Row>
  /** the columns, memoised by the screen (their `field`s name the texts `<texts>.columns.<field>`) */
  columns: readonly GridColDef<Row>[]
  /** values of the screen's texts (`{{company}}` in the subtitle and the grid's name) */
  textValues?: Record<string, string>
  /** whose column choices are remembered (the signed-in person) */
  personId: string
  /** between the heading and the list (counts) */
  above?: ReactNode
  /** the screen's own controls at the toolbar's end (add a row, a summary) */
  actions?: ReactNode
  /** after the list (a settings card, the screen's dialogs) */
  below?: ReactNode
}

/**
 * A list screen, the one way to build one (docs/architecture.md, "List screens"): the heading, the toolbar
 * (search, filters, actions, the grid's density and columns), the status (a loading bar, a failure with
 * Retry, stale rows kept), one notice when the rows came without their campaigns (ListSourceNotice), the grid (server-side sorting and paging, the empty state) and a polite live region
 * that says how many were found. The screen brings its definition, columns, actions and texts.
 */
export function ListScreen<Row extends GridValidRowModel>({
  list,
  columns,
  textValues = {},
  personId,
  above,
  actions,
  below
}: ListScreenProps<Row>) {
  const { t } = useScreenTexts()
  const { definition, query } = list
  const texts = definition.texts
  const grid = useGridPreferences(
    definition.id,
    personId,
    columns.map(column => column.field)
  )
  const density = grid.preferences.density ?? 'standard'
  const apiRef = useGridApiRef()
  const direction = query.sortDirection === 'asc' ? 'ascending' : 'descending'
  const label = t(`${texts}.table.caption`, {
    ...textValues,
    column: query.sortField ? t(`${texts}.columns.${query.sortField}`) : '',
    direction: t(`lists.${direction}`)
  })

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
          {t(`${texts}.title`, textValues)}
        </Typography>
        <Typography color="text.secondary">{t(`${texts}.subtitle`, textValues)}</Typography>
      </Box>

      {above}
      <ListSourceNotice campaignsUnavailable={list.campaignsUnavailable} />

      <Card>
        <ListToolbar
          definition={definition}
          query={query}
          change={list.change}
          actions={actions}
          gridControls={
            <ListGridControls
              density={density}
              onDensity={grid.setDensity}
              onColumns={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
            />
          }
        />
        <ListStatus
          texts={texts}
          loading={list.loading}
          error={list.error}
          updatedAt={list.updatedAt}
          onRetry={list.retry}
        />
        <ListGrid
          list={list}
          columns={columns}
          label={label}
          apiRef={apiRef}
          choices={grid}
          density={density}
        />
      </Card>

      {below}

      <Box role="status" sx={visuallyHidden}>
        {list.known && !list.loading && !list.error ? t(`${texts}.found`, { count: list.total }) : ''}
      </Box>
    </Box>
  )
}

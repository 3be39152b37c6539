import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import { useTheme } from '@mui/material/styles'
import {
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridColumnMenu,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
  gridColumnFieldsSelector,
  useGridApiContext,
  useGridSelector
} from '@mui/x-data-grid'
import { useScreenTexts } from '@/shared/i18n/featureTexts'

/** Moves a column by one place among the others (`by` −1: towards the start of the line). */
export type MoveColumn = (field: string, by: number) => void

function MoveColumnItems({ colDef, onClick, onMove }: GridColumnMenuItemProps & { onMove: MoveColumn }) {
  const { t } = useScreenTexts()
  const apiRef = useGridApiContext()
  const rtl = useTheme().direction === 'rtl'
  const fields = useGridSelector(apiRef, gridColumnFieldsSelector).filter(
    field => field !== GRID_CHECKBOX_SELECTION_COL_DEF.field
  )
  const index = fields.indexOf(colDef.field)
  // Left is towards the start of the line in a left-to-right layout, towards its end in a right-to-left one.
  const items = [
    { key: 'moveLeft', Icon: ChevronLeft, by: rtl ? 1 : -1 },
    { key: 'moveRight', Icon: ChevronRight, by: rtl ? -1 : 1 }
  ] as const
  return (
    <>
      {items.map(({ key, Icon, by }) => (
        <MenuItem
          key={key}
          disabled={index < 0 || index + by < 0 || index + by >= fields.length}
          onClick={event => {
            onMove(colDef.field, by)
            onClick(event)
          }}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t(`lists.columns.${key}`)}</ListItemText>
        </MenuItem>
      ))}
    </>
  )
}

/**
 * The column menu of the house grid: the grid's own (sort, hide, columns) and moving the column left or right,
 * which the community edition offers no other way (its drag and drop is a paid feature). The new order is the
 * screen's to keep (its remembered preferences): `onMove`.
 */
export function AppColumnMenu({ onMove, ...props }: GridColumnMenuProps & { onMove?: MoveColumn }) {
  if (!onMove) return <GridColumnMenu {...props} />
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuUserItem: MoveColumnItems }}
      slotProps={{ columnMenuUserItem: { displayOrder: 15, onMove } }}
    />
  )
}

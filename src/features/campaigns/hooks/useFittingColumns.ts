import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'

import { useStableCallback } from '@/shared/hooks/useStableCallback'

import { fittingColumns } from '../model/fittingColumns'

/** The selection checkboxes' column and the grid's vertical scroll bar, besides the columns. */
const BESIDES = 50 + 16

/**
 * The wall's column visibility: the columns the person hid, and those it leaves out to fit its width (the
 * lesser ones first, `dropOrder`), measured on its box (`ref`) before it is painted and again when it resizes.
 * A column left out that the person shows again (column menu) stays shown until the page is left; a column
 * left out is not remembered as hidden by the person.
 */
export function useFittingColumns<Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
  hidden: readonly string[],
  dropOrder: readonly string[],
  onHidden: (hidden: string[]) => void
) {
  const ref = useRef<HTMLDivElement>(null)
  const [available, setAvailable] = useState<number | null>(null)
  const [kept, setKept] = useState<readonly string[]>([])

  useLayoutEffect(() => {
    const box = ref.current
    if (!box) return
    const measure = () => setAvailable(Math.floor(box.getBoundingClientRect().width))
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

  const left = useMemo(() => {
    // jsdom lays nothing out (width 0): nothing is left out there
    if (!available) return []
    const widths = new Map(
      columns
        .filter(column => !hidden.includes(column.field))
        .map(column => [column.field, column.flex ? (column.minWidth ?? 0) : (column.width ?? 0)] as const)
    )
    return fittingColumns(
      widths,
      available - BESIDES,
      dropOrder.filter(field => !kept.includes(field))
    )
  }, [columns, hidden, available, dropOrder, kept])

  const visibility = useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries([...hidden, ...left].map(field => [field, false])),
    [hidden, left]
  )
  const onVisibility = useStableCallback((model: GridColumnVisibilityModel) => {
    const shown = left.filter(field => model[field] !== false)
    if (shown.length > 0) setKept(current => [...current, ...shown])
    onHidden(Object.keys(model).filter(field => model[field] === false && !left.includes(field)))
  })
  return { ref, visibility, onVisibility }
}

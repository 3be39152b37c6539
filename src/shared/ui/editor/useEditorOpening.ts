import { useCallback, useState } from 'react'

/**
 * Which object a screen's editor is open on (`row`; null: a new one), each opening a fresh editor (`key`: the
 * editor's React key), or none. `open` and `close` stay the same functions (the screen's columns keep them).
 */
export function useEditorOpening<Row>() {
  const [editing, setEditing] = useState<{ row: Row | null; key: number } | null>(null)
  const open = useCallback(
    (row: Row | null) => setEditing(current => ({ row, key: (current?.key ?? 0) + 1 })),
    []
  )
  const close = useCallback(() => setEditing(null), [])
  return { editing, open, close }
}

import { useCallback, useEffect, useRef } from 'react'

/**
 * `callback`, called once its arguments have stayed the same for `delayMs` (search boxes: one request per pause
 * in typing). The latest callback is used; a pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number
): (...args: A) => void {
  const latest = useRef(callback)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    latest.current = callback
  }, [callback])
  useEffect(() => () => clearTimeout(timer.current), [])
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => latest.current(...args), delayMs)
    },
    [delayMs]
  )
}

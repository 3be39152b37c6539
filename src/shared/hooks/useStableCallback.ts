import { useCallback, useInsertionEffect, useRef } from 'react'

/**
 * A function of constant identity that always calls the latest `callback`. For handlers handed to memoised
 * components (the data grid re-renders, and re-styles its root, whenever one of its props is a new object).
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback)
  // Updated before any layout effect or event can call it.
  useInsertionEffect(() => {
    latest.current = callback
  })
  return useCallback((...args: A) => latest.current(...args), [])
}

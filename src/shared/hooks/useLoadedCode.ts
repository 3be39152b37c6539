import { startTransition, useEffect, useState } from 'react'

/** Code loaded on demand (a chunk of its own), kept once it has come. */
export interface LoadedCode<T> {
  /** loads it (a loader shared with whoever starts the loading early), and keeps it */
  load: () => Promise<T>
  /** the code, once it has come (else null) */
  current: () => T | null
}

/**
 * One per chunk, at a module's top level: the code starts loading as soon as that module runs in the browser
 * (a failure there is met again by the component that needs it, which loads once more).
 */
export function loadCodeAtOnce<T>(load: () => Promise<T>): LoadedCode<T> {
  let code: T | null = null
  const loadAndKeep = () =>
    load().then(value => {
      code = value
      return value
    })
  if (typeof window !== 'undefined') void loadAndKeep().catch(() => undefined)
  return { load: loadAndKeep, current: () => code }
}

/**
 * Whether code loaded on demand is here, for a component that renders it once it is: true at once when it has
 * come already (before the component), else false until it has. Not a lazy component nor next/dynamic: both show their placeholder first even for code
 * already loaded, and React reveals what a suspension held back only up to 300 ms late (its throttling of
 * revealed content). `inTransition`: the component's render when the code arrives is a transition, which React
 * renders in slices (for a whole page; not for what must show at once). A failed load is thrown, to the error
 * boundary, as a lazy component's would be.
 */
export function useLoadedCode({ load, current: loaded }: LoadedCode<unknown>, inTransition = false): boolean {
  const [code, setCode] = useState<{ ready: boolean; failure?: unknown }>(() => ({
    ready: loaded() !== null
  }))
  useEffect(() => {
    if (code.ready || code.failure) return
    let current = true
    load().then(
      () => {
        if (!current) return
        if (inTransition) startTransition(() => setCode({ ready: true }))
        else setCode({ ready: true })
      },
      (failure: unknown) => {
        if (current) setCode({ ready: false, failure })
      }
    )
    return () => {
      current = false
    }
  }, [code, load, inTransition])
  if (code.failure) throw code.failure
  return code.ready
}

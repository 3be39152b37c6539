import { startTransition, useEffect, useState } from 'react'

/**
 * Whether code loaded on demand (`load`, one loader per chunk) is here, for a component that renders it once it
 * is: true at once when `isHere()` already says so (the code came before the component), else false until
 * `load()` resolves. Not a lazy component nor next/dynamic: both show their placeholder first even for code
 * already loaded, and React reveals what a suspension held back only up to 300 ms late (its throttling of
 * revealed content). `inTransition`: the component's render when the code arrives is a transition, which React
 * renders in slices (for a whole page; not for what must show at once). A failed load is thrown, to the error
 * boundary, as a lazy component's would be.
 */
export function useLoadedCode(
  isHere: () => boolean,
  load: () => Promise<unknown>,
  inTransition = false
): boolean {
  const [code, setCode] = useState<{ ready: boolean; failure?: unknown }>(() => ({ ready: isHere() }))
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

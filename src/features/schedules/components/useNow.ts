import { useEffect, useState } from 'react'

const MINUTE_MS = 60_000

/** The present, again each minute (the now line moves; the warnings look ahead from it). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

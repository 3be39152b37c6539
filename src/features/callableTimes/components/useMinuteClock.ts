import { useEffect, useState } from 'react'

/** The time now (ms), renewed at the start of every minute while the component is shown. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now())
          schedule()
        },
        60_000 - (Date.now() % 60_000) + 50
      )
    }
    schedule()
    return () => clearTimeout(timer)
  }, [])
  return now
}

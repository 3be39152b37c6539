import { useMemo, useState } from 'react'

/** The person's own time zone, as the browser knows it. */
const personZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** Every zone the runtime knows (UTC and the person's own always among them). */
function knownZones(own: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set(['UTC', own, ...zones])].sort()
}

/** The zone the week is shown in (the person's own, read once), and the zones a schedule may be kept in. */
export function useZones(): { zone: string; zones: string[] } {
  const [zone] = useState(personZone)
  const zones = useMemo(() => knownZones(zone), [zone])
  return { zone, zones }
}

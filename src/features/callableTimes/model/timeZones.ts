let names: string[] | undefined

/** The runtime's IANA time zones (Intl.supportedValuesOf), UTC included, in order; computed once. */
export function timeZoneNames(): string[] {
  if (!names) {
    const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    names = [...new Set([...supported, 'UTC'])].sort()
  }
  return names
}

/**
 * Which progress events to show. The platform does not promise their order (and the emulator's realism mode
 * delays each by up to a second and a half): a late report must not move a bar backwards. A campaign's
 * progress only grows until it is recycled, and a recycle is a change of the campaign with a new version, so
 * a report behind the last one shown is dropped unless the campaign's version moved on since. One per page.
 */
export class ProgressOrder {
  private readonly versions = new Map<string, number>()
  private readonly shown = new Map<string, { called: number; version: number }>()

  /** A campaign's version as the page last heard it (an event, the page's data); older ones change nothing. */
  noteVersion(id: string, version: number): void {
    if (version > (this.versions.get(id) ?? Number.NEGATIVE_INFINITY)) this.versions.set(id, version)
  }

  /** Whether to show a report of `called` contacts: not when it is behind the last shown at this version. */
  accept(id: string, called: number): boolean {
    const version = this.versions.get(id) ?? 0
    const last = this.shown.get(id)
    if (last && last.version >= version && called < last.called) return false
    this.shown.set(id, { called, version })
    return true
  }
}

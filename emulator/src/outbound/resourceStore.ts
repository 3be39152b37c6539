/**
 * The queues, scripts, edge groups and call-analysis response sets of every organisation: what campaigns name
 * and the editor lists. The API only reads them; a reset returns to the seed.
 */
import type { NamedResource, NamedResourceKind, NamedResources } from './outboundResources'
import { createSeedResources } from './seedOutbound'

export class ResourceStore {
  private resources: NamedResources = createSeedResources()

  reset(): void {
    this.resources = createSeedResources()
  }

  /** The organisation's resources of a kind, in seed order. */
  of(kind: NamedResourceKind, orgId: string): NamedResource[] {
    return this.resources[kind].filter(resource => resource.organizationId === orgId)
  }

  find(kind: NamedResourceKind, orgId: string, id: string | undefined): NamedResource | undefined {
    return this.resources[kind].find(resource => resource.organizationId === orgId && resource.id === id)
  }
}

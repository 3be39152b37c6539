/**
 * The configuration objects a campaign points at, kept per organisation. Only what campaigns need and what the
 * listing endpoints answer is modelled.
 */

export interface ContactListRecord {
  id: string
  organizationId: string
  name: string
  divisionId: string
  columnNames: string[]
  phoneColumns: { columnName: string; type: string }[]
  /** number of contacts: `size` on the platform's ContactList, `totalNumberOfContacts` in CampaignProgress */
  size: number
  dateCreated: string
  dateModified: string
  version: number
}

/** A queue, script, edge group or call-analysis response set: all the emulator needs is who owns it and its name. */
export interface NamedResource {
  id: string
  organizationId: string
  name: string
  divisionId?: string
  description?: string
  dateCreated: string
}

export interface OutboundResources {
  contactLists: ContactListRecord[]
  queues: NamedResource[]
  scripts: NamedResource[]
  edgeGroups: NamedResource[]
  responseSets: NamedResource[]
}

/**
 * The configuration objects a campaign points at, kept per organisation, and how validation sees an
 * organisation's (`ReferenceLookup`). Only what campaigns need and what the listing endpoints answer is
 * modelled. Imports nothing: every store and view may use these types.
 */

/** The platform's ContactPhoneNumberColumn. */
export interface ContactPhoneColumn {
  columnName: string
  type: string
  /** a column holding the contact's time zone for this number (callable times) */
  callableTimeColumn?: string
}

/** The platform's EmailColumn: lists may be email-only, so they are kept (the emulator sends no email). */
export interface ContactEmailColumn {
  columnName: string
  type: string
  contactableTimeColumn?: string
}

export interface ContactListRecord {
  id: string
  organizationId: string
  name: string
  divisionId: string
  columnNames: string[]
  phoneColumns: ContactPhoneColumn[]
  emailColumns: ContactEmailColumn[]
  previewModeColumnName?: string
  previewModeAcceptedValues?: string[]
  zipCodeColumnName?: string
  automaticTimeZoneMapping: boolean
  trimWhitespace: boolean
  /**
   * number of contacts: `size` on the platform's ContactList, `totalNumberOfContacts` in CampaignProgress. The
   * contact store keeps it equal to the list's contacts (a seeded list's contacts are generated on first read).
   */
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

/** The named resources of every organisation, by kind (the API lists them; nothing changes them). */
export interface NamedResources {
  queues: NamedResource[]
  scripts: NamedResource[]
  edgeGroups: NamedResource[]
  responseSets: NamedResource[]
}

export type NamedResourceKind = keyof NamedResources

/** The caller's organisation, as validation needs to see it. */
export interface ReferenceLookup {
  contactList(id: string): ContactListRecord | undefined
  queue(id: string): NamedResource | undefined
  script(id: string): NamedResource | undefined
  edgeGroup(id: string): NamedResource | undefined
  responseSet(id: string): NamedResource | undefined
  dncList(id: string): { name: string } | undefined
  callableTimeSet(id: string): { name: string } | undefined
  hasDivision(id: string): boolean
  hasSite(id: string): boolean
  homeDivisionId: string
}

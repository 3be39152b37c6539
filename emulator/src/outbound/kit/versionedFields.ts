import type { Versioned } from './versionedStore'

/** What every versioned object's model starts with: `{id, name, dateCreated, dateModified, version}`. */
export const versionedFields = (record: Versioned) => ({
  id: record.id,
  name: record.name,
  dateCreated: record.dateCreated,
  dateModified: record.dateModified,
  version: record.version
})

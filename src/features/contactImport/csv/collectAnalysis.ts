import type { AnalysisCounts, ImportAnalysis, ImportContact, RejectedRow } from '../model/importTypes'

/** The pieces of an analysis, put together as they come (each piece is a slice of the file). */
export function collectAnalysis() {
  const contacts: ImportContact[] = []
  const rejected: RejectedRow[] = []
  return {
    piece(moreContacts: ImportContact[], moreRejected: RejectedRow[]) {
      for (const contact of moreContacts) contacts.push(contact)
      for (const row of moreRejected) rejected.push(row)
    },
    result: (counts: AnalysisCounts): ImportAnalysis => ({ contacts, rejected, counts })
  }
}

export function abortError(): Error {
  return new DOMException('The analysis was cancelled', 'AbortError')
}

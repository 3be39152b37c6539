/**
 * The form names and e-mail addresses are compared, sorted and searched in: Unicode-normalised and
 * lower-cased in JavaScript, because SQLite's lower() and LIKE fold ASCII only while PostgreSQL's LIKE folds
 * nothing. Stored beside the original, so both databases find and order the same rows.
 */
export const toSearchKey = (text: string): string => text.normalize('NFC').toLowerCase()

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards in the term escaped (ESCAPE '\'). */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, match => `\\${match}`)}%`

/** A safe file name for a list's CSV: letters, digits, spaces, dots and dashes; `fallback` when none is left. */
export const csvFileName = (name: string, fallback: string) =>
  `${name.replace(/[^\p{L}\p{N} ._-]+/gu, '_').trim() || fallback}.csv`

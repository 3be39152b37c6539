/** How many names a sentence lists before it says how many more there are. */
export const NAMES_SHOWN = 10

/**
 * Names for a sentence, in the language's list style ("A, B and C"), the first NAMES_SHOWN of them and then
 * the `more` text for the rest.
 */
export function nameList(names: readonly string[], list: Intl.ListFormat, more: (count: number) => string) {
  if (names.length <= NAMES_SHOWN) return list.format(names)
  return list.format([...names.slice(0, NAMES_SHOWN), more(names.length - NAMES_SHOWN)])
}

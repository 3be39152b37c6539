/** A name in two: the start, which may be cut, and the end kept whole (head + tail is the name). */
export interface NameParts {
  head: string
  /** '' when the name is kept as one piece (short, or one word) */
  tail: string
}

/** The longest end kept whole, in characters: past it, the end is cut too. */
export const MAX_TAIL = 20
/** Names up to this many characters are not split (nothing to gain). */
const SHORT = 8

// " – East", " - B", " — Power", " · 2", " / Paris", " | x", ": Step 2": the last qualifier of a name, cut at
// its white space (the colon stays with the start)
const QUALIFIER = /\s[–—\-·/|]\s|(?<=:)\s/g
const SPACE = /\s/g

const lastIndexOf = (name: string, pattern: RegExp) => {
  let last = -1
  for (const match of name.matchAll(pattern)) last = match.index
  return last
}

/** Length in characters as the eye counts them (code points: an emoji or an astral letter is one). */
const length = (text: string) => Array.from(text).length

/**
 * Where a name is cut when it does not fit: names of one family differ at their end ("Annual Review Booking –
 * East", "… – West"), so the end is kept whole and the start gives way. The end is the last qualifier (after a
 * dash, a colon, a middle dot or a slash) when it is short, else the last word; a name of one word is not
 * split (it is cut at its end). Always at a white space: the two parts read as the one name (screen readers
 * and accessible names put a space between the parts' boxes, which the tail's own space absorbs).
 * Direction-free: an Arabic name splits the same way (its end is drawn on the left).
 */
export function splitName(name: string): NameParts {
  if (length(name) <= SHORT) return { head: name, tail: '' }
  for (const at of [lastIndexOf(name, QUALIFIER), lastIndexOf(name.trimEnd(), SPACE)]) {
    if (at <= 0) continue
    const tail = name.slice(at)
    if (length(tail.trim()) > 0 && length(tail) <= MAX_TAIL && name.slice(0, at).trim() !== '')
      return { head: name.slice(0, at), tail }
  }
  return { head: name, tail: '' }
}

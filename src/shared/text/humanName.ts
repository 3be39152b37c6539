import { z } from 'zod'

/**
 * One rule for every name a person types and others read (a user's full name, a campaign's name, its caller
 * name; later contact lists and schedules): the browser checks it before sending, the API checks it again,
 * with the same words. A name is shown beside other names, in lists, dialogs and logs, so it must not be able
 * to pass for another one or break the line it is shown on:
 * - trimmed, inner runs of white space made one space;
 * - no control characters (NUL, new lines, tabs, escapes: they break lists and line-based logs);
 * - no bidirectional overrides, embeddings, isolates or marks (U+202E can make "Avery" read as another
 *   name), and no zero-width or other invisible characters (U+200B makes two equal-looking names differ);
 * - 1 to HUMAN_NAME_MAX_LENGTH characters (counted as Unicode code points, as people count them).
 */
export const HUMAN_NAME_MAX_LENGTH = 100

/** Why a name is refused; the browser shows `nameRule.<problem>` (public/locales). */
export type HumanNameProblem = 'required' | 'tooLong' | 'controlCharacters' | 'invisibleCharacters'

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators (a new line to a log reader).
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u
// Bidi: ALM, LRM, RLM, the embeddings and overrides (LRE…RLO), the isolates (LRI…PDI). Invisible: soft
// hyphen, combining grapheme joiner, Hangul fillers, Mongolian vowel separator, zero-width space / non-joiner /
// joiner, word joiner and the invisible operators, the byte order mark, interlinear annotation marks, and
// the tag characters.
const INVISIBLE_CHARACTERS =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/u

/** The human-readable sentence for each problem (the API's 400 message; the browser has its own texts). */
export const HUMAN_NAME_MESSAGES: Record<HumanNameProblem, string> = {
  required: 'must not be empty.',
  tooLong: `may be ${HUMAN_NAME_MAX_LENGTH} characters at most.`,
  controlCharacters: 'may not contain control characters such as new lines or tabs.',
  invisibleCharacters:
    'may not contain invisible characters or characters that change the direction of the text (such as U+200B or U+202E).'
}

/** The name as it is kept: trimmed, white space runs made one space (NFC, so equal names are equal). */
export const normaliseHumanName = (value: string): string =>
  value.normalize('NFC').trim().replace(/\s+/g, ' ')

/** What is wrong with a name as typed (undefined: nothing). Control characters are checked before trimming. */
export function humanNameProblem(value: string): HumanNameProblem | undefined {
  if (CONTROL_CHARACTERS.test(value)) return 'controlCharacters'
  if (INVISIBLE_CHARACTERS.test(value)) return 'invisibleCharacters'
  const name = normaliseHumanName(value)
  if (name === '') return 'required'
  if ([...name].length > HUMAN_NAME_MAX_LENGTH) return 'tooLong'
  return undefined
}

/**
 * The rule as a zod schema: a string in, the normalised name out. Each refusal's message is
 * `<field> <HUMAN_NAME_MESSAGES[problem]>` and carries `params: { nameRule: problem }`, so a form can show its
 * own translated text for it.
 */
export function humanNameSchema(field: string) {
  return z.string({ error: `${field} must be text.` }).transform((value, context) => {
    const problem = humanNameProblem(value)
    if (problem) {
      context.addIssue({
        code: 'custom',
        message: `${field} ${HUMAN_NAME_MESSAGES[problem]}`,
        params: { nameRule: problem }
      })
      return z.NEVER
    }
    return normaliseHumanName(value)
  })
}

/** @jest-environment node */
import { HUMAN_NAME_MAX_LENGTH, humanNameProblem, humanNameSchema, normaliseHumanName } from './humanName'

const schema = humanNameSchema('data.fullName')

/** The schema's answer: the name kept, or the message and the problem named for a form. */
function check(value: unknown) {
  const result = schema.safeParse(value)
  if (result.success) return { name: result.data }
  const [issue] = result.error.issues
  return {
    message: issue?.message,
    problem: (issue as { params?: { nameRule?: string } } | undefined)?.params?.nameRule
  }
}

describe('the human-name rule', () => {
  it('keeps an ordinary name as it is', () => {
    expect(check('Avery Admin')).toEqual({ name: 'Avery Admin' })
  })

  it('keeps letters of every script, accents and right-to-left names', () => {
    expect(check('Zoë Łukasiewicz-Ñúñez')).toEqual({ name: 'Zoë Łukasiewicz-Ñúñez' })
    expect(check('مريم الحداد')).toEqual({ name: 'مريم الحداد' })
    expect(check('渡辺 さくら')).toEqual({ name: '渡辺 さくら' })
  })

  it('trims the ends', () => {
    expect(check('   Avery Admin  ')).toEqual({ name: 'Avery Admin' })
  })

  it('makes inner runs of spaces (also no-break and other wide spaces) one space', () => {
    expect(check('Avery  \u00a0 Admin')).toEqual({ name: 'Avery Admin' })
    expect(check('Avery\u2003Admin')).toEqual({ name: 'Avery Admin' })
  })

  it('composes what can be composed (NFC), so equal-looking names are equal', () => {
    expect(check('Zoe\u0308')).toEqual({ name: 'Zoë' })
  })

  it('refuses an empty name', () => {
    expect(check('')).toEqual({ message: 'data.fullName must not be empty.', problem: 'required' })
  })

  it('refuses a name of spaces only', () => {
    expect(check(' \u00a0  ')).toEqual({ message: 'data.fullName must not be empty.', problem: 'required' })
  })

  it(`accepts ${HUMAN_NAME_MAX_LENGTH} characters and refuses one more`, () => {
    expect(check('x'.repeat(HUMAN_NAME_MAX_LENGTH))).toEqual({ name: 'x'.repeat(HUMAN_NAME_MAX_LENGTH) })
    expect(check('x'.repeat(HUMAN_NAME_MAX_LENGTH + 1))).toEqual({
      message: `data.fullName may be ${HUMAN_NAME_MAX_LENGTH} characters at most.`,
      problem: 'tooLong'
    })
  })

  it('counts characters as people do: an emoji or a letter outside the BMP is one', () => {
    expect(check('😀'.repeat(HUMAN_NAME_MAX_LENGTH))).toEqual({ name: '😀'.repeat(HUMAN_NAME_MAX_LENGTH) })
  })

  it('counts the length after trimming', () => {
    expect(check(`  ${'x'.repeat(HUMAN_NAME_MAX_LENGTH)}  `)).toEqual({
      name: 'x'.repeat(HUMAN_NAME_MAX_LENGTH)
    })
  })

  it.each([
    ['NUL', 'Spring\u0000Renewals'],
    ['a new line', 'forged\n2026-01-01T00:00:00Z [Fatal] Server compromised'],
    ['a carriage return', 'Avery\rAdmin'],
    ['a tab', 'Avery\tAdmin'],
    ['an escape (terminal colours)', 'Avery \u001b[31mAdmin'],
    ['DEL', 'Avery\u007f'],
    ['a C1 control (NEL)', 'Avery\u0085Admin'],
    ['a line separator', 'Avery\u2028Admin'],
    ['a paragraph separator', 'Avery\u2029Admin']
  ])('refuses %s as a control character', (_, value) => {
    expect(check(value)).toEqual({
      message: 'data.fullName may not contain control characters such as new lines or tabs.',
      problem: 'controlCharacters'
    })
  })

  it('refuses a control character even at the ends, where trimming would have hidden it', () => {
    expect(humanNameProblem('Avery Admin\n')).toBe('controlCharacters')
  })

  it.each([
    ['a right-to-left override (U+202E)', 'Avery \u202enimdA'],
    ['a left-to-right override (U+202D)', '\u202dAvery'],
    ['a right-to-left embedding (U+202B)', '\u202bAvery'],
    ['a pop directional formatting (U+202C)', 'Avery\u202c'],
    ['a right-to-left isolate (U+2067)', '\u2067Avery\u2069'],
    ['a first-strong isolate (U+2068)', '\u2068Avery'],
    ['a right-to-left mark (U+200F)', 'Avery\u200f'],
    ['a left-to-right mark (U+200E)', 'Avery\u200e'],
    ['an Arabic letter mark (U+061C)', 'Avery\u061c'],
    ['a zero-width space (U+200B)', 'Av\u200bery Admin'],
    ['a zero-width non-joiner (U+200C)', 'Av\u200cery'],
    ['a zero-width joiner (U+200D)', 'Av\u200dery'],
    ['a word joiner (U+2060)', 'Av\u2060ery'],
    ['a byte order mark (U+FEFF)', '\ufeffAvery'],
    ['a soft hyphen (U+00AD)', 'Av\u00adery'],
    ['a Hangul filler (U+3164)', 'Avery\u3164'],
    ['a tag character (U+E0041)', 'Avery\u{e0041}']
  ])('refuses %s as invisible or direction-changing', (_, value) => {
    expect(check(value)).toEqual({
      message:
        'data.fullName may not contain invisible characters or characters that change the direction of the text (such as U+200B or U+202E).',
      problem: 'invisibleCharacters'
    })
  })

  it('refuses what is not text', () => {
    expect(check(42)).toMatchObject({ message: 'data.fullName must be text.' })
    expect(check(null)).toMatchObject({ message: 'data.fullName must be text.' })
  })

  it('names the field it checks in every message (the same words for every name)', () => {
    expect(humanNameSchema('data.name').safeParse('').error?.issues[0]?.message).toBe(
      'data.name must not be empty.'
    )
  })

  it('normalises the same way the schema keeps it', () => {
    expect(normaliseHumanName('  a \u00a0 b ')).toBe('a b')
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// Every shipped language has every text of the English file, with the same {{placeholders}}, and nothing else:
// the app's texts (public/locales/{lng}.json) and each screen's own (public/locales/{screen}/{lng}.json, loaded
// with the screen's code: src/shared/i18n/featureTexts.tsx). Plural texts (`key_one`, `key_other`…) have, in
// each language, exactly the plural forms that language has (Intl.PluralRules: French `many`, Arabic six).
const root = join(__dirname, '../../public/locales')
const folders = [
  '.',
  ...readdirSync(root, { withFileTypes: true })
    .filter(entry => entry.isDirectory())
    .map(entry => entry.name)
]

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
  return out
}
// `{{count}}`, or with a format: `{{count, figure}}` (i18next's formatters; the contact import's isolated figures)
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map(m => m[1]))].sort()
const PLURAL = /_(zero|one|two|few|many|other)$/

/** Each text by its base key: plural forms together ('' for a text that is not plural). */
function byBase(texts: Map<string, string>) {
  const out = new Map<string, Map<string, string>>()
  for (const [key, text] of texts) {
    const form = PLURAL.exec(key)?.[1] ?? ''
    const base = key.replace(PLURAL, '')
    const forms = out.get(base) ?? new Map<string, string>()
    forms.set(form, text)
    out.set(base, forms)
  }
  return out
}

describe.each(folders)('locale files in public/locales/%s', folder => {
  const dir = join(root, folder)
  const load = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>
  const english = byBase(flatten(load('en.json')))
  const others = readdirSync(dir).filter(file => file.endsWith('.json') && file !== 'en.json')

  it('ships French, Spanish, German and Arabic beside English', () => {
    expect(others.sort()).toEqual(['ar.json', 'de.json', 'es.json', 'fr.json'])
  })

  it.each(['en.json', ...others])('%s: each plural text has exactly the forms of its language', file => {
    const language = file.replace('.json', '')
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort()
    for (const [key, forms] of byBase(flatten(load(file))))
      if (!forms.has('')) expect({ key, forms: [...forms.keys()].sort() }).toEqual({ key, forms: categories })
  })

  it.each(others)('%s has exactly the English texts, each translated, with the same placeholders', file => {
    const translated = byBase(flatten(load(file)))
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, forms] of translated) {
      const expected = placeholders([...english.get(key)!.values()].join(' '))
      for (const text of forms.values()) {
        expect(text.trim()).not.toBe('')
        // A plural form may say its number in words (Arabic: "one campaign", "two campaigns") without {{count}}.
        const found = forms.has('') ? placeholders(text) : placeholders(text).filter(name => name !== 'count')
        const wanted = forms.has('') ? expected : expected.filter(name => name !== 'count')
        expect({ key, placeholders: found }).toEqual({ key, placeholders: wanted })
      }
    }
  })
})

// One product speaks one English, the US one (docs/design-guide.md, "Words"): the wall says "dialing", so no
// screen says "dialled"; and one name for each thing.
describe('the English texts', () => {
  const english = folders.flatMap(folder =>
    [...flatten(JSON.parse(readFileSync(join(root, folder, 'en.json'), 'utf8'))).entries()].map(
      ([key, text]) => ({ file: `${folder}/en.json`, key, text })
    )
  )
  it.each([
    ['dialled', /diall(ed|ing)/i],
    ['organisation', /organis/i],
    ['cancelled', /cancell(ed|ing)/i],
    ['colour', /colour/i],
    ['behaviour', /behaviour/i],
    // the platform's object is a callable time set: the screen is named after it
    ['Callable times (the screen)', /^Callable times$/]
  ])('never say "%s"', (_word, pattern) => {
    expect(english.filter(({ text }) => pattern.test(text))).toEqual([])
  })
})

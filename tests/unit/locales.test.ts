import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// Every shipped language has every text of the English file, with the same {{placeholders}}, and nothing else:
// the app's texts (public/locales/{lng}.json) and each screen's own (public/locales/{screen}/{lng}.json, loaded
// with the screen's code: src/shared/i18n/featureTexts.tsx). The campaigns texts have plural forms per
// language and their own test (src/features/campaigns/i18n).
const root = join(__dirname, '../../public/locales')
const folders = [
  '.',
  ...readdirSync(root, { withFileTypes: true })
    .filter(entry => entry.isDirectory() && entry.name !== 'campaigns')
    .map(entry => entry.name)
]

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
    }
  }
  return out
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map(m => m[1]).sort()

describe.each(folders)('locale files in public/locales/%s', folder => {
  const dir = join(root, folder)
  const load = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>
  const english = flatten(load('en.json'))
  const others = readdirSync(dir).filter(file => file.endsWith('.json') && file !== 'en.json')

  it('ships French, Spanish, German and Arabic beside English', () => {
    expect(others.sort()).toEqual(['ar.json', 'de.json', 'es.json', 'fr.json'])
  })

  it.each(others)('%s has exactly the English keys, each translated, with the same placeholders', file => {
    const translated = flatten(load(file))
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, text] of translated) {
      expect(text.trim()).not.toBe('')
      expect({ key, placeholders: placeholders(text) }).toEqual({
        key,
        placeholders: placeholders(english.get(key)!)
      })
    }
  })
})

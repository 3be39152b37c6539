import i18next from 'i18next'

import { groupNumbers } from './groupedNumbers'

const made = async () => {
  const texts = i18next.createInstance()
  await texts.init({
    lng: 'en',
    resources: {
      en: {
        translation: { rows: '{{from}}–{{to}} of {{count}}', named: '{{list, list}}', plain: '{{name}}' }
      },
      de: { translation: { rows: '{{from}}–{{to}} von {{count}}' } }
    },
    interpolation: { escapeValue: false }
  })
  groupNumbers(texts)
  return texts
}

describe('groupNumbers', () => {
  it('writes a count given to a text as the language writes numbers, as the grids do', async () => {
    const texts = await made()
    expect(texts.t('rows', { from: 1, to: 25, count: 2151 })).toBe('1–25 of 2,151')
    await texts.changeLanguage('de')
    expect(texts.t('rows', { from: 1, to: 25, count: 2151 })).toBe('1–25 von 2.151')
  })

  it('leaves texts and named formats as they were', async () => {
    const texts = await made()
    expect(texts.t('plain', { name: 'Set 2026' })).toBe('Set 2026')
    expect(texts.t('named', { list: ['a', 'b', 'c'] })).toBe('a, b, and c')
    // per-call interpolation options (one text unescaped) keep the numbers grouped
    expect(texts.t('rows', { from: 1, to: 2, count: 1200, interpolation: { escapeValue: false } })).toBe(
      '1–2 of 1,200'
    )
  })
})

import createCache, { type EmotionCache } from '@emotion/cache'
import { serializeStyles } from '@emotion/serialize'
import { insertStyles } from '@emotion/utils'

import { EMOTION_KEY, MAX_CHARS, rememberStyles, STYLE_MEMORY_KEY, styleMemoryScript } from './styleMemory'

// A page's cache as the browser has it (speedy: rules inserted through the CSSOM, as in production).
const newCache = () => createCache({ key: EMOTION_KEY, speedy: true })

/** Renders a style the way a component does: its class name. */
function use(cache: EmotionCache, styles: string): string {
  const serialized = serializeStyles([styles], cache.registered)
  insertStyles(cache, serialized, false)
  return `${cache.key}-${serialized.name}`
}

const rulesInserted = (cache: EmotionCache) =>
  cache.sheet.tags
    .filter(tag => !tag.getAttribute('data-emotion')?.includes(' '))
    .reduce((count, tag) => count + (tag.sheet?.cssRules.length ?? 0), 0)

/** A new load of the page: its <head> emptied, then the inline script runs, then the app makes its cache. */
function reload(): EmotionCache {
  document.head.innerHTML = ''
  new Function(styleMemoryScript)()
  return newCache()
}

describe('the styles of the last visit', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
    localStorage.clear()
  })

  it('come back on the next load as already made: the page inserts none of them again, and they apply', () => {
    const first = newCache()
    const title = use(first, 'color: rgb(1, 2, 3); font-weight: 600;')
    const row = use(first, 'height: 30px; &:hover { background: rgb(9, 9, 9); }')
    rememberStyles(first, localStorage)

    const next = reload()
    expect(use(next, 'color: rgb(1, 2, 3); font-weight: 600;')).toBe(title)
    expect(use(next, 'height: 30px; &:hover { background: rgb(9, 9, 9); }')).toBe(row)
    expect(rulesInserted(next)).toBe(0)
    const element = document.createElement('h1')
    element.className = title
    document.body.append(element)
    expect(getComputedStyle(element).color).toBe('rgb(1, 2, 3)')
    element.remove()

    // what was not seen before is made as usual, and kept with the rest for the load after
    expect(use(next, 'margin: 4px;')).toMatch(/^mui-/)
    expect(rulesInserted(next)).toBe(1)
    rememberStyles(next, localStorage)
    const after = reload()
    use(after, 'margin: 4px;')
    use(after, 'color: rgb(1, 2, 3); font-weight: 600;')
    expect(rulesInserted(after)).toBe(0)
  })

  it('keeps a rule the server rendered once, however many times the page is loaded again', () => {
    // Next renders the loading view on the server: its rules come in their own tag at every load, beside the
    // remembered ones that already hold them
    const fromServer = () => {
      const tag = document.createElement('style')
      tag.setAttribute('data-emotion', `${EMOTION_KEY} ssr1`)
      tag.textContent = '.mui-ssr1{display:block}'
      document.head.append(tag)
    }
    const load = () => {
      document.head.innerHTML = ''
      new Function(styleMemoryScript)()
      fromServer()
      return newCache()
    }
    const stored = () =>
      JSON.parse(localStorage.getItem(STYLE_MEMORY_KEY)!) as { names: string[]; css: string }

    const first = load()
    use(first, 'color: rgb(1, 2, 3);')
    rememberStyles(first, localStorage)
    const once = stored()
    expect(once.css.match(/\.mui-ssr1/g)).toHaveLength(1)
    for (let visit = 0; visit < 3; visit++) {
      const next = load()
      use(next, 'color: rgb(1, 2, 3);')
      expect(rulesInserted(next)).toBe(0)
      rememberStyles(next, localStorage)
    }
    expect(stored().css).toBe(once.css)
    expect(stored().names.sort()).toEqual(once.names.sort())
  })

  it('is bounded: past the limit only what the last page made itself is kept, and nothing past it again', () => {
    const first = newCache()
    const big = `content: "${'x'.repeat(MAX_CHARS / 2)}";`
    use(first, `${big} color: red;`)
    rememberStyles(first, localStorage)
    const next = reload()
    const own = use(next, `${big} color: blue;`)
    rememberStyles(next, localStorage)
    const kept = JSON.parse(localStorage.getItem(STYLE_MEMORY_KEY)!) as { names: string[]; css: string }
    expect(kept.names).toEqual([own.slice('mui-'.length)])
    expect(kept.css).toContain('blue')
    expect(kept.css).not.toContain('red')

    use(next, `content: "${'y'.repeat(MAX_CHARS)}";`)
    rememberStyles(next, localStorage)
    expect(localStorage.getItem(STYLE_MEMORY_KEY)).toBeNull()
  })

  it('the inline script ignores what is not such a memory, and names that are not emotion’s', () => {
    for (const stored of ['not json', '{"v":2,"names":["a"],"css":""}', '{"v":1,"names":"a","css":""}']) {
      localStorage.setItem(STYLE_MEMORY_KEY, stored)
      reload()
      expect(document.head.querySelector('style')).toBeNull()
    }
    localStorage.setItem(
      STYLE_MEMORY_KEY,
      JSON.stringify({
        v: 1,
        names: ['abc123', 'x" onload="alert(1)', 'label-1_x'],
        css: '.mui-abc123{color:red}'
      })
    )
    reload()
    expect(document.head.querySelector('style')?.getAttribute('data-emotion')).toBe('mui abc123 label-1_x')
  })
})

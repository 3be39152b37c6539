import type { EmotionCache } from '@emotion/cache'

/**
 * The styles of the last visit, kept for the next load (a reload of the wall, a new tab).
 *
 * The app's styles are made while it renders (emotion): a first render of the overview makes some 700 rules
 * (≈ 140 kB), each compiled and inserted into the page one by one — a third of the main thread's work in the
 * long tasks of a cold load (traced, docs/quality.md). A page rendered on the server carries its styles in
 * `<style data-emotion="mui name…">` elements, which emotion takes as already inserted when its cache is
 * created. The signed-in pages cannot be rendered on the server (the session lives in the browser), so the
 * browser keeps them instead: on leaving a page the rules its emotion cache holds and their names are stored,
 * and the inline script `styleMemoryScript` puts them back as such an element before the app's code runs.
 *
 * Safe to reuse across builds and settings: an emotion name is a hash of its rule's text, so a remembered name
 * always comes with its own rule, and styles never seen before are made as usual. What is remembered is
 * bounded (`MAX_CHARS`): past it only what the last page made itself is kept, so it does not grow visit
 * after visit.
 */
export const STYLE_MEMORY_KEY = 'campaignManager.styleMemory'

/** The key of the app's emotion cache (MUI's for the pages router): remembered styles hydrate into it only. */
export const EMOTION_KEY = 'mui'

/** About three times what the overview, the campaign page and the users' page make together. */
export const MAX_CHARS = 400_000

interface StyleMemory {
  v: 1
  names: string[]
  css: string
}

const rulesOf = (tag: HTMLStyleElement): string[] => {
  try {
    return Array.from(tag.sheet?.cssRules ?? [], rule => rule.cssText)
  } catch {
    return []
  }
}

/**
 * The tags' rules, each once. The same rule can be in two tags: a page rendered on the server brings its own
 * (the loading view's) beside the remembered ones, which hold them from the visit before; kept twice, the
 * memory would grow by a copy at every reload.
 */
const cssOf = (tags: HTMLStyleElement[]): string => [...new Set(tags.flatMap(rulesOf))].join('')

/** Hydrated tags (from the server or from this memory) name their rules; the ones emotion made itself do not. */
const namesOf = (tag: HTMLStyleElement): string[] =>
  (tag.getAttribute('data-emotion') ?? '').split(' ').slice(1)

/** What to keep of this cache: everything it holds, or when that is too much, what this page made itself. */
export function styleMemoryOf(cache: EmotionCache): StyleMemory | null {
  const tags = cache.sheet.tags
  const all: StyleMemory = { v: 1, names: Object.keys(cache.inserted), css: cssOf(tags) }
  if (all.css.length <= MAX_CHARS) return all
  const hydrated = tags.filter(tag => namesOf(tag).length > 0)
  const given = new Set(hydrated.flatMap(namesOf))
  const own: StyleMemory = {
    v: 1,
    names: all.names.filter(name => !given.has(name)),
    css: cssOf(tags.filter(tag => !hydrated.includes(tag)))
  }
  return own.css.length <= MAX_CHARS ? own : null
}

/** Stores what to keep of the cache (nothing when there is too much, or storage refuses it). */
export function rememberStyles(cache: EmotionCache, storage: Storage): void {
  const memory = styleMemoryOf(cache)
  try {
    if (memory && memory.names.length > 0) storage.setItem(STYLE_MEMORY_KEY, JSON.stringify(memory))
    else storage.removeItem(STYLE_MEMORY_KEY)
  } catch {
    // storage full or refused: the next load makes its styles as usual
  }
}

/**
 * The inline script of `_document`'s <head>: the remembered styles as a hydratable `<style data-emotion>`
 * element, before the app's code creates its emotion cache. Plain ES5; names that are not emotion's
 * (letters, digits, `-`, `_`) are left out; any failure leaves the page to make its styles as usual.
 */
export const styleMemoryScript =
  '(function(){try{' +
  `var m=JSON.parse(window.localStorage.getItem(${JSON.stringify(STYLE_MEMORY_KEY)})||"null");` +
  'if(!m||m.v!==1||typeof m.css!=="string"||!(m.names instanceof Array))return;' +
  'var n=[];for(var i=0;i<m.names.length;i++){if(/^[\\w-]+$/.test(m.names[i]))n.push(m.names[i])}' +
  'if(!n.length)return;' +
  'var s=document.createElement("style");' +
  `s.setAttribute("data-emotion",${JSON.stringify(EMOTION_KEY)}+" "+n.join(" "));` +
  's.textContent=m.css;document.head.appendChild(s)' +
  '}catch(e){}})()'

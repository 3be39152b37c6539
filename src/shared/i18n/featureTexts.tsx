import i18next, { type i18n as I18n, type TFunction } from 'i18next'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

export type Texts = Record<string, unknown>

/** How many made texts a screen keeps (a wall of 2,000 campaigns makes a few per row) before starting over. */
const MADE_TEXTS = 20_000
/**
 * What every screen's texts are taught when they are made (formats: withScreenTexts adds the one that names
 * Genesys Cloud permissions). Registered by the screens' own modules, so that its code stays out of the
 * routes' first load.
 */
const TEXTS_SETUPS: ((texts: I18n) => void)[] = []
export function teachFeatureTexts(setup: (texts: I18n) => void): void {
  if (!TEXTS_SETUPS.includes(setup)) TEXTS_SETUPS.push(setup)
}

/** Each language's texts but English, as a chunk of its own: `() => import('…/fr.json')`. */
export type TextLoaders = Record<string, () => Promise<{ default: Texts }>>

export interface FeatureTextsValue {
  t: TFunction
  /** the language the texts are in (for dates and numbers) */
  language: string
}

/**
 * The texts of the screen a component is in: the nearest feature texts' (createFeatureTexts), or the app's.
 * Shared parts that several screens use (the list-screen module) read their texts through it.
 */
const ScreenTexts = createContext<FeatureTextsValue | null>(null)

/** The nearest screen's texts (a key it does not have falls back to the app's), or the app's own. */
export function useScreenTexts(): FeatureTextsValue {
  const screen = useContext(ScreenTexts)
  const { t, i18n } = useTranslation()
  return useMemo(() => screen ?? { t, language: i18n.language }, [screen, t, i18n.language])
}

export interface FeatureTexts {
  /** gives its children the texts: the app's language once its chunk is there, English until then */
  Provider: (props: { children: ReactNode }) => ReactNode
  /** the texts' `t` (a key they lack falls back to the app's texts) and their language (inside Provider) */
  useTexts: () => FeatureTextsValue
  /** the texts' own i18next instance (tests) */
  instance: () => I18n
}

/**
 * Texts that are not in public/locales/{lng}.json: that file's English is bundled into every route's first load
 * (the 220 kB budget, docs/quality.md), so a screen loaded on its own (a feature's pages, a drawer, a page
 * seldom shown) keeps its texts with its code. English comes with the screen's chunk; each other language is a
 * chunk of its own (`loaders`), loaded when it is the one shown. The language follows the app's.
 *
 * The texts live in an i18next instance of their own. Added to the app's instance, the namespace would join
 * the namespaces its HTTP backend loads on every language change, and the backend would fill it with
 * /locales/{lng}.json (the app's texts): the screen stayed English after a switch.
 */
export function createFeatureTexts(
  ns: string,
  en: Texts,
  loaders: TextLoaders,
  /** where a language that could not be loaded is reported (the app's logger) */
  warn: (template: string, properties: Record<string, string>) => void
): FeatureTexts {
  let texts: I18n | undefined
  const instance = () => {
    if (!texts) {
      texts = i18next.createInstance()
      void texts.init({
        lng: 'en',
        fallbackLng: 'en',
        ns: [ns],
        defaultNS: ns,
        resources: { en: { [ns]: en } },
        interpolation: { escapeValue: false },
        initAsync: false
      })
      for (const setup of TEXTS_SETUPS) setup(texts)
    }
    return texts
  }
  const baseLanguage = (app: I18n) => {
    const base = (app.language ?? 'en').split('-')[0]!.toLowerCase()
    return loaders[base] ? base : 'en'
  }
  const hasTexts = (language: string) => instance().hasResourceBundle(language, ns)
  const loadTexts = async (language: string) => {
    const load = loaders[language]
    if (!load || hasTexts(language)) return
    instance().addResourceBundle(language, ns, (await load()).default)
  }

  const Context = createContext<FeatureTextsValue | null>(null)

  function Provider({ children }: { children: ReactNode }) {
    const { i18n, t: appT } = useTranslation()
    const [language, setLanguage] = useState(() => baseLanguage(i18n))
    useEffect(() => {
      const follow = () => setLanguage(baseLanguage(i18n))
      follow()
      i18n.on('languageChanged', follow)
      return () => i18n.off('languageChanged', follow)
    }, [i18n])
    const [loaded, setLoaded] = useState(0)
    const ready = hasTexts(language)
    useEffect(() => {
      if (ready) return
      let current = true
      loadTexts(language).then(
        () => current && setLoaded(count => count + 1),
        (error: unknown) =>
          warn('Could not load the {Language} {Texts} texts: {Reason}', {
            Language: language,
            Texts: ns,
            Reason: error instanceof Error ? error.message : String(error)
          })
      )
      return () => {
        current = false
      }
    }, [language, ready])
    const shown = ready ? language : 'en'
    const value = useMemo(() => {
      const own = instance().getFixedT(shown, ns)
      // The screen's texts first; shared ones (roles, the lists' paging…) are the app's. A grid's rows ask for
      // hundreds of texts at each render, most of them the same as last time, and i18next resolves and
      // interpolates each anew: a text already made with the same values is given again, and whose a key is
      // (which changes only with a count or a context: their own keys) is looked up once.
      const made = new Map<string, string>()
      const whose = new Map<string, boolean>()
      const make = (key: string, options?: Record<string, unknown>) => {
        const asked = options
          ? `${key}|${options.count === undefined ? '' : '#'}|${String(options.context ?? '')}`
          : key
        let mine = whose.get(asked)
        if (mine === undefined) {
          mine = instance().exists(key, { ...options, lng: shown, ns })
          whose.set(asked, mine)
        }
        return mine ? own(key, options) : appT(key, options)
      }
      const t = ((key: string, options?: Record<string, unknown>) => {
        // (the values are numbers and strings: JSON tells them apart)
        const id = options ? `${key}\u0000${JSON.stringify(options)}` : key
        const known = made.get(id)
        if (known !== undefined) return known
        const text = make(key, options)
        if (typeof text === 'string') {
          if (made.size >= MADE_TEXTS) made.clear()
          made.set(id, text)
        }
        return text
      }) as TFunction
      return { t, language: shown, loaded }
    }, [shown, loaded, appT])
    return (
      <Context.Provider value={value}>
        <ScreenTexts.Provider value={value}>{children}</ScreenTexts.Provider>
      </Context.Provider>
    )
  }

  function useTexts(): FeatureTextsValue {
    const value = useContext(Context)
    if (!value) throw new Error(`The ${ns} texts: render inside their Provider`)
    return value
  }

  return { Provider, useTexts, instance }
}

import en from '../../../public/locales/lists/en.json'
import type { TextLoaders, Texts } from './featureTexts'

const LIST_LOADERS: TextLoaders = {
  fr: () => import('../../../public/locales/lists/fr.json'),
  es: () => import('../../../public/locales/lists/es.json'),
  de: () => import('../../../public/locales/lists/de.json'),
  ar: () => import('../../../public/locales/lists/ar.json')
}

/**
 * A list screen's texts with the list module's own (`lists.*`: paging, failures, Retry, the grid's density and
 * columns) added: they come with the screens that show lists, not with every route's first load
 * (public/locales/lists/{lng}.json; the 220 kB budget, docs/quality.md).
 */
export function withListTexts(screen: Texts, loaders: TextLoaders): [Texts, TextLoaders] {
  return [
    { ...screen, ...en },
    Object.fromEntries(
      Object.entries(loaders).map(([language, load]) => [
        language,
        async () => {
          const [own, lists] = await Promise.all([load(), LIST_LOADERS[language]?.() ?? { default: {} }])
          return { default: { ...own.default, ...lists.default } }
        }
      ])
    )
  ]
}

/** The list module's English texts (tests render list screens with them). */
export const LIST_TEXTS_EN = en

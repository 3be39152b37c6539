import en from '../../../public/locales/screens/en.json'
import type { TextLoaders, Texts } from './featureTexts'

const SHARED_LOADERS: TextLoaders = {
  fr: () => import('../../../public/locales/screens/fr.json'),
  es: () => import('../../../public/locales/screens/es.json'),
  de: () => import('../../../public/locales/screens/de.json'),
  ar: () => import('../../../public/locales/screens/ar.json')
}

/**
 * A screen's texts with those the screens share (public/locales/screens/{lng}.json): the list module's
 * (`lists.*`: paging, failures, Retry, the grid's density and columns), the name rule's (`nameRule.*`), the
 * people's statuses (`statuses.*`) and the editors' conflict table (`editor.conflict.*`). They come with the
 * screens, not with every route's first load, which the 220 kB budget cannot afford (docs/quality.md).
 */
export function withScreenTexts(screen: Texts, loaders: TextLoaders): [Texts, TextLoaders] {
  return [
    { ...screen, ...en },
    Object.fromEntries(
      Object.entries(loaders).map(([language, load]) => [
        language,
        async () => {
          const [own, lists] = await Promise.all([load(), SHARED_LOADERS[language]?.() ?? { default: {} }])
          return { default: { ...own.default, ...lists.default } }
        }
      ])
    )
  ]
}

/** The screens' shared English texts (tests render the shared parts with them). */
export const SCREEN_TEXTS_EN = en

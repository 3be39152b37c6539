import permissionsEn from '../../../public/locales/platformPermissions/en.json'
import screensEn from '../../../public/locales/screens/en.json'
import { addPermissionNamesFormat } from '@/shared/permissions/permissionNeeded'
import { teachFeatureTexts, type TextLoaders, type Texts } from './featureTexts'
import { groupNumbers } from './groupedNumbers'

// every screen names a missing Genesys Cloud permission the same way (src/shared/permissions)
teachFeatureTexts(addPermissionNamesFormat)
// and writes the numbers its texts are given as the language writes them
teachFeatureTexts(groupNumbers)

const en = { ...screensEn, ...permissionsEn }

const SHARED_LOADERS: TextLoaders = {
  fr: () => import('../../../public/locales/screens/fr.json'),
  es: () => import('../../../public/locales/screens/es.json'),
  de: () => import('../../../public/locales/screens/de.json'),
  ar: () => import('../../../public/locales/screens/ar.json')
}

// The Genesys Cloud permissions' names and the sentence that names a missing one (src/shared/permissions).
const PERMISSION_LOADERS: TextLoaders = {
  fr: () => import('../../../public/locales/platformPermissions/fr.json'),
  es: () => import('../../../public/locales/platformPermissions/es.json'),
  de: () => import('../../../public/locales/platformPermissions/de.json'),
  ar: () => import('../../../public/locales/platformPermissions/ar.json')
}

/**
 * A screen's texts with those the screens share (public/locales/screens/{lng}.json): the list module's
 * (`lists.*`: paging, failures, Retry, the grid's density and columns), the name rule's (`nameRule.*`), the
 * people's statuses (`statuses.*`), the editors' conflict table (`editor.conflict.*`), and the Genesys Cloud
 * permissions' names with the sentence naming a missing one (public/locales/platformPermissions). They come with the
 * screens, not with every route's first load, which the 220 kB budget cannot afford (docs/quality.md).
 */
export function withScreenTexts(screen: Texts, loaders: TextLoaders): [Texts, TextLoaders] {
  return [
    { ...screen, ...en },
    Object.fromEntries(
      Object.entries(loaders).map(([language, load]) => [
        language,
        async () => {
          const none = { default: {} }
          const [own, lists, permissions] = await Promise.all([
            load(),
            SHARED_LOADERS[language]?.() ?? none,
            PERMISSION_LOADERS[language]?.() ?? none
          ])
          return { default: { ...own.default, ...lists.default, ...permissions.default } }
        }
      ])
    )
  ]
}

/** The screens' shared English texts (tests render the shared parts with them). */
export const SCREEN_TEXTS_EN = en

import i18next from 'i18next'

import de from '../../../public/locales/platformPermissions/de.json'
import en from '../../../public/locales/platformPermissions/en.json'
import { addPermissionNamesFormat, neededOf, permissionNeeded, sayPermissionNeeded } from './permissionNeeded'

const texts = i18next.createInstance()
void texts.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en }, de: { translation: de } },
  interpolation: { escapeValue: false },
  initAsync: false
})
addPermissionNamesFormat(texts)

const say = (needed: Parameters<typeof permissionNeeded>[0], lng = 'en') =>
  sayPermissionNeeded(texts.getFixedT(lng), needed)

describe('the one way a missing Genesys Cloud permission is said', () => {
  it('names the permission in words first, its string after it', () => {
    expect(say('outbound:campaign:view')).toBe(
      'You need the Genesys Cloud permission “View campaigns” (outbound:campaign:view).'
    )
    expect(say({ permissions: ['outbound:dnc:view'] })).toBe(
      'You need the Genesys Cloud permission “View the numbers on do-not-call lists” (outbound:dnc:view).'
    )
  })

  it('says all of several with “and”, any one of several with “or”', () => {
    expect(say({ permissions: ['outbound:dnc:view', 'outbound:dncList:view'] })).toBe(
      'You need the Genesys Cloud permissions “View the numbers on do-not-call lists” (outbound:dnc:view) and ' +
        '“View do-not-call lists” (outbound:dncList:view).'
    )
    expect(say({ permissions: ['outbound:campaign:recycle', 'outbound:campaign:edit'], anyOf: true })).toBe(
      'You need one of the Genesys Cloud permissions “Recycle campaigns” (outbound:campaign:recycle) or ' +
        '“Edit campaigns” (outbound:campaign:edit).'
    )
  })

  it('speaks the person’s language', () => {
    expect(say('outbound:campaign:view', 'de')).toBe(
      'Dafür brauchen Sie die Genesys-Cloud-Berechtigung „Kampagnen anzeigen“ (outbound:campaign:view).'
    )
    expect(say({ permissions: ['routing:queue:view', 'scripter:script:view'], anyOf: true }, 'de')).toBe(
      'Dafür brauchen Sie eine der Genesys-Cloud-Berechtigungen „Warteschlangen anzeigen“ (routing:queue:view) ' +
        'oder „Skripte anzeigen“ (scripter:script:view).'
    )
  })

  it('shows a permission it has no name for as it is, and a refusal that named none in words', () => {
    expect(say('outbound:wrapUpCodeMapping:edit')).toBe(
      'You need the Genesys Cloud permission outbound:wrapUpCodeMapping:edit.'
    )
    expect(say(null)).toBe('You lack a Genesys Cloud permission this needs.')
    expect(permissionNeeded({ permissions: ['a:b:c', 'a:b:c'] })).toEqual({
      key: 'permissionNeeded.one',
      values: { permissions: 'a:b:c' }
    })
  })

  it('reads what an error body names: several with anyOf, else the one', () => {
    expect(neededOf({ permission: 'a:b:c', permissions: ['a:b:c', 'd:e:f'], anyOf: true })).toEqual({
      permissions: ['a:b:c', 'd:e:f'],
      anyOf: true
    })
    expect(neededOf({ permission: 'a:b:c' })).toEqual({ permissions: ['a:b:c'] })
    expect(neededOf(undefined)).toEqual({ permissions: [] })
  })
})

import i18next from 'i18next'
import HttpBackend from 'i18next-http-backend'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

import fr from '../../../public/locales/fr.json'
import { createI18nOptions } from './i18nOptions'
import { directionOf } from './languages'

let failuresLeft = 0
const attempts: number[] = []
const server = setupServer(
  http.get('/locales/:lng.json', ({ params }) => {
    attempts.push(Date.now())
    if (failuresLeft > 0) {
      failuresLeft -= 1
      return new HttpResponse('down', { status: 503 })
    }
    return params.lng === 'fr' ? HttpResponse.json(fr) : new HttpResponse('no', { status: 404 })
  })
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  attempts.length = 0
  failuresLeft = 0
})

const newInstance = async () => {
  const instance = i18next.createInstance()
  await instance.use(HttpBackend).init(createI18nOptions())
  return instance
}

describe('translations', () => {
  it('starts in English from the bundle, without any request', async () => {
    const i18n = await newInstance()
    expect(i18n.language).toBe('en')
    expect(i18n.t('login.signIn')).toBe('Sign in with Genesys Cloud')
    expect(attempts).toHaveLength(0)
  })

  it('loads another language from /locales/{lng}.json', async () => {
    const i18n = await newInstance()
    await i18n.changeLanguage('fr')
    expect(i18n.t('login.signIn')).toBe('Se connecter avec Genesys Cloud')
  })

  it('retries a failed load, 350 ms first and then doubling, until it succeeds', async () => {
    failuresLeft = 2
    const i18n = await newInstance()
    await i18n.changeLanguage('fr')
    expect(i18n.t('login.signIn')).toBe('Se connecter avec Genesys Cloud')
    expect(attempts).toHaveLength(3)
    const [first, second, third] = attempts as [number, number, number]
    expect(second - first).toBeGreaterThanOrEqual(340)
    expect(third - second).toBeGreaterThanOrEqual(690)
  })

  it('falls back to English for a language it does not ship', async () => {
    const i18n = await newInstance()
    await i18n.changeLanguage('xx')
    expect(i18n.t('login.signIn')).toBe('Sign in with Genesys Cloud')
  })

  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('ar-EG')).toBe('rtl')
    expect(directionOf('fr')).toBe('ltr')
    expect(directionOf('en-GB')).toBe('ltr')
  })
})

import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { act } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'

import { CampaignTextsProvider, useCampaignsT } from './CampaignTexts'

function Title() {
  const { t, language } = useCampaignsT()
  return <h1 lang={language}>{t('overview.new')}</h1>
}

/** The title, in the campaigns texts, under the app's i18next instance `i18n`. */
const renderUnder = (i18n: typeof i18next) =>
  render(
    <I18nextProvider i18n={i18n}>
      <CampaignTextsProvider>
        <Title />
      </CampaignTextsProvider>
    </I18nextProvider>
  )

async function renderIn(language: string) {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({ lng: language, fallbackLng: 'en', resources: {}, initAsync: false })
  renderUnder(i18n)
  return i18n
}

describe('the campaigns texts', () => {
  it('are English at once (they come with the page)', async () => {
    await renderIn('en')
    expect(screen.getByRole('heading')).toHaveTextContent('New campaign')
  })

  it('show another language once its chunk is there (English meanwhile), and follow a change', async () => {
    const i18n = await renderIn('fr')
    expect(await screen.findByRole('heading', { name: 'Nouvelle campagne' })).toHaveAttribute('lang', 'fr')
    await act(() => i18n.changeLanguage('de'))
    expect(await screen.findByRole('heading', { name: 'Neue Kampagne' })).toHaveAttribute('lang', 'de')
    await act(() => i18n.changeLanguage('xx'))
    expect(await screen.findByRole('heading', { name: 'New campaign' })).toBeInTheDocument()
  })

  it('stay the campaigns texts when the app’s backend loads a language (it loads the app’s own file)', async () => {
    // Like i18next-http-backend with /locales/{lng}.json: whatever namespace is asked, the app's texts come.
    const appBackend = {
      type: 'backend' as const,
      init: () => undefined,
      read: (_lng: string, _ns: string, done: (error: null, data: object) => void) =>
        done(null, { overview: { new: 'the app’s file' } })
    }
    const i18n = i18next.createInstance()
    await i18n
      .use(appBackend)
      .use(initReactI18next)
      .init({ lng: 'en', fallbackLng: 'en', partialBundledLanguages: true, resources: {}, initAsync: false })
    renderUnder(i18n)
    await act(() => i18n.changeLanguage('fr'))
    expect(await screen.findByRole('heading', { name: 'Nouvelle campagne' })).toHaveAttribute('lang', 'fr')
  })
})

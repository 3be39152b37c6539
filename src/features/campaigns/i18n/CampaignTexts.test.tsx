import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { act } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'

import { CampaignTextsProvider, useCampaignsT } from './CampaignTexts'

function Title() {
  const { t, language } = useCampaignsT()
  return <h1 lang={language}>{t('overview.new')}</h1>
}

async function renderIn(language: string) {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({ lng: language, fallbackLng: 'en', resources: {}, initAsync: false })
  render(
    <I18nextProvider i18n={i18n}>
      <CampaignTextsProvider>
        <Title />
      </CampaignTextsProvider>
    </I18nextProvider>
  )
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
})

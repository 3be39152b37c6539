import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'

import { type Settings, useSettings } from '@/features/settings'
import { mockMatchMedia, renderWithProviders } from '@/testing'

import { UserLayout } from './UserLayout'

jest.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/', pathname: '/', query: {}, events: { on() {}, off() {} } })
}))
jest.mock('@/features/auth', () => ({
  useAuth: () => ({ user: { fullName: 'Avery Admin' }, logout: jest.fn() }),
  // no stored token: the navigation asks nothing of the server (its pages' access: usePageAccess)
  readAccessToken: () => null
}))
jest.mock('@/features/i18n', () => ({ LanguageMenu: () => null }))

const mockScreen = (belowLg: boolean) =>
  mockMatchMedia(media => media.includes('max-width:1199.95px') && belowLg)

/** Applies settings that the customizer does not offer (navigation shown, a chosen layout). */
function With({ settings }: { settings: Partial<Settings> }) {
  const { saveSettings } = useSettings()
  useEffect(() => saveSettings(settings), [saveSettings, settings])
  return null
}

function renderLayout(settings: Partial<Settings> = {}) {
  return renderWithProviders(
    <>
      <With settings={settings} />
      <UserLayout>
        <h1>Page</h1>
      </UserLayout>
    </>,
    { settings: true }
  )
}

beforeEach(() => localStorage.clear())

describe('UserLayout', () => {
  it('horizontal with the navigation hidden (the default): a menu button lists the navigation', async () => {
    mockScreen(false)
    renderLayout()
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }))
    const menu = await screen.findByRole('menu', { name: 'Main navigation' })
    expect(within(menu).getByRole('menuitem', { name: 'Campaigns' })).toHaveAttribute('href', '/')
  })

  it('horizontal with the navigation shown: a row of items in the app bar', async () => {
    mockScreen(false)
    renderLayout({ navHidden: false })
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(within(screen.getByRole('banner')).getByRole('navigation')).toBe(navigation)
    expect(within(navigation).getByRole('link', { name: 'Campaigns' })).toHaveAttribute(
      'aria-current',
      'page'
    )
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument()
  })

  it('vertical with the navigation shown on a wide screen: docked, 260 px, collapsing to 68 px', async () => {
    mockScreen(false)
    renderLayout({ navHidden: false, layout: 'vertical' })
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' })
    const paper = navigation.closest('.MuiDrawer-paper')!
    expect(getComputedStyle(paper).width).toBe('260px')
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }))
    await waitFor(() => expect(getComputedStyle(paper).width).toBe('68px'))
    // Icons only, the titles still there for screen readers.
    expect(within(navigation).getByRole('link', { name: 'Campaigns' })).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('settings')!)).toMatchObject({ navCollapsed: true })
    await userEvent.click(screen.getByRole('button', { name: 'Expand navigation' }))
    await waitFor(() => expect(getComputedStyle(paper).width).toBe('260px'))
  })

  it('vertical on a narrow screen: the menu button opens the navigation drawer', async () => {
    mockScreen(true)
    renderLayout({ navHidden: false })
    const button = await screen.findByRole('button', { name: 'Open navigation' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(button)
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' })
    await userEvent.click(within(drawer).getByRole('link', { name: 'Campaigns' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Main navigation' })).not.toBeInTheDocument()
    )
  })

  it('hides the app bar when asked to (vertical layout only)', async () => {
    mockScreen(true)
    renderLayout({ appBar: 'hidden' })
    await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument()
    // the way back to the settings, then, floats at the side of the screen
    expect(screen.getByRole('button', { name: 'Theme Customizer' })).toHaveStyle({ position: 'fixed' })
  })

  it("the Theme Customizer's button is one of the top bar's, over no content", () => {
    mockScreen(false)
    renderLayout()
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Theme Customizer' })
    expect(toggle).not.toHaveStyle({ position: 'fixed' })
    expect(screen.getAllByRole('button', { name: 'Theme Customizer' })).toHaveLength(1)
  })
})

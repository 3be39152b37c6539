import { expect, type Page, test } from './support/test'

import { resetEmulator, signInFromLoginPage } from './support/emulator'
import { watchConsole } from './support/shell'

test.beforeEach(async ({ request }) => resetEmulator(request))

async function chooseLanguage(page: Page, nativeName: string) {
  await page
    .getByRole('button', {
      name: /Change language|Changer de langue|Cambiar idioma|Sprache ändern|تغيير اللغة/
    })
    .click()
  await page.getByRole('menuitem', { name: nativeName }).click()
}

test('switches the signed-in app to French, keeps it over a reload, without hydration errors', async ({
  page
}) => {
  const errors = watchConsole(page)
  await page.goto('/login')
  await signInFromLoginPage(page)
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()

  await chooseLanguage(page, 'Français')
  await expect(page.getByText('Bienvenue, Avery Admin')).toBeVisible()
  // the campaign screens' own texts (their language chunk) follow
  await expect(page.getByRole('heading', { level: 1, name: 'Campagnes' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr')

  await page.reload()
  await expect(page.getByText('Bienvenue, Avery Admin')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Campagnes' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect(errors).toEqual([])
})

test('Arabic turns the page right-to-left and back', async ({ page }) => {
  const errors = watchConsole(page)
  await page.goto('/login')
  await chooseLanguage(page, 'العربية')
  await expect(page.getByRole('button', { name: 'تسجيل الدخول عبر Genesys Cloud' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  // Styles flip too: the language button sits at the card's left edge in right-to-left.
  const card = await page.getByRole('heading', { level: 1 }).boundingBox()
  const button = await page.getByRole('button', { name: 'تغيير اللغة' }).boundingBox()
  expect(button!.x).toBeLessThan(card!.x + 50)

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await chooseLanguage(page, 'English')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('button', { name: 'Sign in with Genesys Cloud' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the query string lng=de wins over everything else', async ({ page }) => {
  await page.goto('/login?lng=de')
  await expect(page.getByRole('button', { name: 'Mit Genesys Cloud anmelden' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' })
  test('detects the browser language', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Iniciar sesión con Genesys Cloud' })).toBeVisible()
  })
})

test('a language whose texts cannot be loaded is retried and the page stays usable in English', async ({
  page
}) => {
  const requests: number[] = []
  await page.route('**/locales/fr.json', route => {
    requests.push(Date.now())
    return route.fulfill({ status: 503, body: 'down' })
  })
  await page.goto('/login')
  await chooseLanguage(page, 'Français')
  await expect.poll(() => requests.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3)
  expect(requests[1]! - requests[0]!).toBeGreaterThanOrEqual(300)
  await expect(page.getByRole('button', { name: 'Sign in with Genesys Cloud' })).toBeVisible()
})

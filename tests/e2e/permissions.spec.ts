import { expect, type Page, test } from './support/test'

import { resetEmulator, signInFromLoginPage } from './support/emulator'

// Issue 4, browser half: the permissions catalogue, searchable, with the roles each permission is assigned to
// as chips.

test.beforeEach(async ({ page, request }) => {
  await resetEmulator(request)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/login')
  await signInFromLoginPage(page, 'Avery Admin')
  await expect(page.getByText('Welcome, Avery Admin')).toBeVisible()
})

// The catalogue is the house data grid (role grid, one row per permission after the header row).
const table = (page: Page) => page.getByRole('grid', { name: 'Permissions of Demo Contact Centre' })
const rowOf = (page: Page, name: string) => table(page).getByRole('row', { name: new RegExp(`^${name}`) })
const chipsOf = (page: Page, name: string) => rowOf(page, name).getByRole('listitem')

test('shows each permission with its roles as chips, and the count per role', async ({ page }) => {
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await page
    .getByRole('menu', { name: 'Main navigation' })
    .getByRole('menuitem', { name: 'Permissions' })
    .click()
  await expect(page).toHaveURL(/\/permissions$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible()

  await expect(table(page).getByRole('row')).toHaveCount(12)
  await expect(page.getByRole('status').filter({ hasText: 'Permissions found: 11' })).toBeAttached()
  await expect(chipsOf(page, 'View users')).toHaveText(['Admin', 'Supervisor'])
  await expect(chipsOf(page, 'See campaigns and lists, without changing them')).toHaveText([
    'Admin',
    'Supervisor',
    'Client'
  ])
  await expect(chipsOf(page, 'Everything, in every part of the app')).toHaveText(['Admin'])
  // what it is about, in words: never the rules' identifiers (`acl-page`, `campaign-runs`)
  await expect(rowOf(page, 'View users')).toContainText('Users')
  await expect(table(page)).not.toContainText('acl-page')
  await expect(table(page)).not.toContainText('campaign-runs')
  await expect(rowOf(page, 'View users')).toContainText('Read')

  const summary = page.getByRole('list', { name: 'Permissions per role' })
  await expect(summary.getByRole('listitem')).toHaveText(['Admin: 11', 'Supervisor: 9', 'Client: 1'])
})

test('searches (debounced) and filters by role', async ({ page }) => {
  await page.goto('/permissions')
  await expect(table(page).getByRole('row')).toHaveCount(12)

  const searches: string[] = []
  page.on('request', request => {
    if (request.url().includes('/apps/permissions/data?q=')) searches.push(request.url())
  })
  await page.getByLabel('Search permissions').pressSequentially('campaign', { delay: 30 })
  await expect(table(page).getByRole('row')).toHaveCount(4)
  await expect(rowOf(page, 'View campaigns')).toBeVisible()
  expect(searches).toHaveLength(1)

  // exact: the grid's column menu button is labelled "Assigned to column menu"
  await page.getByLabel('Assigned to', { exact: true }).selectOption('client')
  await expect(page.getByText('No permissions match your search or filter.')).toBeVisible()
  await page.getByLabel('Search permissions').fill('')
  await expect(table(page).getByRole('row')).toHaveCount(2)
  await expect(chipsOf(page, 'See campaigns and lists, without changing them')).toHaveText([
    'Admin',
    'Supervisor',
    'Client'
  ])
})

import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import type {
  DncListCapabilities,
  DncListRow,
  DncListsAnswer,
  DncListDetail
} from '@/shared/dncLists/dncListTypes'
import type { ContactListImport } from '@/shared/contactLists/contactListTypes'
import { createTestRouter, mockMatchMedia, renderWithProviders, setupTestServer } from '@/testing'

import { DncListsPage } from './DncListsPage'

// Role queries over the data grid are slow under jsdom on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: {
      id: 1,
      fullName: 'Me',
      username: 'me',
      company: 'Demo Contact Centre',
      companyID: 'org',
      role: 'admin',
      email: 'avery.admin@democc.example'
    }
  })
}))
const router = createTestRouter('/dnc-lists')
jest.mock('next/router', () => ({ useRouter: () => router }))

const row = (name: string, extra: Partial<DncListRow> = {}): DncListRow => ({
  id: `id-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  divisionId: 'd-1',
  divisionName: 'Home',
  size: 7,
  dncSourceType: 'rds',
  contactMethod: 'Phone',
  takesNumbers: true,
  campaigns: [],
  importStatus: null,
  dateModified: '2026-03-01T08:00:00.000Z',
  version: 1,
  ...extra
})
const lists = [
  row('Customer opt-outs', {
    size: 1_234,
    campaigns: [
      { id: 'c2', name: 'Arrears', status: 'off' },
      { id: 'c1', name: 'Debt Recovery – East', status: 'on' }
    ]
  }),
  row('National registry', { dncSourceType: 'dnc.com', takesNumbers: false })
]
const allowed = { allowed: true } as const
let capabilities: DncListCapabilities = { addNumbers: allowed, removeNumbers: allowed, export: allowed }
/** what the platform still says of the lists, read after read (the last one stays); the seed's once used up */
let answers: DncListRow[][] = []

setupTestServer(
  http.get('/api/dnc-lists', () => {
    const shown = (answers.length > 1 ? answers.shift() : answers[0]) ?? lists
    return HttpResponse.json<DncListsAnswer>({
      dncLists: shown,
      total: shown.length,
      params: { sort: 'name:asc', page: 1, pageSize: 25 },
      allData: [],
      divisions: [{ id: 'd-1', name: 'Home' }],
      capabilities
    })
  }),
  http.post('/api/dnc-lists/:id/numbers', async ({ request }) => {
    const { data } = (await request.json()) as { data: { action: string; numbers: string[] } }
    return HttpResponse.json({ action: data.action, changed: data.numbers.length })
  }),
  http.get('/api/dnc-lists/:id', ({ params }) =>
    HttpResponse.json<DncListDetail>({
      dncList: lists.find(list => list.id === params.id)!,
      capabilities,
      defaultCountry: 'US'
    })
  )
)

beforeEach(() => {
  answers = []
  capabilities = { addNumbers: allowed, removeNumbers: allowed, export: allowed }
  router.replace('/dnc-lists')
  localStorage.setItem('accessToken', 'the-token')
  mockMatchMedia(() => false)
})

const rowOf = (name: string) =>
  waitFor(() => {
    const found = screen
      .getByRole('grid', { name: /^Do-not-call lists of Demo Contact Centre/ })
      .querySelector<HTMLElement>(`[role="row"][data-id="${row(name).id}"]`)
    if (!found) throw new Error(`No row for ${name}`)
    return found
  })

describe('the do-not-call lists page', () => {
  it('lists each list with its size, source and the campaigns that honour it', async () => {
    renderWithProviders(<DncListsPage />)
    const optOuts = await rowOf('Customer opt-outs')
    expect(optOuts).toHaveTextContent('1,234')
    expect(optOuts).toHaveTextContent('Genesys Cloud')
    expect(within(optOuts).getByRole('link', { name: 'Arrears' })).toHaveAttribute('href', '/campaigns/c2')
    expect(optOuts).toHaveTextContent('Off · +1')
    expect(await rowOf('National registry')).toHaveTextContent('DNC.com')
  })

  it('offers adding numbers where the list takes them, and opens the drawer for it', async () => {
    const user = userEvent.setup()
    renderWithProviders(<DncListsPage />)
    const registry = await rowOf('National registry')
    const addThere = within(registry).getByRole('button', { name: 'Add numbers to National registry' })
    expect(addThere).toBeDisabled()
    expect(addThere).toHaveAttribute(
      'title',
      'The numbers of a DNC.com list are kept by its provider, not in Genesys Cloud.'
    )
    const optOuts = await rowOf('Customer opt-outs')
    await user.click(within(optOuts).getByRole('button', { name: 'Add numbers to Customer opt-outs' }))
    expect(
      await screen.findByRole('dialog', { name: 'Add numbers to Customer opt-outs' })
    ).toBeInTheDocument()
  })

  it('closes the drawer once the numbers are sent, and says above the list what was done (issue 33, finding 8)', async () => {
    const user = userEvent.setup()
    renderWithProviders(<DncListsPage />)
    const optOuts = await rowOf('Customer opt-outs')
    await user.click(within(optOuts).getByRole('button', { name: 'Add numbers to Customer opt-outs' }))
    const drawer = await screen.findByRole('dialog', { name: 'Add numbers to Customer opt-outs' })
    await user.type(await within(drawer).findByRole('textbox', { name: 'Phone numbers' }), '+12025550123')
    await user.click(await within(drawer).findByRole('button', { name: /^Add \S+ number$/ }))
    // no drawer left open with "Add 0 numbers" to press: the page says it
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add numbers to Customer opt-outs' })).toBeNull()
    )
    expect(
      await screen.findByText((_, element) =>
        Boolean(
          element?.classList.contains('MuiAlert-message') &&
          element.textContent?.replace(/[\u2068\u2069]/g, '') === '1 number was added to Customer opt-outs.'
        )
      )
    ).toBeInTheDocument()
  })

  it('says once, above the list, why the person may not change numbers, and disables those actions', async () => {
    capabilities = {
      addNumbers: { allowed: false, reason: 'platform', permission: 'outbound:dnc:edit' },
      removeNumbers: { allowed: false, reason: 'role' },
      // a supervisor: the platform's export needs outbound:dnc:view as well as outbound:dncList:view
      export: { allowed: false, reason: 'platform', permission: 'outbound:dnc:view' }
    }
    renderWithProviders(<DncListsPage />)
    const optOuts = await rowOf('Customer opt-outs')
    // the permission by its name first, in the one wording every screen uses; its string only after it
    expect(await screen.findByTestId('dnc-refusals')).toHaveTextContent(
      [
        'Adding numbers: You need the Genesys Cloud permission “Change the numbers on do-not-call lists” (outbound:dnc:edit).',
        'Removing numbers: Your role in Campaign Manager does not allow this.',
        'Exporting: You need the Genesys Cloud permission “View the numbers on do-not-call lists” (outbound:dnc:view).'
      ].join('')
    )
    for (const name of ['Add numbers to', 'Remove numbers from', 'Export'])
      expect(
        within(optOuts).getByRole('button', { name: new RegExp(`^${name} Customer opt-outs`) })
      ).toBeDisabled()
  })

  it('a list whose numbers Genesys Cloud is still importing says how far, and is read again until they are in', async () => {
    const importing: ContactListImport = {
      state: 'IN_PROGRESS',
      totalRecords: 5,
      completedRecords: 2,
      percentComplete: 40,
      failureReason: null
    }
    const done: ContactListImport = {
      ...importing,
      state: 'COMPLETED',
      completedRecords: 5,
      percentComplete: 100
    }
    answers = [
      [row('Customer opt-outs', { size: 1_234, importStatus: importing })],
      [row('Customer opt-outs', { size: 1_239, importStatus: done })]
    ]
    renderWithProviders(<DncListsPage />)
    expect(await rowOf('Customer opt-outs')).toHaveTextContent('Importing 40 %')
    await waitFor(async () => expect(await rowOf('Customer opt-outs')).toHaveTextContent('1,239'), {
      timeout: 6_000
    })
    expect(await rowOf('Customer opt-outs')).toHaveTextContent('Imported')
  }, 10_000)
})

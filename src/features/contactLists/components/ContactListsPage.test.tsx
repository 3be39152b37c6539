import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import type {
  Contact,
  ContactListCapabilities,
  ContactListDetail,
  ContactListRow,
  ContactsAnswer
} from '@/shared/contactLists/contactListTypes'
import { createTestRouter, renderWithProviders, setupTestServer } from '@/testing'

import { ContactListPage } from './ContactListPage'
import { ContactListsPage } from './ContactListsPage'

// Role queries over the data grid are slow under jsdom on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: { role: 'admin', company: 'Demo Contact Centre', email: 'a@x' }
  })
}))

const router = createTestRouter('/contact-lists')
jest.mock('next/router', () => ({ useRouter: () => router }))

const ALLOWED: ContactListCapabilities = {
  createList: { allowed: true },
  import: { allowed: true },
  editContacts: { allowed: true },
  deleteContacts: { allowed: true },
  export: { allowed: true }
}

const list = (
  id: string,
  name: string,
  size: number,
  extra: Partial<ContactListRow> = {}
): ContactListRow => ({
  id,
  name,
  divisionId: 'home',
  divisionName: 'Home',
  size,
  worked: null,
  campaigns: [],
  importStatus: null,
  columnNames: ['FirstName', 'LastName', 'Cell'],
  phoneColumns: [{ columnName: 'Cell', type: 'cell', callableTimeColumn: null }],
  dateModified: '2026-02-20T16:40:00.000Z',
  version: 1,
  ...extra
})

const renewals = list('l1', 'Renewals – Spring 2026', 12_480, {
  worked: { called: 3_120, total: 12_480 },
  campaigns: [{ id: 'c1', name: 'Spring Renewals', status: 'on', called: 3_120, total: 12_480 }]
})
const pilot = list('l2', 'Pilot – Sample A', 300)

let failures = 0
let capabilities = ALLOWED
const seen: URL[] = []
const saved: unknown[] = []
setupTestServer(
  http.get('/api/contact-lists', ({ request }) => {
    const url = new URL(request.url)
    seen.push(url)
    if (failures > 0) {
      failures -= 1
      return HttpResponse.json({ message: 'Down.', code: 'platform.unavailable' }, { status: 502 })
    }
    const usage = url.searchParams.get('usage')
    const rows = [renewals, pilot].filter(
      row => !usage || (usage === 'unused') === (row.campaigns.length === 0)
    )
    return HttpResponse.json({
      contactLists: rows,
      total: rows.length,
      params: { usage },
      allData: [],
      divisions: [],
      capabilities
    })
  }),
  http.get('/api/contact-lists/l1', () =>
    HttpResponse.json({
      contactList: renewals,
      capabilities,
      defaultCountry: 'US',
      history: [
        {
          id: 'h1',
          action: 'contacts_imported',
          outcome: 'succeeded',
          count: 1_000,
          actor: 'Avery Admin',
          at: '2026-04-01T09:00:00.000Z'
        }
      ]
    } satisfies ContactListDetail)
  ),
  http.put('/api/contact-lists/l1/contacts', async ({ request }) => {
    const { data } = (await request.json()) as { data: Contact }
    saved.push(data)
    return HttpResponse.json(data)
  }),
  http.get('/api/contact-lists/l1/contacts', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? ''
    const contacts = [
      { FirstName: 'Ada', LastName: 'Lovelace', Cell: '+12025550143' },
      { FirstName: 'Alan', LastName: 'Turing', Cell: '+442079460958' }
    ]
      .filter(data => !q || Object.values(data).some(value => value.includes(q)))
      .map((data, i) => ({
        id: `k${i}`,
        data,
        callable: true,
        phoneNumberStatus: {},
        callRecords: (i === 0
          ? { Cell: { lastAttempt: '2026-04-01T09:00:00.000Z', lastResult: 'Answered' } }
          : {}) as Contact['callRecords']
      }))
    return HttpResponse.json({
      contacts,
      total: contacts.length,
      params: { q, page: 1, pageSize: 25 },
      allData: []
    } satisfies ContactsAnswer)
  })
)

beforeEach(() => {
  failures = 0
  capabilities = ALLOWED
  seen.length = 0
  saved.length = 0
  localStorage.setItem('accessToken', 'the-token')
})

describe('the contact lists page', () => {
  it('lists each list with its size, how far it is worked and the campaign that dials it', async () => {
    router.at('/contact-lists')
    renderWithProviders(<ContactListsPage />)
    const row = await screen.findByRole('row', { name: /Renewals – Spring 2026/ })
    expect(row).toHaveTextContent('12,480')
    expect(row).toHaveTextContent('25%')
    expect(row).toHaveTextContent('Spring Renewals')
    expect(
      within(row).getByRole('progressbar', { name: '3,120 of 12,480 contacts called' })
    ).toBeInTheDocument()
    expect(screen.getByRole('row', { name: /Pilot – Sample A/ })).toHaveTextContent('No campaign')
    expect(within(row).getByRole('link', { name: 'Renewals – Spring 2026' })).toHaveAttribute(
      'href',
      '/contact-lists/l1'
    )
  })

  it('filters by use, the address following', async () => {
    router.at('/contact-lists')
    const user = userEvent.setup()
    renderWithProviders(<ContactListsPage />)
    await screen.findByRole('row', { name: /Renewals/ })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Use' }), 'unused')
    await waitFor(() => expect(seen.at(-1)!.searchParams.get('usage')).toBe('unused'))
    await waitFor(() => expect(screen.queryByRole('row', { name: /Renewals/ })).not.toBeInTheDocument())
    expect(router.asPath).toBe('/contact-lists?usage=unused')
  })

  it('says it could not load, and never that there are none', async () => {
    router.at('/contact-lists')
    failures = 1
    const user = userEvent.setup()
    renderWithProviders(<ContactListsPage />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The contact lists could not be loaded.')
    expect(screen.queryByText('No contact lists yet.')).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('row', { name: /Renewals/ })).toBeInTheDocument()
  })
})

describe('a contact list’s page', () => {
  it('shows the list’s facts and its contacts with their last attempt, and searches them', async () => {
    router.at('/contact-lists/l1?id=l1')
    const user = userEvent.setup()
    renderWithProviders(<ContactListPage />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Renewals – Spring 2026' })
    ).toBeInTheDocument()
    const summary = screen.getByRole('region', { name: 'About this list' })
    expect(summary).toHaveTextContent('12,480')
    expect(summary).toHaveTextContent('Cell (cell)')
    const history = screen.getByRole('region', { name: 'History' })
    expect(history).toHaveTextContent('1,000 contacts imported by Avery Admin')
    expect(screen.getByRole('region', { name: 'Campaigns that dial it' })).toHaveTextContent(
      'Spring Renewals'
    )
    const ada = await screen.findByRole('row', { name: /Ada/ })
    expect(ada).toHaveTextContent('+12025550143')
    expect(ada).toHaveTextContent('Answered')
    expect(screen.getByRole('row', { name: /Alan/ })).toHaveTextContent('Not called yet')
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'Turing')
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ada/ })).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Export search result' })).toBeEnabled()
  })

  it('disables import with the reason when the Genesys user lacks the permission', async () => {
    capabilities = {
      ...ALLOWED,
      import: { allowed: false, reason: 'platform', permission: 'outbound:contact:add' }
    }
    router.at('/contact-lists/l1?id=l1')
    renderWithProviders(<ContactListPage />)
    const button = await screen.findByRole('button', { name: 'Import CSV' })
    await waitFor(() => expect(button).toBeDisabled())
    expect(button.parentElement).toHaveAttribute(
      'title',
      'You need the Genesys Cloud permission “Add contacts” (outbound:contact:add).'
    )
  })

  it('edits a contact: a wrong number is named before anything is sent, a right one is sent in E.164', async () => {
    router.at('/contact-lists/l1?id=l1')
    const user = userEvent.setup()
    renderWithProviders(<ContactListPage />)
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Lovelace' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit the contact' })
    const cell = within(dialog).getByRole('textbox', { name: 'Cell' })
    await user.clear(cell)
    await user.type(cell, '12')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(/^Not a phone number/)).toBeInTheDocument()
    expect(saved).toEqual([])
    await user.clear(cell)
    await user.type(cell, '(202) 555-0199')
    await user.click(within(dialog).getByRole('switch', { name: 'May be called' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(saved).toEqual([
      { id: 'k0', data: { FirstName: 'Ada', LastName: 'Lovelace', Cell: '+12025550199' }, callable: false }
    ])
  })
})

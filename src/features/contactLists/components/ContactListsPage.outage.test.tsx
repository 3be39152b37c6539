import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import type { ContactListRow, ContactListsAnswer } from '@/shared/contactLists/contactListTypes'
import { createTestRouter, renderWithProviders, setupTestServer } from '@/testing'

import { ContactListsPage } from './ContactListsPage'

// Issue 33, finding 6: one outage of the campaigns read must not blank the screen.
configure({ asyncUtilTimeout: 5_000 })

jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: { role: 'admin', company: 'Demo Contact Centre', email: 'a@x' }
  })
}))

const router = createTestRouter('/contact-lists')
jest.mock('next/router', () => ({ useRouter: () => router }))

const renewals: ContactListRow = {
  id: 'l1',
  name: 'Renewals – Spring 2026',
  divisionId: 'home',
  divisionName: 'Home',
  size: 12_480,
  worked: null,
  campaigns: [],
  importStatus: null,
  columnNames: ['FirstName', 'Cell'],
  phoneColumns: [{ columnName: 'Cell', type: 'cell', callableTimeColumn: null }],
  dateModified: '2026-02-20T16:40:00.000Z',
  version: 1
}

const answer: ContactListsAnswer = {
  contactLists: [renewals],
  total: 1,
  params: {},
  allData: [],
  divisions: [],
  capabilities: {
    createList: { allowed: true },
    import: { allowed: true },
    editContacts: { allowed: true },
    deleteContacts: { allowed: true },
    export: { allowed: true }
  },
  campaignsUnavailable: {
    code: 'platform.unavailable',
    message: 'Genesys Cloud cannot be reached right now. Try again in a moment.'
  }
}

let down = false
setupTestServer(
  http.get('/api/contact-lists', () =>
    down
      ? HttpResponse.json({ message: 'Down.', code: 'platform.unavailable' }, { status: 502 })
      : HttpResponse.json(answer)
  )
)

beforeEach(() => {
  down = false
  router.at('/contact-lists')
  localStorage.setItem('accessToken', 'the-token')
})

describe('the contact lists page while a source fails', () => {
  it('shows the lists when only their campaigns could not be read, and says which part is missing', async () => {
    renderWithProviders(<ContactListsPage />)
    const row = await screen.findByRole('row', { name: /Renewals – Spring 2026/ })
    expect(row).toHaveTextContent('12,480')
    // the campaigns are not known: a quiet "—" explained, never "No campaign"
    expect(row).not.toHaveTextContent('No campaign')
    expect(within(row).getAllByText('Not known: the campaigns could not be read').length).toBeGreaterThan(0)
    expect(screen.getByTestId('list-campaigns-unavailable')).toHaveTextContent(
      'Campaigns could not be read from Genesys Cloud: the campaigns columns are missing. Genesys Cloud could not be reached. Try again in a moment.'
    )
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New list' })).toBeEnabled()
  })

  it('says it could not load, with Retry, and never "0–0 of 0", when the lists themselves cannot be read', async () => {
    down = true
    const user = userEvent.setup()
    renderWithProviders(<ContactListsPage />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The contact lists could not be loaded.')
    expect(screen.queryByText('0–0 of 0')).not.toBeInTheDocument()
    expect(screen.queryByText('No contact lists yet.')).not.toBeInTheDocument()
    // a disabled button says why: not "loading" once the read failed
    const create = screen.getByRole('button', { name: 'New list' })
    expect(create).toBeDisabled()
    expect(create.parentElement).toHaveAttribute(
      'title',
      'Not available while the list could not be loaded: use Retry above.'
    )
    down = false
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('row', { name: /Renewals/ })).toBeInTheDocument()
  })
})

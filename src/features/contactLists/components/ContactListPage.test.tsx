import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'

import type {
  ContactListCapabilities,
  ContactListDetail,
  ContactListImport,
  ContactListRow,
  ContactsAnswer
} from '@/shared/contactLists/contactListTypes'
import { createTestRouter, renderWithProviders, setupTestServer } from '@/testing'

import { ContactListPage } from './ContactListPage'

// Role queries over the data grid are slow under jsdom on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: { role: 'admin', company: 'Demo Contact Centre', email: 'a@x' }
  })
}))

const router = createTestRouter('/contact-lists/l1?id=l1')
jest.mock('next/router', () => ({ useRouter: () => router }))

const ALLOWED: ContactListCapabilities = {
  createList: { allowed: true },
  import: { allowed: true },
  editContacts: { allowed: true },
  deleteContacts: { allowed: true },
  export: { allowed: true }
}

const list = (size: number, importStatus: ContactListImport | null): ContactListRow => ({
  id: 'l1',
  name: 'Pilot – Sample A',
  divisionId: 'home',
  divisionName: 'Home',
  size,
  worked: null,
  campaigns: [],
  importStatus,
  columnNames: ['FirstName', 'Cell'],
  phoneColumns: [{ columnName: 'Cell', type: 'cell', callableTimeColumn: null }],
  dateModified: '2026-02-20T16:40:00.000Z',
  version: 1
})
const importing: ContactListImport = {
  state: 'IN_PROGRESS',
  totalRecords: 1_000,
  completedRecords: 400,
  percentComplete: 40,
  failureReason: null
}
const imported: ContactListImport = {
  ...importing,
  state: 'COMPLETED',
  completedRecords: 1_000,
  percentComplete: 100
}

/** the list as the server says it, read after read (the last one stays) */
let lists: ContactListRow[] = []
let contactReads = 0
/** the export's answer, when the test gives it */
let answerExport: (response: Response) => void = () => undefined

setupTestServer(
  http.get('/api/contact-lists/l1', () => {
    const shown = lists.length > 1 ? lists.shift()! : lists[0]!
    return HttpResponse.json({
      contactList: shown,
      capabilities: ALLOWED,
      defaultCountry: 'US',
      history: []
    } satisfies ContactListDetail)
  }),
  http.get('/api/contact-lists/l1/contacts', () => {
    contactReads += 1
    return HttpResponse.json({
      contacts: [],
      total: 0,
      params: { q: '', page: 1, pageSize: 25 },
      allData: []
    } satisfies ContactsAnswer)
  }),
  http.get('/api/contact-lists/l1/export', () => new Promise<Response>(resolve => (answerExport = resolve)))
)

beforeEach(() => {
  lists = [list(300, imported)]
  contactReads = 0
  localStorage.setItem('accessToken', 'the-token')
})

describe('a contact list’s export and imports', () => {
  it('the export button says the export is being prepared until the file is there; a platform too slow is said', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ContactListPage />)
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }))
    const preparing = await screen.findByRole('button', { name: 'Export being prepared…' })
    expect(preparing).toBeDisabled()
    answerExport(
      HttpResponse.json(
        { code: 'platform.timeout', message: 'Genesys Cloud has not finished writing the export.' },
        { status: 504 }
      )
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The export failed. Genesys Cloud has not finished writing the export. Try again in a minute.'
    )
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('an import Genesys Cloud is still processing shows how far, and is read again until done, then its contacts', async () => {
    lists = [list(300, importing), list(1_300, imported)]
    renderWithProviders(<ContactListPage />)
    const summary = await screen.findByRole('region', { name: 'About this list' })
    await waitFor(() => expect(summary).toHaveTextContent('Importing 40 %'))
    expect(
      within(summary).getByRole('progressbar', { name: '400 of 1,000 records processed by Genesys Cloud' })
    ).toBeInTheDocument()
    const before = contactReads
    await waitFor(() => expect(summary).toHaveTextContent('1,300'), { timeout: 6_000 })
    expect(summary).toHaveTextContent('Imported')
    await waitFor(() => expect(contactReads).toBeGreaterThan(before))
  }, 10_000)
})

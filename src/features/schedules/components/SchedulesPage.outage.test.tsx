import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'

import type { SchedulesAnswer } from '@/shared/schedules'
import {
  createTestRouter,
  mockMatchMedia,
  notificationHandlers,
  notifications,
  renderWithProviders,
  setupTestServer
} from '@/testing'

import { weekWindow } from '../model/weekWindow'
import { SchedulesPage } from './SchedulesPage'

// Issue 33, finding 6: the week view keeps the schedules when only the campaigns could not be read.
configure({ asyncUtilTimeout: 5_000 })

jest.mock('@/features/auth/session/AuthContext', () => ({
  useAuth: () => ({
    status: 'signedIn',
    user: { id: 1, company: 'Demo Contact Centre', role: 'admin', email: 'avery.admin@democc.example' }
  })
}))
const router = createTestRouter('/schedules')
jest.mock('next/router', () => ({ useRouter: () => router }))

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
const tuesday = weekWindow(Date.now(), zone, 0).days[2]!.date
const allowed = { allowed: true } as const

const server = setupTestServer(
  ...notificationHandlers,
  http.get('/api/schedules', () =>
    HttpResponse.json<SchedulesAnswer>({
      // as the server answers when the campaigns read failed: the scheduled campaigns as their schedules name them
      campaigns: [
        {
          id: 'c1',
          name: 'Debt Recovery – East',
          status: null,
          dialingMode: null,
          division: null,
          callableTimeSet: null,
          schedule: {
            timeZone: zone,
            intervals: [{ start: `${tuesday}T09:00`, end: `${tuesday}T17:00` }],
            recurrences: [],
            version: 3,
            dateModified: null
          }
        }
      ],
      callableTimeSets: [],
      capabilities: {
        editSchedules: allowed,
        editCallableTimeSets: allowed,
        editSequences: allowed,
        runSequences: allowed
      },
      activeLimit: 50,
      campaignsUnavailable: { code: 'platform.timeout', message: 'Genesys Cloud did not answer in time.' }
    })
  )
)

beforeEach(() => {
  localStorage.clear()
  localStorage.setItem('accessToken', 'the-token')
  mockMatchMedia(() => false)
})
afterEach(() => {
  server.resetHandlers()
  notifications.reset()
})

describe('the week view while the campaigns cannot be read', () => {
  it('draws the scheduled campaigns with their runs, their status unknown, and says the campaigns are missing', async () => {
    renderWithProviders(<SchedulesPage />)
    const grid = await screen.findByRole('grid', { name: /^Campaign schedules of Demo Contact Centre/ })
    const link = await waitFor(() => within(grid).getByRole('link', { name: 'Debt Recovery – East' }))
    const row = link.closest<HTMLElement>('[role="row"]')!
    expect(within(row).getByText('Not known: the campaigns could not be read')).toBeInTheDocument()
    expect(within(row).getAllByRole('button', { name: /^Debt Recovery – East, / }).length).toBeGreaterThan(0)
    expect(screen.getByTestId('list-campaigns-unavailable')).toHaveTextContent(
      'Campaigns could not be read from Genesys Cloud: the campaigns columns are missing. Genesys Cloud could not be reached. Try again in a moment.'
    )
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument()
  })
})
